import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { Background } from './background';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import type { MailQueue } from './mail/mail-queue';
import type { Storage } from './storage/storage';

/**
 * The platform adapters app.ts builds once. No module takes the whole set: each declares in its `deps.ts` the
 * part it uses (`Pick<PlatformServices, ...>`), so a module's needs can be read in one place.
 */
export interface PlatformServices {
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
