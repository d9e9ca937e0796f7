import type { FastifyRequest } from 'fastify';
import { organizationVersionKey } from '../../db/cache-versions';
import { tenantOf, userOf } from '../../plugins/auth';

/** Who saves a calculation, from a guarded request (the app's routes and the open API, modules/api-v1). */
export const saveActorOf = (request: FastifyRequest, now: Date) => {
  const membership = tenantOf(request);
  const user = userOf(request);
  return {
    organizationId: membership.organizationId,
    userId: user.id,
    user,
    organization: membership.organization,
    subscription: request.liveSubscription,
    // Kept settings are used only at the organisation's current counter (db/cache-versions.ts).
    settingsCache: {
      read: async <T>(organizationId: number, key: string, load: () => Promise<T>) =>
        request.server.settingsCache.read(organizationId, key, load, {
          version: await request.server.cacheVersion(request, organizationVersionKey(organizationId)),
        }),
    },
    now,
  };
};
