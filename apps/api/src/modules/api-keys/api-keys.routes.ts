import { API_KEY_ROLES } from '@app/contracts/accounts/roles';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from '@app/contracts/api-keys/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { requireRole, tenantOf, userOf } from '../../plugins/auth';
import { fromContract } from '../../plugins/route';
import { createKey, listKeys, revokeKey } from './api-keys.service';

/** Settings › API keys (docs/product/api-keys.md): Owners and Admins list, create and revoke the keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['api keys'];
  const preHandler = requireRole(...API_KEY_ROLES);

  app.route({
    ...fromContract(listApiKeysRoute, tags),
    preHandler,
    handler: (request) => listKeys(db, tenantOf(request).organizationId),
  });

  app.route({
    ...fromContract(createApiKeyRoute, tags),
    preHandler,
    handler: async (request) => ({
      data: await createKey(db, {
        organizationId: tenantOf(request).organizationId,
        userId: userOf(request).id,
        name: request.body.name,
        scope: request.body.scope,
      }),
    }),
  });

  app.route({
    ...fromContract(revokeApiKeyRoute, tags),
    preHandler,
    // Revoking closes access: it must work even while the plan has ended.
    config: { readOnlyAllowed: true },
    handler: async (request) => ({
      data: await revokeKey(db, {
        organizationId: tenantOf(request).organizationId,
        userId: userOf(request).id,
        id: request.params.id,
        now: clock.now(),
      }),
    }),
  });
};
