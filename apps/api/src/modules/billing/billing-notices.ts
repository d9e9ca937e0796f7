import { planPrices } from '@app/contracts/billing/plans';
import { dollars } from '@app/contracts/billing/pricing';
import { appUrl } from '../../platform/app-url';
import type { MailMessage } from '../../platform/mail/mailer';
import { sendQuietly } from '../../platform/mail/send-quietly';
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
 * Owner, Admins and billing e-mail through the mail queue, in the background (after the caller's commit).
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
  const at = (seats: number) => dollars(Math.round(price[String(seats)]! * 100));
  return `Essential and Enterprise cost ${at(1)} per member a month for one member, less for more members (${at(20)} at 20), and 12% less billed yearly.`;
}

async function render<K extends BillingNoticeKind>(
  deps: BillingDeps,
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
      const id = await invoiceIdOf(deps.db, org.id, invoice.id);
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
 * Sends a billing e-mail of `kind` to the organisation's Owner, Admins and billing e-mail, after the caller
 * returns (the background runner), through the mail queue (retried on failure). Call it after the change it
 * reports has committed. The billing-lifecycle resume route calls it with 'resumption'.
 */
export function sendBillingNotice<K extends BillingNoticeKind>(
  deps: BillingDeps,
  organization: NoticeOrganization,
  kind: K,
  details: BillingNoticeDetails[K],
): void {
  deps.background.run(async () => {
    const [recipients, mail] = await Promise.all([
      billingRecipients(deps.db, organization.id),
      render(deps, organization, kind, details),
    ]);
    for (const to of recipients) await sendQuietly(() => deps.mailQueue.queue(mail(to)));
  });
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
  const claim = (kind: string, orgId: number) =>
    recordOnce(deps.db, { provider, eventId: `${kind}:${orgId}`, type: kind, receivedAt: now });

  for (const org of await trialsEndingBetween(deps.db, now, new Date(now.getTime() + DAY_MS))) {
    if (await claim('trial-ending', org.id)) {
      sendBillingNotice(deps, org, 'trial_ending', { trialEndsAt: org.trialEndsAt! });
      sent++;
    }
  }
  for (const org of await trialsEndingBetween(deps.db, new Date(now.getTime() - 7 * DAY_MS), now)) {
    if (await claim('trial-ended', org.id)) {
      sendBillingNotice(deps, org, 'trial_ended', { trialEndedAt: org.trialEndsAt! });
      sent++;
    }
  }
  return sent;
}
