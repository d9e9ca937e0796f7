import type { FastifyServerOptions } from 'fastify';

/** Properties of driver errors that carry the people's data a query was bound with. */
const DATA_KEYS = ['params', 'parameters', 'detail', 'where', 'queryOptions'];

/**
 * Serialises an error for the log without the bound parameters of a failed query: pg, PGlite and Drizzle
 * errors carry them (as `params`, inside Drizzle's message "params: ...", in pg's `detail`), and they hold
 * names and figures. The SQL text, the SQLSTATE code and the constraint stay, for diagnosis.
 */
function redactedError(err: Error): SerializedError {
  return serialize(err, boundValues(err), 0);
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serialize(err: Error, secrets: string[], depth: number): SerializedError {
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: hide(String(err.message ?? ''), secrets),
    stack: hide(String(err.stack ?? ''), secrets),
  };
  for (const [key, value] of Object.entries(err)) {
    if (DATA_KEYS.includes(key) || key === 'cause' || key in out) continue;
    out[key] = typeof value === 'string' ? hide(value, secrets) : value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause && typeof cause === 'object' && depth < 5)
    out.cause = serialize(cause as Error, secrets, depth + 1);
  return out;
}

/** Every parameter bound anywhere in the error's cause chain, as the text a message would show. */
function boundValues(err: unknown): string[] {
  const values: string[] = [];
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const params = (e as { params?: unknown }).params;
    if (Array.isArray(params)) {
      values.push(String(params));
      for (const p of params) if (p !== null && p !== undefined) values.push(String(p));
    }
    e = (e as { cause?: unknown }).cause;
  }
  // Longest first, so "Jane,42" goes before "Jane"; one- and two-character values are too common to hide.
  return [...new Set(values)].filter((v) => v.length >= 3).sort((a, b) => b.length - a.length);
}

function hide(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) out = out.replaceAll(secret, '[redacted]');
  return out;
}

/** The app's logger options with the redacting error serializer (a ready logger instance is left alone). */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, err: redactedError } };
}
