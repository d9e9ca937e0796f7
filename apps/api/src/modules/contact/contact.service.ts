import type { ContactKind } from '@app/contracts/contact/forms';
import { ErrorCode } from '@app/contracts/errors';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { contactMail } from '../../platform/mail/templates';
import { AppError } from '../../plugins/app-error';
import { type MailLimitDeps, reserveMails } from '../mail-limits';
import { insertInquiry, markMailed } from './contact.repo';

export interface ContactInput {
  kind: ContactKind;
  name: string;
  email: string;
  companyName: string;
  employees?: number;
  message: string;
  /** The honeypot field: people never see it, so any text in it means a bot. */
  website?: string;
}

export interface ContactContext {
  db: Db;
  /** The contact forms' daily e-mail budget, every sender together (mail-limits). */
  limits: MailLimitDeps;
  mailer: Mailer;
  supportEmail: string;
  clientIp: string;
  userId: number | null;
  failedMessage: string;
}

/**
 * Stores a contact request and e-mails it to the support address (docs/product/public-site.md#forms). A filled-in
 * honeypot is answered like a success and dropped, so a bot learns nothing. When the mail server fails the
 * request stays stored (mailed_at empty) and the sender is told it was not sent.
 */
export async function submitContact(ctx: ContactContext, input: ContactInput): Promise<'sent' | 'dropped'> {
  if (input.website?.trim()) return 'dropped';
  // Over the forms' daily budget: 429, nothing stored or sent (docs/product/limits.md#e-mails-sent).
  await reserveMails(ctx.limits, { kind: 'contact', organizationId: null, userId: ctx.userId, count: 1 });
  const id = await insertInquiry(ctx.db, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    companyName: input.companyName,
    employees: input.employees ?? null,
    message: input.message,
    userId: ctx.userId,
    clientIp: ctx.clientIp,
  });
  try {
    await ctx.mailer.send(contactMail(ctx.supportEmail, { ...input, id }));
  } catch {
    throw new AppError(ErrorCode.Unavailable, ctx.failedMessage);
  }
  await markMailed(ctx.db, id, ctx.limits.clock.now());
  return 'sent';
}
