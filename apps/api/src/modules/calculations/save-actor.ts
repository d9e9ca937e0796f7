import type { FastifyRequest } from 'fastify';
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
    settingsCache: request.server.settingsCache,
    now,
  };
};
