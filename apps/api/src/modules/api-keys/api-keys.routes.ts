import { API_KEY_ROLES } from '@app/contracts/accounts/roles';
import {
  apiKeyListResponseSchema,
  createApiKeyBodySchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
} from '@app/contracts/api-keys/api-keys';
import { MAX_ID } from '@app/contracts/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { requireRole, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { createKey, listKeys, revokeKey } from './api-keys.service';

/** Settings › API keys (docs/product/api-keys.md): Owners and Admins list, create and revoke the keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['api keys'];
  const guard = { preHandler: requireRole(...API_KEY_ROLES) };

  app.get(
    '/api_keys',
    { ...guard, schema: { tags, response: responses(apiKeyListResponseSchema) } },
    (request) => listKeys(db, tenantOf(request).organizationId),
  );

  app.post(
    '/api_keys',
    {
      ...guard,
      schema: {
        tags,
        description: 'Creates a key; the answer carries the whole key, which is never shown again.',
        body: createApiKeyBodySchema,
        response: responses(createApiKeyResponseSchema),
      },
    },
    async (request) => ({
      data: await createKey(db, {
        organizationId: tenantOf(request).organizationId,
        userId: userOf(request).id,
        name: request.body.name,
        scope: request.body.scope,
      }),
    }),
  );

  app.post(
    '/api_keys/:id/revoke',
    {
      ...guard,
      // Revoking closes access: it must work even while the plan has ended.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
        response: responses(revokeApiKeyResponseSchema),
      },
    },
    async (request) => ({
      data: await revokeKey(db, {
        organizationId: tenantOf(request).organizationId,
        userId: userOf(request).id,
        id: request.params.id,
        now: clock.now(),
      }),
    }),
  );
};
