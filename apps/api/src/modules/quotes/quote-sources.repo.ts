import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  calculations,
  cities,
  organizations,
  organizationUsers,
  quotes,
  states,
  users,
} from '../../db/schema';

/** What a quote is made from and sent to, outside the quotes table: calculations, organisation, people. */

export type OrganizationRow = typeof organizations.$inferSelect;

/** The organisation's calculation; FOR SHARE keeps it from being deleted or re-opened while a quote is made. */
export async function findCalculationForQuote(
  tx: DbOrTx,
  opts: { organizationId: number; id: number; forShare?: boolean },
) {
  const query = tx
    .select()
    .from(calculations)
    .where(and(eq(calculations.id, opts.id), eq(calculations.organizationId, opts.organizationId)));
  const [calc] = opts.forShare ? await query.for('share') : await query;
  return calc;
}

/** "First Last" of a user, or null when there is none. */
export async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}` : null;
}

/** A quote of the organisation by its client link's token. */
export async function findQuoteByToken(db: DbOrTx, opts: { organizationId: number; token: string }) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.clientToken, opts.token), eq(quotes.organizationId, opts.organizationId)));
  return row ?? null;
}

export async function findOrganization(db: DbOrTx, id: number): Promise<OrganizationRow | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id));
  return org;
}

export async function stateNamesById(db: DbOrTx, ids: number[]) {
  const rows = ids.length
    ? await db.select({ id: states.id, name: states.name }).from(states).where(inArray(states.id, ids))
    : [];
  return new Map(rows.map((s) => [s.id, s.name]));
}

/** The names of the organisation's city and state, for its letterhead. */
export async function cityAndStateNames(db: DbOrTx, org: Pick<OrganizationRow, 'cityId' | 'stateId'>) {
  const [city] = org.cityId ? await db.select().from(cities).where(eq(cities.id, org.cityId)) : [];
  const [state] = org.stateId ? await db.select().from(states).where(eq(states.id, org.stateId)) : [];
  return { city: city?.name, state: state?.name };
}

/** Members of the organisation holding one of these roles. */
export async function memberIdsWithRoles(db: DbOrTx, organizationId: number, roleIds: number[]) {
  const rows = await db
    .select({ userId: organizationUsers.userId })
    .from(organizationUsers)
    .where(
      and(eq(organizationUsers.organizationId, organizationId), inArray(organizationUsers.roleId, roleIds)),
    );
  return rows.map((r) => r.userId);
}

/** Those of these users who are still members of the organisation, with their e-mail and first name. */
export async function membersAmong(db: DbOrTx, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(
      and(eq(organizationUsers.organizationId, organizationId), inArray(organizationUsers.userId, userIds)),
    );
}
