import { z } from 'zod';
import { validIsoDate } from '../calculation/fields';
import { MAX_DATE, MAX_ID, MIN_DATE } from '../limits';

/**
 * Shared pieces of the open API under /api/v1 (docs/product/api.md#open-api-v1): plain English names, money as
 * strings of decimal dollars with two places, dates and times ISO 8601, one error shape.
 */

/** Every v1 error: a stable snake_case code, a sentence, and messages per field for bad input. */
export const v1ErrorSchema = z.object({
  error: z.object({
    code: z
      .string()
      .describe('Stable, snake_case: validation, not_found, insufficient_scope, rate_limited...'),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type V1Error = z.infer<typeof v1ErrorSchema>;

/** Dollars and cents as a string, e.g. "1234.50": exact, never a binary fraction. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** A percentage with two decimals as a string, e.g. "37.50". */
export const percentSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** An instant, ISO 8601 in UTC. */
export const instantSchema = z.iso.datetime();
/**
 * An instant a request filters by: on the calendar and between MIN_DATE and MAX_DATE, so year 0000 or 30 February
 * is refused on its field instead of reaching the database (docs/product/api.md#errors).
 */
export const instantFilterSchema = z.iso
  .datetime({ error: 'Use an ISO 8601 instant in UTC, like 2026-03-31T00:00:00Z' })
  .refine((v) => validIsoDate(v.slice(0, 10)), { error: 'Use an instant on a date that exists', abort: true })
  .refine((v) => v.slice(0, 10) >= MIN_DATE && v.slice(0, 10) <= MAX_DATE, {
    error: `Use an instant between ${MIN_DATE} and ${MAX_DATE}`,
  });
export const v1Id = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: v1Id });

/** A page of a keyset-paginated list: `next_cursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });

export const cursorQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional().describe('next_cursor of the previous page'),
};
