import { errorBodySchema } from '@app/contracts/errors';
import type { z } from 'zod';

/**
 * A route's `response` schemas: its 2xx answer and the shared error body. The serializer encodes every answer
 * through them, so a missing or mistyped field fails (500) instead of reaching the client, and the OpenAPI
 * document at /api/docs shows them.
 */
export const responses = <T extends z.ZodType>(ok: T) =>
  ({ 200: ok, '4xx': errorBodySchema, '5xx': errorBodySchema }) as const;
