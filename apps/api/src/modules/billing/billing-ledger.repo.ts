import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingWebhookEvents, invoiceLines, invoices, subscriptions } from '../../db/schema';
import type { ProviderInvoice } from './providers/types';

/**
 * The billing writes that make payments happen once: the ledger of provider events (and receipt claims) kept
 * once each by a unique key, invoices stored once by their provider id, and subscription rows claimed and
 * updated (docs/product/billing.md).
 */

type Provider = 'stripe' | 'sandbox';

/** Records an event (or a claim) in the once-only ledger; false when it was recorded before. */
export async function recordOnce(
  tx: DbOrTx,
  entry: { provider: Provider; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const [inserted] = await tx
    .insert(billingWebhookEvents)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return inserted !== undefined;
}

/** Whether an event (or a claim) is in the ledger already. */
export async function isRecorded(db: DbOrTx, provider: Provider, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingWebhookEvents.id })
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.provider, provider), eq(billingWebhookEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/** Stores an invoice the provider issued (once: a replay finds it by its provider id) with its lines. */
export async function storeInvoice(
  tx: DbOrTx,
  organizationId: number,
  subscriptionId: number | null,
  invoice: ProviderInvoice,
) {
  const [row] = await tx
    .insert(invoices)
    .values({
      organizationId,
      subscriptionId,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalCents: invoice.totalCents,
      description: invoice.description,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paidAt: invoice.status === 'paid' ? invoice.created : null,
      createdAt: invoice.created,
    })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { status: invoice.status, paidAt: invoice.status === 'paid' ? invoice.created : null },
    })
    .returning({ id: invoices.id, inserted: invoices.createdAt });
  const lines = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row!.id));
  if (!lines.length && invoice.lines.length) {
    await tx.insert(invoiceLines).values(invoice.lines.map((l) => ({ invoiceId: row!.id, ...l })));
  }
  return row!.id;
}

export type SubscriptionValues = typeof subscriptions.$inferInsert;

/** The organisation's one subscription, made or replaced. */
export async function upsertSubscription(tx: DbOrTx, values: SubscriptionValues) {
  const [row] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.organizationId, set: values })
    .returning({ id: subscriptions.id });
  return row!;
}

export async function updateSubscriptionRow(tx: DbOrTx, id: number, set: Partial<SubscriptionValues>) {
  await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id));
}

/**
 * A sandbox subscription to renew at `now`: a period that has ended (a trial's end included: its first invoice),
 * or a failed renewal whose retry is due.
 */
const renewalDue = (now: Date) =>
  and(
    eq(subscriptions.provider, 'sandbox'),
    or(
      and(inArray(subscriptions.status, ['active', 'trialing']), lte(subscriptions.currentPeriodEnd, now)),
      and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
    ),
  );

export async function dueRenewalIds(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db.select({ id: subscriptions.id }).from(subscriptions).where(renewalDue(now));
  return rows.map((r) => r.id);
}

/**
 * Claims a due renewal: an UPDATE only a due subscription passes, so the row stays locked until the caller's
 * transaction ends and a parallel claim then finds it no longer due. Undefined when there was nothing to claim.
 */
export async function claimDueRenewal(tx: DbOrTx, id: number, now: Date) {
  const [sub] = await tx
    .update(subscriptions)
    .set({ updatedAt: now })
    .where(and(eq(subscriptions.id, id), renewalDue(now)))
    .returning();
  return sub;
}
