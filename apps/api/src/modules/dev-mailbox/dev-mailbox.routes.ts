import { devMailboxRoute } from '@app/contracts/dev-mailbox';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { isLoopback } from '../../platform/loopback';
import { listOutbox } from '../../platform/mail/outbox-mailer';
import { AppError } from '../../plugins/app-error';
import { fromContract } from '../../plugins/route';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * GET /dev/mailbox: the database outbox, newest first, so one machine without SMTP can finish sign-up and
 * password resets. Registered only when SMTP_URL is unset and NODE_ENV is not production, and served only to
 * clients on this machine: it holds reset links, so anyone else reading it could take over an account.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(devMailboxRoute, ['development']),
    onRequest: async (request) => {
      if (request.headers['x-forwarded-for'] || !isLoopback(request.socket.remoteAddress)) {
        throw new AppError(ErrorCode.Forbidden, 'The development mailbox is only served to this machine');
      }
    },
    handler: async () => ({
      data: (await listOutbox(db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: [...new Set(m.text.match(LINK) ?? [])],
        created_at: m.createdAt.toISOString(),
      })),
    }),
  });
};
