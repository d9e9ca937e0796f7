import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  billingAccounts,
  invoices,
  organizations,
  organizationUsers,
  subscriptions,
  users,
} from '../../db/schema';

/** The queries of the billing e-mails (docs/product/billing.md#e-mails), each filtered by the organisation. */

/**
 * Who gets the organisation's billing e-mails: its Owner and Admins (the billing roles) and the billing
 * information's e-mail when one is saved, each address once.
 */
export async function billingRecipients(db: DbOrTx, organizationId: number): Promise<string[]> {
  const [members, account] = await Promise.all([
    db
      .select({ email: users.email, roleId: organizationUsers.roleId })
      .from(organizationUsers)
      .innerJoin(users, eq(users.id, organizationUsers.userId))
      .where(
        and(
          eq(organizationUsers.organizationId, organizationId),
          inArray(organizationUsers.roleId, [ROLE_ID.Owner, ROLE_ID.Admin]),
        ),
      )
      .orderBy(organizationUsers.roleId, users.id),
    db
      .select({ email: billingAccounts.email })
      .from(billingAccounts)
      .where(eq(billingAccounts.organizationId, organizationId))
      .limit(1),
  ]);
  const all = [...members.map((m) => m.email), ...(account[0]?.email ? [account[0].email] : [])];
  const seen = new Set<string>();
  return all.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Our invoice id of a provider's invoice, for the receipt's link to the invoice view. */
export async function invoiceIdOf(db: DbOrTx, organizationId: number, providerInvoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.organizationId, organizationId), eq(invoices.providerInvoiceId, providerInvoiceId)),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Organisations whose trial ends in (from, to] and that have no subscription: the ones a trial e-mail is for.
 * Organisations without a trial end (the demo, the exempt) never match.
 */
export function trialsEndingBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      businessDomain: organizations.businessDomain,
      trialEndsAt: organizations.trialEndsAt,
    })
    .from(organizations)
    .where(
      and(
        gt(organizations.trialEndsAt, from),
        lte(organizations.trialEndsAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriptions)
            .where(eq(subscriptions.organizationId, organizations.id)),
        ),
      ),
    );
}
