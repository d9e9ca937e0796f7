import { z } from 'zod';

/**
 * A paged table's `per_page` query field: one of the sizes its page-size selector offers, `fallback` when none
 * is sent. The message lists the sizes ("per_page must be 5, 15, 25 or 50").
 */
export const perPageSchema = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine(
      (n) => sizes.includes(n),
      `per_page must be ${sizes.slice(0, -1).join(', ')} or ${sizes[sizes.length - 1]}`,
    )
    .default(fallback);
