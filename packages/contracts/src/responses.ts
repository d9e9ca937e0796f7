import { z } from 'zod';

/**
 * Building blocks of the response schemas. Responses are encoded (not parsed) by the API's serializer, so a
 * codec's input side is what travels as JSON; the web reads that side with `z.input`.
 */

/** A timestamp: a Date inside the API, its ISO 8601 string in JSON. */
export const timestampSchema = z.codec(z.iso.datetime(), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/**
 * The optimistic-lock version of an editable row (calculations, settings rows): the client sends it back with an
 * update, and a newer one on the server answers 409 (docs/concurrency.md).
 */
export const rowVersionSchema = z.number().int().positive();

/** The `{ status: 'success' }` answer of commands that return nothing else. */
export const successSchema = z.object({ status: z.literal('success') });

/** A user as other records show them (a team's members, a quote's author, a dashboard row). */
export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});

/** A team as other records show it (a calculation's team, the dashboard's scope). */
export const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

/**
 * One page of a paged table: its rows under `key` (each table keeps its historic name), the filter's total, the
 * page number and the page size.
 */
export const pageSchema = <K extends string, Row extends z.ZodType>(key: K, row: Row) =>
  z.object({
    ...({ [key]: z.array(row) } as Record<K, z.ZodArray<Row>>),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/** `{ status: 'success', message }`: the message is shown to the user as is. */
export const messageResponseSchema = successSchema.extend({ message: z.string() });
export type MessageResponse = z.input<typeof messageResponseSchema>;

/** The JSON an API answer carries for a response schema (a codec's wire side, e.g. timestamps as strings). */
export type Wire<T extends z.ZodType> = z.input<T>;
