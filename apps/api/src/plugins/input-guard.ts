import { hasUnstorableText } from '@app/contracts/calculation/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any payload of ours (a calculation is about 6 levels): refused before any schema walks it. */
const MAX_INPUT_DEPTH = 32;

/**
 * Refuses, for every route, a body, query or path parameter holding a character no column or JSON document
 * can store (NUL, a lone UTF-16 surrogate) or nested deeper than MAX_INPUT_DEPTH, with the field named. The
 * walk is iterative, so a hostile nesting cannot overflow the stack.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: Record<string, string[]> = {};
    for (const input of [request.params, request.query, request.body]) {
      for (const [field, message] of problems(input)) errors[field] ??= [message];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  });
}

function* problems(root: unknown): Generator<[string, string]> {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const field = path.join('.') || 'body';
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) yield [field, 'This field contains a character that is not allowed'];
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      yield [field, 'The request is nested too deeply'];
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (hasUnstorableText(key)) yield [field, 'A field name contains a character that is not allowed'];
      else stack.push({ value: child, path: [...path, key] });
    }
  }
}
