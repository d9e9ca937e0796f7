import { AggregatorRegistry, Counter, collectDefaultMetrics, Registry } from 'prom-client';
import type { MailKind } from '../mail/mailer';

/**
 * The process's Prometheus counters that any code may bump (docs/deployment.md#metrics): e-mails sent and
 * refused by kind, sign-in lockouts started, and Node's own process figures. What belongs to one app instance
 * (requests per route, the database pool, the job queue) lives in that app's registry (plugins/metrics.ts).
 */
export const processRegistry = new Registry();

const mailSent = new Counter({
  name: 'staffmargin_mail_sent_total',
  help: 'E-mails handed to the mailer (SMTP, or the database outbox without SMTP_URL), by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const mailRefused = new Counter({
  name: 'staffmargin_mail_refused_total',
  help: 'E-mails the product refused to send (e.g. over a limit), by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const loginLocked = new Counter({
  name: 'staffmargin_login_lockouts_total',
  help: 'Sign-in lockouts started after repeated wrong passwords (accounts and unknown e-mail addresses)',
  registers: [processRegistry],
});

collectDefaultMetrics({ register: processRegistry });

/** One e-mail sent (counted once the mailer accepted it). */
export function countMailSent(kind: MailKind): void {
  mailSent.inc({ kind });
}

/** E-mails the product decided not to send (a limit, a refused recipient): one, or a refused batch's size. */
export function countMailRefused(kind: MailKind, emails = 1): void {
  mailRefused.inc({ kind }, emails);
}

/** One sign-in lockout started. */
export function countLoginLocked(): void {
  loginLocked.inc();
}

/**
 * In a cluster worker, answers the primary's requests for this process's figures (prom-client's
 * AggregatorRegistry listens on the IPC channel once one is constructed) from these registries.
 */
export function reportToPrimary(registries: Registry[]): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processRegistry, ...registries]);
}
