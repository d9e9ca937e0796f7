import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { Background } from './background';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import type { MailOutbox } from './mail/mail-outbox';
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
  /**
   * E-mails written in the transaction of the change they report (the outbox): sent after the commit by any
   * API process, retried on failure (platform/jobs).
   */
  outbox: MailOutbox;
  storage: Storage;
  /** Work done after the answer, whose time must not show in it (reset and confirmation links: no account discovery by timing). */
  background: Background;
  /** "Now" for trials, grace periods and renewals; tests move it. */
  clock: Clock;
}
