import { z } from 'zod';
import { defineRoute } from './route';

/** GET /dev/mailbox: the development outbox, newest first, with the links each e-mail carries. */
export const devMailboxResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      created_at: z.string(),
    }),
  ),
});
export type DevMailbox = z.input<typeof devMailboxResponseSchema>;

export const devMailboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'Development mailbox (outbox e-mails)',
  description: 'Only without SMTP_URL, outside production, and to clients on this machine (loopback).',
  response: devMailboxResponseSchema,
});
