import { GRACE_DAYS } from '@app/contracts/billing/pricing';
import type { DbOrTx } from '../../db/client';
import { findOrganization, findSubscriptionByProviderId } from './billing.repo';
import { claimReceipt, providerFields, sendReceipt, snapshotOf } from './billing.service';
import {
  claimDueRenewal,
  dueRenewals,
  recordOnce,
  storeInvoice,
  updateSubscriptionRow,
} from './billing-ledger.repo';
import { lockBilling } from './billing-lock';
import { sendBillingNotice } from './billing-notices';
import type { BillingDeps } from './deps';
import type { SandboxProvider } from './providers/sandbox';
import type { BillingEvent, ProviderSubscription } from './providers/types';

/** The provider's subscription as it is now (Stripe: a fresh read), for events that may arrive out of order. */
export type CurrentSubscription = (providerSubscriptionId: string) => Promise<ProviderSubscription>;

const DAY_MS = 24 * 60 * 60_000;
/** The sandbox retries a failed renewal after 1, 3, 5 and 7 days, as Stripe's default retry schedule spreads four. */
const SANDBOX_RETRY_DAYS = [1, 3, 5, 7];

/**
 * Applies one provider event exactly once: the event id is stored in the same transaction as its effects, so a
 * replayed (or concurrently redelivered) event changes nothing. Returns false for a duplicate. With `current`
 * (Stripe's webhooks, delivered in any order) the subscription's state is taken from a fresh read of it rather
 * than from the event, so an older event arriving after a newer one sets nothing back.
 */
export async function applyBillingEvent(
  deps: BillingDeps,
  provider: 'stripe' | 'sandbox',
  eventId: string,
  type: string,
  event: BillingEvent | null,
  current?: CurrentSubscription,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) =>
    applyEventIn(deps, tx, { provider, eventId, type, event, now, current }),
  );
}

/**
 * The body of applyBillingEvent in the caller's transaction; its e-mails are written to the outbox of that
 * transaction, so they go out once it commits.
 */
async function applyEventIn(
  deps: BillingDeps,
  tx: DbOrTx,
  input: {
    provider: 'stripe' | 'sandbox';
    eventId: string;
    type: string;
    event: BillingEvent | null;
    now: Date;
    current?: CurrentSubscription;
  },
): Promise<boolean> {
  const { provider, eventId, type, event, now } = input;
  {
    const providerSubId = !event
      ? null
      : event.type === 'subscription.updated'
        ? event.subscription.id
        : event.type === 'subscription.deleted'
          ? event.subscriptionId
          : event.invoice.subscriptionId;
    const known = providerSubId ? await findSubscriptionByProviderId(tx, providerSubId) : null;
    // Under the organisation's billing lock (docs/concurrency.md#billing-one-operation-at-a-time): a seat change
    // running now stores its answer first, and the row is read again once it has.
    if (known) await lockBilling(tx, known.subscription.organizationId);
    if (!(await recordOnce(tx, { provider, eventId, type, receivedAt: now }))) return false;
    if (!event || !providerSubId) return true;
    const found = await findSubscriptionByProviderId(tx, providerSubId);
    if (!found) return true;
    const sub = found.subscription;
    const latest = input.current ? await input.current(providerSubId) : null;
    const org = await findOrganization(tx, sub.organizationId);
    switch (event.type) {
      case 'invoice.paid': {
        await storeInvoice(tx, sub.organizationId, sub.id, event.invoice);
        const newPeriod =
          event.invoice.periodEnd && event.invoice.periodEnd > sub.currentPeriodEnd
            ? {
                currentPeriodStart: event.invoice.periodStart ?? sub.currentPeriodEnd,
                currentPeriodEnd: event.invoice.periodEnd,
              }
            : {};
        await updateSubscriptionRow(tx, sub.id, {
          status: 'active',
          pastDueSince: null,
          nextRetryAt: null,
          retryCount: 0,
          updatedAt: now,
          ...newPeriod,
        });
        // One receipt per payment: the answer to the payment may have claimed it already.
        if (org && (await claimReceipt(tx, provider, event.invoice, now))) {
          await sendReceipt(deps, tx, org, event.invoice);
        }
        break;
      }
      case 'invoice.payment_failed': {
        await storeInvoice(tx, sub.organizationId, sub.id, event.invoice);
        const since = sub.pastDueSince ?? now;
        await updateSubscriptionRow(tx, sub.id, {
          status: 'past_due',
          pastDueSince: since,
          nextRetryAt: event.nextAttempt,
          updatedAt: now,
        });
        if (org) {
          const graceEnds = new Date(since.getTime() + GRACE_DAYS * DAY_MS);
          await sendBillingNotice(deps, tx, {
            organization: org,
            kind: 'payment_failed',
            details: { amountCents: event.invoice.totalCents, graceEndsAt: graceEnds },
            once: `payment-failed:${provider}:${eventId}`,
          });
        }
        break;
      }
      case 'subscription.updated': {
        const p = event.subscription;
        await updateSubscriptionRow(tx, sub.id, {
          status: p.status,
          seats: p.seats,
          currentPeriodStart: p.periodStart,
          currentPeriodEnd: p.periodEnd,
          cancelAt: p.cancelAt,
          pastDueSince: p.status === 'past_due' ? (sub.pastDueSince ?? now) : null,
          updatedAt: now,
        });
        break;
      }
      case 'subscription.deleted':
        await updateSubscriptionRow(tx, sub.id, { status: 'canceled', updatedAt: now });
        break;
    }
    if (latest) {
      await updateSubscriptionRow(tx, sub.id, {
        ...providerFields(latest),
        pastDueSince: latest.status === 'past_due' ? (sub.pastDueSince ?? now) : null,
        ...(latest.status === 'past_due' ? {} : { nextRetryAt: null }),
        updatedAt: now,
      });
    }
    return true;
  }
}

