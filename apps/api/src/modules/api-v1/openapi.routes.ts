import { V1_ERROR_CODES } from '@app/contracts/api-v1/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Operation = {
  tags?: string[];
  parameters?: unknown[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
  [k: string]: unknown;
};
type Doc = {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
  [k: string]: unknown;
};

/** The groups of the reference, in the order an integrator meets them. */
const TAGS = [
  {
    name: 'Calculations',
    description: 'Price a crew and save it, read and list calculations, send one for approval.',
  },
  {
    name: 'Quotes',
    description: 'Make a quote from an Approved calculation, e-mail its signing link, follow its status.',
  },
  { name: 'Organisation', description: 'Teams, members and the dashboard’s figures.' },
  { name: 'Reference data', description: 'States and cities, for the ids the other routes take.' },
];

const header = (description: string, type: 'integer' | 'string' = 'integer') => ({
  description,
  schema: { type },
});

/** Said once in the document, referred to by every operation it applies to. */
const sharedComponents = {
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again ' +
        '(Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  headers: {
    'RateLimit-Limit': header('Requests this key may make a minute.'),
    'RateLimit-Remaining': header('Requests left in the current minute.'),
    'RateLimit-Reset': header('Seconds until the minute restarts.'),
    'Idempotent-Replayed': header('"true" on the stored answer to a repeated Idempotency-Key.', 'string'),
  },
};
const rateLimitHeaders = Object.fromEntries(
  ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((h) => [
    h,
    { $ref: `#/components/headers/${h}` },
  ]),
);

/** An operation as published: its group, Idempotency-Key on a POST, the rate-limit headers on every answer. */
function published(method: string, op: Operation): Operation {
  const responses = Object.fromEntries(
    Object.entries(op.responses ?? {}).map(([status, answer]) => [
      status,
      { ...answer, headers: { ...answer.headers, ...rateLimitHeaders } },
    ]),
  );
  const parameters =
    method === 'post'
      ? [...(op.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }]
      : op.parameters;
  return { ...op, ...(parameters ? { parameters } : {}), responses };
}

/**
 * The OpenAPI 3.1 document of /api/v1 only, built from the same route schemas as /api/docs (one
 * @fastify/swagger instance): the v1 paths kept, the app's private routes left out, the API key scheme, the
 * shared Idempotency-Key and rate-limit headers, and the error codes (`x-error-codes`) added. The reference
 * page (/developers/reference) renders exactly this.
 */
function v1OpenApi(full: Doc, rateLimitPerMinute: number) {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {})
      .filter(([p]) => p.startsWith('/api/v1/') && p !== '/api/v1/openapi.json')
      .map(([p, ops]) => [
        p,
        Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, published(method, op)])),
      ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'StaffMargin API v1',
      version: '1.0.0',
      description:
        'Price calculations, make and send quotes, read teams and dashboard figures. Authenticate with ' +
        '`Authorization: Bearer <key>` (Settings › API keys). Money is a string of dollars with two decimals; ' +
        'times are ISO 8601; errors answer { error: { code, message, fields? } }. Guide: /developers.',
    },
    servers: [{ url: '/' }],
    tags: TAGS,
    paths,
    components: {
      ...(full.components ?? {}),
      ...sharedComponents,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sm_live_<prefix>_<secret>',
          description:
            'A key from Settings › API keys, shown once. Read keys read; read and write keys (Enterprise) ' +
            'also create and send. The key acts as the member who made it, with their current role.',
        },
      },
    },
    security: [{ apiKey: [] }],
    'x-rate-limit': { per_minute: rateLimitPerMinute, scope: 'per API key' },
    'x-error-codes': V1_ERROR_CODES,
  };
}

/** GET /api/v1/openapi.json: public (no key), so integrators, generators and the reference page can read it. */
export const apiV1DocRoutes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number }> = async (app, opts) => {
  app.get(
    '/v1/openapi.json',
    {
      schema: {
        hide: true,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async () => v1OpenApi(app.swagger() as unknown as Doc, opts.rateLimitPerMinute),
  );
};
