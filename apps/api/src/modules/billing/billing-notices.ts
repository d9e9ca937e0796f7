import { planPrices } from '@app/contracts/billing/plans';
import { dollars } from '@app/contracts/billing/pricing';
import { toCents } from '@app/contracts/money';
import type { DbOrTx } from '../../db/client';
import { appUrl } from '../../platform/app-url';
import type { MailMessage } from '../../platform/mail/mailer';
import {
  cancellationMail,
  paymentFailedMail,
  receiptMail,
  resumptionMail,
  trialEndedMail,
  trialEndingMail,
} from '../../platform/mail/templates';
import { recordOnce } from './billing-ledger.repo';
import { billingRecipients, invoiceIdOf, trialsEndingBetween } from './billing-notices.repo';
import type { BillingDeps } from './deps';
import type { ProviderInvoice } from './providers/types';

/**
 * The billing e-mails (docs/product/billing.md#e-mails): one function sends each kind to the organisation's
 * Owner, Admins and billing e-mail, written to the mail outbox in the transaction of the change it reports.
 */

const DAY_MS = 24 * 60 * 60_000;

/** What each kind of notice needs to say. */
export interface BillingNoticeDetails {
  trial_ending: { trialEndsAt: Date };
  trial_ended: { trialEndedAt: Date };
  cancellation: { planName: string; endsAt: Date };
  resumption: { planName: string; renewsAt: Date; amountCents: number };
  payment_failed: { amountCents: number; graceEndsAt: Date };
  receipt: { invoice: ProviderInvoice };
}
export type BillingNoticeKind = keyof BillingNoticeDetails;

export interface NoticeOrganization {
  id: number;
  name: string;
  businessDomain: string;
}

/** "November 26, 2026": dates as every billing e-mail writes them (UTC, as the provider bills). */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The price sentence of the trial e-mails, from the one price list (GET /plans). */
function pricesSentence(): string {
  const { price } = planPrices('monthly');
  const at = (seats: number) => dollars(toCents(price[String(seats)]!));
  return `Essential and Enterprise cost ${at(1)} per member a month for one member, less for more members (${at(20)} at 20), and 12% less billed yearly.`;
}

async function render<K extends BillingNoticeKind>(
  deps: BillingDeps,
  tx: DbOrTx,
  org: NoticeOrganization,
  kind: K,
  details: BillingNoticeDetails[K],
): Promise<(to: string) => MailMessage> {
  const url = (path: string) => appUrl(deps.env, path, org.businessDomain);
  switch (kind) {
    case 'trial_ending': {
      const d = details as BillingNoticeDetails['trial_ending'];
      return (to) =>
        trialEndingMail(to, org.name, longDate(d.trialEndsAt), pricesSentence(), url('/change-plan'));
    }
    case 'trial_ended': {
      const d = details as BillingNoticeDetails['trial_ended'];
      return (to) =>
        trialEndedMail(to, org.name, longDate(d.trialEndedAt), pricesSentence(), url('/change-plan'));
    }
    case 'cancellation': {
      const d = details as BillingNoticeDetails['cancellation'];
      return (to) =>
        cancellationMail(to, org.name, d.planName, longDate(d.endsAt), url('/settings/billing-payment'));
    }
    case 'resumption': {
      const d = details as BillingNoticeDetails['resumption'];
      return (to) =>
        resumptionMail(
          to,
          org.name,
          d.planName,
          longDate(d.renewsAt),
          dollars(d.amountCents),
          url('/settings/billing-payment'),
        );
    }
    case 'payment_failed': {
      const d = details as BillingNoticeDetails['payment_failed'];
      return (to) =>
        paymentFailedMail(
          to,
          org.name,
          dollars(d.amountCents),
          longDate(d.graceEndsAt),
          url('/settings/billing-payment/payment-method'),
        );
    }
    default: {
      const { invoice } = details as BillingNoticeDetails['receipt'];
      const id = await invoiceIdOf(tx, org.id, invoice.id);
      const link = url(id ? `/settings/billing-payment/invoices/${id}` : '/settings/billing-payment');
      const receipt = {
        number: invoice.number,
        lines: invoice.lines.map((l) => ({ description: l.description, amount: dollars(l.amountCents) })),
        total: dollars(invoice.totalCents),
        date: longDate(invoice.created),
      };
      return (to) => receiptMail(to, org.name, receipt, link);
    }
  }
}

/**
 * Writes a billing e-mail of `kind` to the organisation's Owner, Admins and billing e-mail into the mail outbox
 * of `tx`, the transaction of the change it reports: sent after it commits (retried on failure), never if it
 * rolls back. `once` names a notice that must go out once whatever retries it (a receipt by invoice id): a
 * second write with the same name is dropped (mail-outbox.ts).
 */
export async function sendBillingNotice<K extends BillingNoticeKind>(
  deps: BillingDeps,
  tx: DbOrTx,
  notice: { organization: NoticeOrganization; kind: K; details: BillingNoticeDetails[K]; once?: string },
): Promise<void> {
  const { organization, kind, details, once } = notice;
  const recipients = await billingRecipients(tx, organization.id);
  const mail = await render(deps, tx, organization, kind, details);
  for (const to of recipients) {
    await deps.outbox.mail(tx, mail(to), once ? { dedupeKey: `${once}:${to}` } : {});
  }
}

/**
 * The trial e-mails, run on a timer in every server process: 'trial_ending' a day before a trial ends and
 * 'trial_ended' once it has (for trials that ended in the last week, so a restart never mails old ones), to
 * organisations without a subscription. Each is claimed once per organisation by a row in the once-only ledger
 * (`trial-ending:{id}`, `trial-ended:{id}`), so two processes never both send it. Returns how many it sent.
 */
export async function runTrialNotices(deps: BillingDeps): Promise<number> {
  const now = deps.clock.now();
  const provider = deps.provider.kind;
  let sent = 0;
  // The claim and the e-mails commit together: a crash between them neither loses the notice nor sends it twice.
  const claimAndSend = (
    kind: 'trial-ending' | 'trial-ended',
    org: NoticeOrganization & { trialEndsAt: Date | null },
  ) =>
    deps.db.transaction(async (tx) => {
      const eventId = `${kind}:${org.id}`;
      if (!(await recordOnce(tx, { provider, eventId, type: kind, receivedAt: now }))) return false;
      const trialEnd = org.trialEndsAt!;
      await (kind === 'trial-ending'
        ? sendBillingNotice(deps, tx, {
            organization: org,
            kind: 'trial_ending',
            details: { trialEndsAt: trialEnd },
          })
        : sendBillingNotice(deps, tx, {
            organization: org,
            kind: 'trial_ended',
            details: { trialEndedAt: trialEnd },
          }));
      return true;
    });

  for (const org of await trialsEndingBetween(deps.db, now, new Date(now.getTime() + DAY_MS))) {
    if (await claimAndSend('trial-ending', org)) sent++;
  }
  for (const org of await trialsEndingBetween(deps.db, new Date(now.getTime() - 7 * DAY_MS), now)) {
    if (await claimAndSend('trial-ended', org)) sent++;
  }
  return sent;
}
