import { z } from 'zod';
import { successSchema, timestampSchema } from './responses';

/** Response schemas of the notifications (the Messages dropdown). */

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  link: z.string(),
  notification_type: z.enum(['calculation_status', 'quotation_status']),
  read: z.boolean(),
  created_at: timestampSchema,
});
export type AppNotification = z.input<typeof notificationSchema>;

/** GET /notifications: one page, the filter's total and the unread count. */
export const notificationPageResponseSchema = z.object({
  data: z.object({
    notification: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
export type NotificationPageResponse = z.input<typeof notificationPageResponseSchema>;

/** Marking one read answers it. */
export const notificationReadResponseSchema = z.object({
  data: z.object({ notification: notificationSchema }),
});

export const notificationsReadAllResponseSchema = successSchema;
