import type { FastifyRequest } from 'fastify';
import { tenantOf, userOf } from '../../plugins/auth';
import type { QuoteActor } from './create-quote';

/** Who works on a quote, from a guarded request (the app's routes and the open API, modules/api-v1). */
export const quoteActorOf = (request: FastifyRequest, now: Date): QuoteActor => {
  const user = userOf(request);
  const tenant = tenantOf(request);
  return {
    organizationId: tenant.organizationId,
    userId: user.id,
    role: tenant.role,
    actorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    now,
  };
};
