import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer } from './mailer';

export function createMailer(env: Env, db: Db): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(db);
}

/**
 * The development mailbox exists only without SMTP, outside production, and when the product runs on this
 * machine (APP_DOMAIN localhost, *.localhost or 127.0.0.1): it shows every e-mail, reset links included, so a
 * server reachable from elsewhere must never offer it.
 */
export function devMailboxEnabled(env: Env): boolean {
  const host = env.APP_DOMAIN.replace(/:\d+$/, '').toLowerCase();
  const local =
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  return !env.SMTP_URL && env.NODE_ENV !== 'production' && local;
}
