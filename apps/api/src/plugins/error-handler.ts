import type { Socket } from 'node:net';
import { type ErrorBody, ErrorCode } from '@app/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost';
import { AppError } from './app-error';
import { uniqueViolationError } from './unique-violations';

/**
 * Said when the database refuses a value the validation let through. Validation should name the field
 * first; the fuzz test fails on this message, so it only ever guards, never answers by design.
 */
export const UNSTORABLE_VALUE_MESSAGE = 'A value in the request is out of range';

/** Maps every thrown error to `ErrorBody`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(caught, request, reply);
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only: a query string may carry a secret someone pasted there (it is not echoed back).
    reply
      .code(404)
      .send(body(ErrorCode.NotFound, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/** A request whose database connection died: the client may retry in this many seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;
const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * The status and body any thrown error answers with (headers such as Retry-After set on `reply`): the app's
 * handler sends it as is, the open API (modules/api-v1) in its own shape.
 */
export function errorAnswer(
  caught: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): { status: number; body: ErrorBody & Record<string, unknown> } {
  // A write that raced past a service's check and hit a unique constraint is the client's 400/409.
  const err = (uniqueViolationError(caught) ?? caught) as FastifyError;
  if (err instanceof AppError) {
    if (err.logEvent) request.log.warn(err.logEvent, err.message);
    if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
    const answer = { ...body(err.code, err.message, err.errors), ...err.extra };
    return { status: err.statusCode, body: err.conflict ? { ...answer, conflict: err.conflict } : answer };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors: Record<string, string[]> = {};
    for (const v of err.validation) {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.issue ?? '');
      const key = field || (err.validationContext ?? 'body');
      errors[key] = [...(errors[key] ?? []), v.message ?? 'Invalid value'];
    }
    return {
      status: 400,
      body: body(ErrorCode.Validation, Object.values(errors)[0]?.[0] ?? 'Invalid', errors),
    };
  }
  if (isConnectionLost(err)) {
    request.log.warn({ err }, 'database connection lost');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: 503, body: body(ErrorCode.Unavailable, DATABASE_UNAVAILABLE_MESSAGE) };
  }
  if (isDataException(err)) {
    request.log.warn({ err }, 'database refused a value');
    return { status: 400, body: body(ErrorCode.BadRequest, UNSTORABLE_VALUE_MESSAGE) };
  }
  const status = err.statusCode ?? 500;
  if (status === 429) return { status: 429, body: body(ErrorCode.TooManyRequests, err.message) };
  if (status >= 400 && status < 500) {
    // Malformed JSON, oversize bodies, unsupported media types: the client's fault, say so plainly.
    return { status, body: body(ErrorCode.BadRequest, err.message) };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: body(ErrorCode.Internal, 'Something went wrong. Please try again.') };
}

/** PostgreSQL's class 22 (data exception: out of range, bad text, NUL), directly or under Drizzle's wrapper. */
function isDataException(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Fastify's router errors (a bad %-escape, a path parameter over maxParamLength) in the app's shape. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  const message = status === 414 ? 'The address is too long' : 'The address is not valid';
  // The router answers before any route's own handler: the open API's shape is chosen here by path.
  if (request.url.startsWith('/api/v1/'))
    reply.code(status).send({ error: { code: 'bad_request', message } });
  else reply.code(status).send(body(ErrorCode.BadRequest, message));
}

/** Errors Node's HTTP parser meets before Fastify sees a request (headers too large...), in the app's shape. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : err.code === 'HPE_URI_TOO_LONG'
          ? [414, 'URI Too Long', 'The address is too long']
          : [400, 'Bad Request', 'The request is not valid HTTP'];
  const json = JSON.stringify(body(ErrorCode.BadRequest, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}

function body(code: ErrorCode, message: string, errors?: Record<string, string[]>): ErrorBody {
  if (!errors) return { status: 'error', code, message };
  return { status: 'error', code, message, errors, full_messages: Object.values(errors).flat() };
}
