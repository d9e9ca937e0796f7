import { devMailboxResponseSchema } from '@app/contracts/dev-mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listOutbox } from '../../platform/mail/outbox-mailer';
import { responses } from '../../plugins/responses';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * GET /dev/mailbox: the database outbox, newest first, so one machine without SMTP can finish sign-up and
 * password resets. Registered only when SMTP_URL is unset and NODE_ENV is not production.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (outbox e-mails)',
        description: 'Only without SMTP_URL and outside production.',
        response: responses(devMailboxResponseSchema),
      },
    },
    async () => ({
      data: (await listOutbox(db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: [...new Set(m.text.match(LINK) ?? [])],
        created_at: m.createdAt.toISOString(),
      })),
    }),
  );
};