/**
 * The sandbox's renewals, run on a timer in every server process (and by tests with a moved clock): each
 * subscription whose period has ended is charged with its default card; a refused card makes it past due and is
 * retried on the schedule above; after the last retry it is unpaid. A subscription cancelled at period end ends
 * instead. Each outcome is applied as the same events Stripe's webhooks deliver. Returns how many it renewed.
 */
export async function runSandboxRenewals(deps: BillingDeps & { provider: SandboxProvider }): Promise<number> {
  const now = deps.clock.now();
  let applied = 0;
  for (const due of await dueRenewals(deps.db, now)) {
    if (await renewOnce(deps, due, now)) applied++;
  }
  return applied;
}

/**
 * Renews one subscription in one transaction that first claims it: an UPDATE that only a due subscription
 * passes, so the row stays locked until the outcome is stored. Another process claiming the same renewal waits
 * for that lock, then finds the row no longer due (its period moved on, its retry rescheduled, or it ended) and
 * claims nothing: the card is charged once. A crash rolls the claim back with everything else, so nothing is left
 * half renewed. False when there was nothing to claim.
 */
async function renewOnce(
  deps: BillingDeps & { provider: SandboxProvider },
  due: { id: number; organizationId: number },
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The billing lock first, as every billing operation takes it (one order, so no deadlock).
    await lockBilling(tx, due.organizationId);
    const sub = await claimDueRenewal(tx, due.id, now);
    if (!sub) return false;
    const stamp = `${sub.providerSubscriptionId}_${sub.currentPeriodEnd.getTime()}`;
    const apply = (eventId: string, type: string, event: BillingEvent) =>
      applyEventIn(deps, tx, { provider: 'sandbox', eventId, type, event, now });
    if (sub.cancelAt && sub.cancelAt <= now) {
      await apply(`evt_sbx_end_${stamp}`, 'customer.subscription.deleted', {
        type: 'subscription.deleted',
        subscriptionId: sub.providerSubscriptionId,
      });
      return true;
    }
    const found = await findSubscriptionByProviderId(tx, sub.providerSubscriptionId);
    if (!found) return false;
    const snapshot = await snapshotOf(tx, found.subscription, found.plan);
    const attempt = sub.status === 'past_due' ? sub.retryCount + 1 : 0;
    // A retry charges the same period again: the period only moves when a payment succeeds.
    const { paid, invoice } = deps.provider.renew(snapshot, now);
    const eventId = `evt_sbx_renew_${stamp}_${attempt}`;
    if (paid) {
      await apply(eventId, 'invoice.paid', { type: 'invoice.paid', invoice });
      return true;
    }
    const retryDay = SANDBOX_RETRY_DAYS[attempt];
    const nextAttempt =
      retryDay === undefined ? null : new Date(sub.currentPeriodEnd.getTime() + retryDay * DAY_MS);
    await apply(eventId, 'invoice.payment_failed', { type: 'invoice.payment_failed', invoice, nextAttempt });
    await updateSubscriptionRow(
      tx,
      sub.id,
      nextAttempt
        ? { retryCount: attempt, nextRetryAt: nextAttempt }
        : { retryCount: attempt, nextRetryAt: null, status: 'unpaid' },
    );
    return true;
  });
}
