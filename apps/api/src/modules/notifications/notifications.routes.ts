import { listNotificationsRoute, markAllReadRoute, markReadRoute } from '@app/contracts/notifications/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf, userOf } from '../../plugins/auth';
import { fromContract } from '../../plugins/route';
import { listNotifications, markAllRead, markRead } from './notifications.repo';

const who = (request: FastifyRequest) => ({
  organizationId: tenantOf(request).organizationId,
  userId: userOf(request).id,
});

/** The signed-in user's notifications in the current organisation (docs/product/notifications.md). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const tags = ['notifications'];
  app.route({
    ...fromContract(listNotificationsRoute, tags),
    preHandler: requireOrganization,
    handler: async (request) => {
      const q = request.query;
      const result = await listNotifications(db, {
        ...who(request),
        unreadOnly: q.unread === 'true',
        page: q.page,
        perPage: q.per_page,
      });
      return { data: result };
    },
  });
  app.route({
    ...fromContract(markReadRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireOrganization,
    handler: async (request) => {
      const row = await markRead(db, { ...who(request), id: request.params.id, now: clock.now() });
      if (!row) throw AppError.notFound('Notification');
      return { data: { notification: row } };
    },
  });
  app.route({
    ...fromContract(markAllReadRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireOrganization,
    handler: async (request) => {
      await markAllRead(db, { ...who(request), now: clock.now() });
      return { status: 'success' as const };
    },
  });
};
