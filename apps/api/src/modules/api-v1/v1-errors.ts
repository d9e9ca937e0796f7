import type { V1Error as V1ErrorBody } from '@app/contracts/api-v1/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error';
import { errorAnswer } from '../../plugins/error-handler';

/** The quote form's names for the plain ones of v1. */
const QUOTE_FIELDS: Record<string, string> = {
  id: 'calculation_id',
  company_name: 'client_name',
  quote_state: 'state_id',
  person_selection_data: 'persons',
};

/** An error only the open API answers (a bad key, a scope, an idempotency clash), with its own stable code. */
export class V1Error extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every /api/v1 error as `{ error: { code, message, fields? } }`: the app's own mapping of each error
 * (plugins/error-handler.ts) decides the status and the code becomes snake_case; field paths are the services'
 * own, in plain names (persons.0.benefits.bonus_pay).
 */
export function registerV1Errors(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    if (caught instanceof V1Error) {
      return reply.code(caught.statusCode).send(v1Body(caught.code, caught.message));
    }
    const { status, body } = errorAnswer(caught, request, reply);
    const code = body.code === 'TOO_MANY_REQUESTS' ? 'rate_limited' : body.code.toLowerCase();
    return reply.code(status).send(v1Body(code, body.message, body.errors));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(v1Body('route_not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

function v1Body(code: string, message: string, fields?: Record<string, string[]>): V1ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Runs a quote service and renames the field paths of its validation errors (the quote form's names to v1's). */
export async function withQuoteFieldNames<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) || !err.errors) throw err;
    const renamed = Object.fromEntries(
      Object.entries(err.errors).map(([k, v]) => [
        k
          .split('.')
          .map((part) => QUOTE_FIELDS[part] ?? part)
          .join('.'),
        v,
      ]),
    );
    throw new AppError(err.code, err.message, renamed, err.conflict, err.extra);
  }
}
