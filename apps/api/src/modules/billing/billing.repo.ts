import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { groupCommit } from '../../db/group-commit';
import { perDatabase } from '../../db/per-database';
import {
  billingAccounts,
  cities,
  invitations,
  invoiceLines,
  invoices,
  organizations,
  organizationUsers,
  paymentMethods,
  plans,
  promoCodes,
  states,
  subscriptions,
  users,
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

/**
 * The organisation with its subscription and the plan's name (null without one), in one query: what the
 * read-only gate decides from on every write (read-only-gate.ts).
 */
const billingOf = (db: Db) =>
  db
    .select({ organization: organizations, subscription: subscriptions, planName: plans.name })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId));

type BillingRow = Awaited<ReturnType<ReturnType<typeof billingOf>['where']>>[number];

function toBilling(row: BillingRow | undefined) {
  if (!row) return null;
  const { organization, subscription, planName } = row;
  return {
    organization,
    subscription: subscription && planName !== null ? { ...subscription, planName } : null,
  };
}

const preparedBilling = perDatabase((db) =>
  billingOf(db)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .limit(1)
    .prepare('organization_billing'),
);
// The same for several organisations (one subscription each at most: its organisation is unique).
const preparedBillings = perDatabase((db) =>
  billingOf(db)
    .where(sql`${organizations.id} = any(${sql.placeholder('organizationIds')})`)
    .prepare('organizations_billing'),
);

const billingReader = perDatabase((db) =>
  groupCommit({
    runAll: async (organizationIds: number[]) => {
      const rows = await preparedBillings(db).execute({ organizationIds: [...new Set(organizationIds)] });
      const byId = new Map(rows.map((row) => [row.organization.id, row]));
      return organizationIds.map((id) => toBilling(byId.get(id)));
    },
    runOne: async (organizationId: number) => {
      const [row] = await preparedBilling(db).execute({ organizationId });
      return toBilling(row);
    },
  }),
);

/**
 * The organisation with its subscription and plan's name, read fresh on the app's handle (never a transaction):
 * every gated write runs it, so the reads of the writes that arrived in the same turn of the event loop are one
 * prepared statement, and each write still reads after it arrived (docs/performance.md#group-commit).
 */
export function readOrganizationBilling(db: Db, organizationId: number) {
  return billingReader(db)(organizationId);
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

/** One invoice of the organisation with its lines; undefined for another organisation's (a 404). */
export async function findInvoice(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)))
    .limit(1);
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.id))
    .orderBy(asc(invoiceLines.id));
  return { ...row, lines };
}

/**
 * Seats in use: members, and every invitation not accepted or revoked, whatever its age (an expired one can be
 * sent again, and then takes its seat when accepted: docs/product/billing.md#seats).
 */
export async function usedSeats(db: DbOrTx, organizationId: number): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(organizationUsers)
    .where(eq(organizationUsers.organizationId, organizationId));
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt)));
  return Number(members?.n ?? 0) + Number(open?.n ?? 0);
}

/** The e-mail of the organisation's Owner, who is billed until a billing e-mail is set. */
export async function ownerEmail(db: DbOrTx, organizationId: number): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(
      and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.roleId, ROLE_ID.Owner)),
    )
    .limit(1);
  return owner?.email ?? null;
}

/** The provider's customer of the organisation; of two first uses at once, the row that landed first stays. */
export async function insertBillingAccount(db: DbOrTx, values: typeof billingAccounts.$inferInsert) {
  await db.insert(billingAccounts).values(values).onConflictDoNothing();
}

export async function updateBillingAccount(
  db: DbOrTx,
  organizationId: number,
  set: Partial<typeof billingAccounts.$inferInsert>,
) {
  await db.update(billingAccounts).set(set).where(eq(billingAccounts.organizationId, organizationId));
}

export async function insertPaymentMethod(db: DbOrTx, values: typeof paymentMethods.$inferInsert) {
  await db.insert(paymentMethods).values(values).onConflictDoNothing();
}

/** Makes one card the organisation's default and every other card not (in the caller's transaction). */
export async function markDefaultPaymentMethod(tx: DbOrTx, organizationId: number, id: number) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.organizationId, organizationId), ne(paymentMethods.id, id)));
  await tx
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.organizationId, organizationId)));
}

export async function deletePaymentMethodRow(db: DbOrTx, organizationId: number, id: number) {
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.organizationId, organizationId)));
}

export async function stateExists(db: DbOrTx, stateId: number): Promise<boolean> {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId)).limit(1);
  return state !== undefined;
}

export async function cityInState(db: DbOrTx, cityId: number, stateId: number): Promise<boolean> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)))
    .limit(1);
  return city !== undefined;
}
