import { z } from 'zod';
import { MAX_ID } from '../limits';
import { defineRoute } from '../route';
import {
  apiKeyListResponseSchema,
  createApiKeyBodySchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
} from './api-keys';

/** Settings, API keys (docs/product/api-keys.md): Owners and Admins list, create and revoke the keys. */

export const listApiKeysRoute = defineRoute({
  method: 'GET',
  path: '/api_keys',
  summary: 'The organisation’s API keys, newest first, and whether its plan allows writing keys',
  response: apiKeyListResponseSchema,
});
export const createApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/api_keys',
  summary: 'Create a key',
  description: 'Creates a key; the answer carries the whole key, which is never shown again.',
  body: createApiKeyBodySchema,
  response: createApiKeyResponseSchema,
});
export const revokeApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/api_keys/:id/revoke',
  summary: 'Revoke a key: it stops working at once',
  params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
  response: revokeApiKeyResponseSchema,
});
