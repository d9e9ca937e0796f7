import { z } from 'zod';
import { MAX_ID } from '../limits';
import {
  notificationPageResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '../notifications';
import { pageNumberSchema } from '../page-query';
import { defineRoute } from '../route';

/** The signed-in user's notifications in the current organisation (docs/product/notifications.md). */

export const listNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/notifications',
  description: 'Newest first. unread=true lists only unread ones (the Messages dropdown).',
  query: z.object({
    unread: z.enum(['true', 'false']).default('false'),
    page: pageNumberSchema,
    per_page: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: notificationPageResponseSchema,
});
// Marking read changes state, so it is a POST: only writes pass the CSRF origin guard.
export const markReadRoute = defineRoute({
  method: 'POST',
  path: '/notification/read/:id',
  description: 'Marks one notification read (POST since it changes state).',
  params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID, 'id is invalid') }),
  response: notificationReadResponseSchema,
});
export const markAllReadRoute = defineRoute({
  method: 'POST',
  path: '/notification/read_all',
  description: 'Marks every notification read.',
  response: notificationsReadAllResponseSchema,
});
