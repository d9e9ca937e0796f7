import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingWebhookEvents, invoiceLines, invoices, paymentMethods, subscriptions } from '../../db/schema';
import type { ProviderInvoice } from './providers/types';

/**
 * The billing writes that make payments happen once: the ledger of provider events (and receipt claims) kept
 * once each by a unique key, invoices stored once by their provider id, and subscription rows claimed and
 * updated (docs/product/billing.md).
 */

type Provider = 'stripe' | 'sandbox';

/** The first key of the organisation billing lock (ASCII 'BILL'); the second is the organisation id. */
const BILLING_LOCK_SPACE = 0x42494c4c;

/**
 * Takes the organisation's billing lock for the rest of the caller's transaction (a transaction-scoped advisory
 * lock: released by the commit or rollback, never by hand). A second transaction asking for it waits; the same
 * transaction asking again gets it at once. Works on PGlite too, where transactions run one at a time anyway.
 */
export async function lockOrganizationBilling(tx: DbOrTx, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_SPACE}::int4, ${organizationId}::int4)`);
}

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

/**
 * Stores an invoice the provider issued (once: a replay finds it by its provider id) with its lines. A paid
 * invoice records the card that paid it: the organisation's default card, which both providers charge.
 */
export async function storeInvoice(
  tx: DbOrTx,
  organizationId: number,
  subscriptionId: number | null,
  invoice: ProviderInvoice,
) {
  const paid = invoice.status === 'paid';
  const [card] = paid
    ? await tx
        .select({ cardBrand: paymentMethods.brand, cardLast4: paymentMethods.last4 })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.isDefault, true)))
        .limit(1)
    : [];
  const paidWith = card ?? { cardBrand: null, cardLast4: null };
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
      paidAt: paid ? invoice.created : null,
      ...paidWith,
      createdAt: invoice.created,
    })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      // Paid and void are final at the provider: a late event of the invoice's earlier state (payment failed,
      // open) arriving after the payment's sets nothing back, and the paid date and card stay the first ones.
      set: {
        status: sql`case when ${invoices.status} in ('paid', 'void') then ${invoices.status} else ${invoice.status} end`,
        paidAt: sql`coalesce(${invoices.paidAt}, ${paid ? invoice.created.toISOString() : null}::timestamptz)`,
        cardBrand: sql`coalesce(${invoices.cardBrand}, ${paidWith.cardBrand})`,
        cardLast4: sql`coalesce(${invoices.cardLast4}, ${paidWith.cardLast4})`,
      },
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

/** Every write to a subscription counts one more version (the schema says why). */
const nextVersion = sql`${subscriptions.version} + 1`;

/** The organisation's one subscription, made or replaced. */
export async function upsertSubscription(tx: DbOrTx, values: SubscriptionValues) {
  const [row] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.organizationId, set: { ...values, version: nextVersion } })
    .returning({ id: subscriptions.id });
  return row!;
}

export async function updateSubscriptionRow(tx: DbOrTx, id: number, set: Partial<SubscriptionValues>) {
  await tx
    .update(subscriptions)
    .set({ ...set, version: nextVersion })
    .where(eq(subscriptions.id, id));
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

export async function dueRenewals(db: DbOrTx, now: Date): Promise<{ id: number; organizationId: number }[]> {
  return db
    .select({ id: subscriptions.id, organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(renewalDue(now));
}

/**
 * Claims a due renewal: an UPDATE only a due subscription passes, so the row stays locked until the caller's
 * transaction ends and a parallel claim then finds it no longer due. Undefined when there was nothing to claim.
 */
export async function claimDueRenewal(tx: DbOrTx, id: number, now: Date) {
  const [sub] = await tx
    .update(subscriptions)
    .set({ updatedAt: now, version: nextVersion })
    .where(and(eq(subscriptions.id, id), renewalDue(now)))
    .returning();
  return sub;
}
