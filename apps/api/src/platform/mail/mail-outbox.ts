import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

/** The job kind of a queued e-mail. */
export const MAIL_JOB = 'mail';

/**
 * An e-mail as queued: its text, and what to attach when it is sent (a quote's PDF is rendered then, from the
 * quote row, so the queue never holds the file).
 */
export interface QueuedMail extends Omit<MailMessage, 'attachments' | 'messageId'> {
  quotePdf?: { quoteId: number; organizationId: number };
}

/**
 * The transactional outbox of e-mails (docs/decisions/0004-job-queue.md): an e-mail is a row of the jobs table
 * written in the transaction of the change it reports, so it is sent exactly when that change commits (never
 * after a rollback, and not lost by a crash after the commit); the job worker sends it after the commit,
 * retrying failures.
 */
export interface MailOutbox {
  /**
   * Writes `mail` in `tx` (a transaction, or the database for an e-mail that reports no write). With a
   * `dedupeKey`, writing the same e-mail again (a retried operation) is a no-op, and a resend after a crash
   * mid-send carries the same Message-ID, so the receiver sees one e-mail.
   */
  mail(tx: DbOrTx, mail: QueuedMail, options?: { dedupeKey?: string }): Promise<void>;
}

/** `written` is told of each e-mail written, so the app can wake the worker once the caller's answer is sent. */
export function createMailOutbox(written: () => void): MailOutbox {
  return {
    async mail(tx, mail, { dedupeKey } = {}) {
      await enqueueJob(tx, MAIL_JOB, mail, dedupeKey ? { dedupeKey: `${MAIL_JOB}:${dedupeKey}` } : {});
      written();
    },
  };
}

/**
 * Runs a queued e-mail: attaches what it names, then sends it with the configured mailer. Its Message-ID comes
 * from the job (its dedupe key, else its id), so every attempt at one e-mail carries the same one.
 */
export function mailJobHandler(
  mailer: Mailer,
  attach: (quotePdf: NonNullable<QueuedMail['quotePdf']>) => Promise<MailMessage['attachments']>,
  domain: string,
): JobHandler {
  const host = domain.replace(/:\d+$/, '');
  return async (payload, job) => {
    const { quotePdf, ...mail } = payload as QueuedMail;
    const id = createHash('sha256')
      .update(job.dedupeKey ?? `job:${job.id}`)
      .digest('hex')
      .slice(0, 32);
    const messageId = `<${id}@${host}>`;
    await mailer.send({
      ...mail,
      messageId,
      ...(quotePdf ? { attachments: await attach(quotePdf) } : {}),
    });
  };
}
