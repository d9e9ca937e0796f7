import {
  notificationPageResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '@app/contracts/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { listNotifications, markAllRead, markRead } from './notifications.repo';

const who = (request: FastifyRequest) => ({
  organizationId: tenantOf(request).organizationId,
  userId: userOf(request).id,
});

/** The signed-in user's notifications in the current organisation (docs/product/notifications.md). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        description: 'Newest first. unread=true lists only unread ones (the Messages dropdown).',
        querystring: z.object({
          unread: z.enum(['true', 'false']).default('false'),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: responses(notificationPageResponseSchema),
      },
    },
    async (request) => {
      const q = request.query;
      const result = await listNotifications(db, {
        ...who(request),
        unreadOnly: q.unread === 'true',
        page: q.page,
        perPage: q.per_page,
      });
      return { data: result };
    },
  );
  // Marking read changes state, so it is a POST: only writes pass the CSRF origin guard.
  app.post(
    '/notification/read/:id',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireOrganization,
      schema: {
        tags,
        description: 'Marks one notification read (POST since it changes state).',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647, 'id is invalid') }),
        response: responses(notificationReadResponseSchema),
      },
    },
    async (request) => {
      const row = await markRead(db, { ...who(request), id: request.params.id });
      if (!row) throw AppError.notFound('Notification');
      return { data: { notification: row } };
    },
  );
  app.post(
    '/notification/read_all',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireOrganization,
      schema: {
        tags,
        description: 'Marks every notification read.',
        response: responses(notificationsReadAllResponseSchema),
      },
    },
    async (request) => {
      await markAllRead(db, who(request));
      return { status: 'success' as const };
    },
  );
};
