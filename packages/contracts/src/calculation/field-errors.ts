import type { z } from 'zod';

/**
 * Zod issues as the API's ErrorBody.errors: dotted field path (person_list.0.pay.pay_rate) to its messages,
 * in order, without duplicates. Issues on the whole input are keyed by `root`.
 */
export function fieldErrors(error: z.ZodError, root = 'body'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };
