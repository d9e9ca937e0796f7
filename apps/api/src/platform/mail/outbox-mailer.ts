import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** Keeps e-mails in the database so a single machine without SMTP can still finish sign-up and resets. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const { attachments, messageId: _id, ...mail } = message;
      // The outbox keeps what was attached (name, type, size), not the bytes: it is a development mailbox.
      await db.insert(outboxEmails).values({
        ...mail,
        attachments: attachments?.length
          ? attachments.map((a) => ({
              filename: a.filename,
              content_type: a.contentType,
              size: a.content.length,
            }))
          : null,
      });
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
