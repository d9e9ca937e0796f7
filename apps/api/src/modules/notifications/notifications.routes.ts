import {
  notificationPageResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '@app/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { requireOrganization } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { listNotifications, markAllRead, markRead } from './notifications.repo';

const who = (request: { membership: { organizationId: number } | null; user: { id: number } | null }) => ({
  organizationId: request.membership!.organizationId,
  userId: request.user!.id,
});

/** The signed-in user's notifications in the current organisation (spec 001 section 7, Notifications). */
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
  app.get(
    '/notification/read/:id',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: responses(notificationReadResponseSchema),
      },
    },
    async (request) => {
      const row = await markRead(db, { ...who(request), id: request.params.id });
      if (!row) throw AppError.notFound('Notification');
      return { data: { notification: row } };
    },
  );
  app.get(
    '/notification/read_all',
    {
      preHandler: requireOrganization,
      schema: { tags, response: responses(notificationsReadAllResponseSchema) },
    },
    async (request) => {
      await markAllRead(db, who(request));
      return { status: 'success' as const };
    },
  );
};
