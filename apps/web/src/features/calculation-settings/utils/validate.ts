import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/**
 * Runs a contracts schema on form values and returns Mantine form errors keyed by field path
 * ('wc_codes.0.rate'), the first message per field. The same schema guards the API route.
 */
export function schemaErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A 400's field messages as form errors (paths as the API names them), or nothing. */
export function serverFieldErrors(err: unknown, prefix = ''): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(err.fieldErrors)) {
    const key = prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field;
    if (msgs[0]) out[key] = msgs[0];
  }
  return out;
}

/** Empty number inputs ('') and empty selects (null) become undefined so schemas say "required". */
export const blankToUndefined = <T>(v: T) => (v === '' || v === null ? undefined : v);
