import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** Keeps e-mails in the database so a single machine without SMTP can still finish sign-up and resets. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(outboxEmails).values(message);
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
