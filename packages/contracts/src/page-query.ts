import { z } from 'zod';
import { MAX_ID, MAX_STORED_MONEY } from './limits';

/** The longest free-text search a list takes (the web cuts what is typed to it). */
export const MAX_LIST_SEARCH_LENGTH = 100;

/** A paged table's `page` query field: from 1, bounded so that no request asks the database for a vast offset. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

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

/** A list filter on one team or one member by id; absent, the list has every one. */
export const idFilterSchema = z.coerce.number().int().positive().max(MAX_ID).optional();

/** A list filter on an amount (a minimum or a maximum); a blank field is no filter. */
export const amountFilterSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().min(0).max(MAX_STORED_MONEY).optional(),
);

/** A list's free-text search. */
export const listSearchSchema = z
  .string()
  .max(MAX_LIST_SEARCH_LENGTH, `Search must be at most ${MAX_LIST_SEARCH_LENGTH} characters`)
  .optional();
