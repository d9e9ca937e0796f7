import { devMailboxResponseSchema } from '@app/contracts/dev-mailbox';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listOutbox } from '../../platform/mail/outbox-mailer';
import { AppError } from '../../plugins/app-error';
import { responses } from '../../plugins/responses';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Whether the TCP peer is this machine. The socket address, not request.ip: a trusted proxy on this machine
 * forwards remote clients, and X-Forwarded-For is the client's own word.
 */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * GET /dev/mailbox: the database outbox, newest first, so one machine without SMTP can finish sign-up and
 * password resets. Registered only when SMTP_URL is unset and NODE_ENV is not production, and served only to
 * clients on this machine: it holds reset links, so anyone else reading it could take over an account.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (outbox e-mails)',
        description: 'Only without SMTP_URL, outside production, and to clients on this machine (loopback).',
        response: responses(devMailboxResponseSchema),
      },
      onRequest: async (request) => {
        if (request.headers['x-forwarded-for'] || !isLoopback(request.socket.remoteAddress)) {
          throw new AppError(ErrorCode.Forbidden, 'The development mailbox is only served to this machine');
        }
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
