import { type ErrorBody, ErrorCode } from '@app/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { uniqueViolationError } from '../db/unique-violations';
import { AppError } from './app-error';

/** Maps every thrown error to `ErrorBody`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    // A write that raced past a service's check and hit a unique constraint is the client's 400/409.
    const err = (uniqueViolationError(caught) ?? caught) as FastifyError;
    if (err instanceof AppError) {
      const answer = body(err.code, err.message, err.errors);
      return reply.code(err.statusCode).send(err.conflict ? { ...answer, conflict: err.conflict } : answer);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.issue ?? '');
        const key = field || (err.validationContext ?? 'body');
        errors[key] = [...(errors[key] ?? []), v.message ?? 'Invalid value'];
      }
      return reply
        .code(400)
        .send(body(ErrorCode.Validation, Object.values(errors)[0]?.[0] ?? 'Invalid', errors));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(body(ErrorCode.TooManyRequests, err.message));
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversize bodies, unsupported media types: the client's fault, say so plainly.
      return reply.code(status).send(body(ErrorCode.BadRequest, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body(ErrorCode.Internal, 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body(ErrorCode.NotFound, `Route ${request.method} ${request.url} not found`));
  });
}

function body(code: ErrorCode, message: string, errors?: Record<string, string[]>): ErrorBody {
  if (!errors) return { status: 'error', code, message };
  return { status: 'error', code, message, errors, full_messages: Object.values(errors).flat() };
}
