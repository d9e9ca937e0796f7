import { errorBodySchema } from '@app/contracts/errors';
import { z } from 'zod';

/**
 * A route's `response` schemas: its 2xx answer and the shared error body. The serializer encodes every answer
 * through them, so a missing or mistyped field fails (500) instead of reaching the client, and the OpenAPI
 * document at /api/docs shows them.
 */
export const responses = <T extends z.ZodType>(ok: T) =>
  ({ 200: ok, '4xx': errorBodySchema, '5xx': errorBodySchema }) as const;

// The handler sends a Buffer; the document shows a binary string (zod has no JSON Schema of its own for it).
const bytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/**
 * A route that answers a file: its media types in the OpenAPI document, and the shared error body. The bytes are
 * sent as a Buffer, which Fastify never passes to a serializer.
 */
export const fileResponses = (description: string, mediaTypes: readonly string[]) =>
  ({
    200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])) },
    '4xx': errorBodySchema,
    '5xx': errorBodySchema,
  }) as const;

/** A route that answers a redirect: 302 with a Location header and no body, or the shared error body. */
export const redirectResponses = (description: string) =>
  ({
    // type 'null' (not the document's nullable string) tells @fastify/swagger there is no body to show.
    302: z.null().meta({
      type: 'null',
      description,
      headers: { Location: { type: 'string', description: 'Where the browser goes next' } },
    }),
    '4xx': errorBodySchema,
    '5xx': errorBodySchema,
  }) as const;
