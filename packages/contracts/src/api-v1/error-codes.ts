/**
 * The stable codes of v1's errors (docs/product/api.md#open-api-v1), with their status and what an integrator
 * does about each. The OpenAPI document publishes this list (`x-error-codes`) and the reference page renders
 * it; the app's own error codes become these in snake_case (plugins' error mapping, modules/api-v1/v1-errors.ts).
 */
export const V1_ERROR_CODES: readonly { code: string; status: number; meaning: string }[] = [
  {
    code: 'validation',
    status: 400,
    meaning: 'A field is missing or wrong; `fields` maps each path to its messages.',
  },
  { code: 'bad_request', status: 400, meaning: 'The request cannot be read (bad JSON, a wrong type).' },
  { code: 'invalid_cursor', status: 400, meaning: 'The cursor is not a next_cursor this API gave.' },
  { code: 'invalid_api_key', status: 401, meaning: 'No key, an unknown key or a revoked one.' },
  {
    code: 'plan_expired',
    status: 402,
    meaning: 'The organisation’s trial or plan has ended: reads work, writes do not.',
  },
  { code: 'insufficient_scope', status: 403, meaning: 'A read key tried to write.' },
  { code: 'forbidden', status: 403, meaning: 'The key’s member has no right to this (their role).' },
  { code: 'plan_required', status: 403, meaning: 'The organisation’s plan does not include this (quotes).' },
  { code: 'not_found', status: 404, meaning: 'No such record in the key’s organisation.' },
  { code: 'route_not_found', status: 404, meaning: 'No such method and path under /api/v1.' },
  {
    code: 'conflict',
    status: 409,
    meaning: 'Not possible in the record’s status (e.g. a quote from a calculation not Approved).',
  },
  {
    code: 'idempotency_in_progress',
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running: retry shortly.',
  },
  {
    code: 'idempotency_key_reused',
    status: 422,
    meaning: 'This Idempotency-Key was used with another body.',
  },
  {
    code: 'rate_limited',
    status: 429,
    meaning: 'Over the key’s requests a minute: wait Retry-After seconds.',
  },
  {
    code: 'internal',
    status: 500,
    meaning: 'An error on our side; the Idempotency-Key is released, so a retry runs again.',
  },
  {
    code: 'unavailable',
    status: 503,
    meaning:
      'A service the request needs (the database, the mail server) was briefly unreachable: retry after Retry-After seconds.',
  },
];
