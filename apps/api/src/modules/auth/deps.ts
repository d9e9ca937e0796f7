import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { Background } from '../../platform/background';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import type { MailQueue } from '../../platform/mail/mail-queue';
import type { Storage } from '../../platform/storage/storage';

/** What the account modules need from the outside world; app.ts builds it once. */
export interface AccountsDeps {
  db: Db;
  env: Env;
  /** Sends at once, failing the request if the mail server does (contact forms, e-mail change codes). */
  mailer: Mailer;
  /** Queues e-mails in the database: sent by any API process, retried on failure (platform/jobs). */
  mailQueue: MailQueue;
  storage: Storage;
  /** E-mails whose sending must not show in the answer time (no account discovery by timing). */
  background: Background;
  /** "Now" for trials, grace periods and renewals; tests move it. */
  clock: Clock;
}
