import { z } from 'zod';

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
