import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  billingAccounts,
  invitations,
  invoiceLines,
  invoices,
  organizations,
  organizationUsers,
  paymentMethods,
  plans,
  promoCodes,
  subscriptions,
} from '../../db/schema';

/** Billing queries, each filtered by the organisation. */

export async function findSubscription(db: DbOrTx, organizationId: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: subscriptions }) : await query;
  return row ?? null;
}

export async function findSubscriptionByProviderId(db: DbOrTx, providerSubscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

export async function findOrganization(db: DbOrTx, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row ?? null;
}

export async function findPlan(db: DbOrTx, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row ?? null;
}

export async function findPromo(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)))
    .limit(1);
  return row ?? null;
}

export async function findBillingAccount(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId))
    .limit(1);
  return row ?? null;
}

export const listPaymentMethods = (db: DbOrTx, organizationId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.organizationId, organizationId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id));

export async function findPaymentMethod(db: DbOrTx, organizationId: number, pmId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.providerPmId, pmId)))
    .limit(1);
  return row ?? null;
}

export async function defaultPaymentMethod(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/** The newest invoices first, with their lines. */
export async function listInvoices(db: DbOrTx, organizationId: number, limit = 100) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
  const lines = rows.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(invoiceLines.id))
    : [];
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.invoiceId === r.id) }));
}

/** Seats in use: members, and invitations still open (they take a seat when accepted). */
export async function usedSeats(db: DbOrTx, organizationId: number, now: Date): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(organizationUsers)
    .where(eq(organizationUsers.organizationId, organizationId));
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return Number(members?.n ?? 0) + Number(open?.n ?? 0);
}
