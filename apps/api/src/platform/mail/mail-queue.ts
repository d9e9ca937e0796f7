import type { JobHandler } from '../jobs/job-queue';
import type { JobWorker } from '../jobs/worker';
import type { Mailer, MailMessage } from './mailer';

/** The job kind of a queued e-mail. */
export const MAIL_JOB = 'mail';

/**
 * An e-mail as queued: its text, and what to attach when it is sent (a quote's PDF is rendered then, from the
 * quote row, so the queue never holds the file).
 */
export interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  quotePdf?: { quoteId: number; organizationId: number };
}

/** Queues e-mails in the jobs table: sent by any API process, retried on failure (platform/jobs). */
export interface MailQueue {
  queue(mail: QueuedMail): Promise<void>;
}

export function createMailQueue(worker: Pick<JobWorker, 'add'>): MailQueue {
  return {
    async queue(mail) {
      await worker.add(MAIL_JOB, mail);
    },
  };
}

/** Runs a queued e-mail: attaches what it names, then sends it with the configured mailer. */
export function mailJobHandler(
  mailer: Mailer,
  attach: (quotePdf: NonNullable<QueuedMail['quotePdf']>) => Promise<MailMessage['attachments']>,
): JobHandler {
  return async (payload) => {
    const { quotePdf, ...mail } = payload as QueuedMail;
    await mailer.send(quotePdf ? { ...mail, attachments: await attach(quotePdf) } : mail);
  };
}
