import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calculations, organizationUsers, quotes, roles, states, teams, users } from '../../db/schema';

/**
 * The open API's lists page by keyset on (created_at, id), newest first: a row added while a client pages
 * lands before its cursor and never shifts or repeats a page. The cursor keeps created_at as PostgreSQL's own
 * text (microseconds), which a JavaScript Date would round to milliseconds.
 */
export interface Keyset {
  createdAt: string;
  id: number;
}

const createdText = (column: typeof calculations.createdAt | typeof quotes.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function calculationsAfter(
  db: DbOrTx,
  q: {
    organizationId: number;
    limit: number;
    after?: Keyset;
    status?: (typeof calculations.status.enumValues)[number];
    teamId?: number;
    createdFrom?: string;
    createdTo?: string;
  },
) {
  const where = [eq(calculations.organizationId, q.organizationId)];
  if (q.status) where.push(eq(calculations.status, q.status));
  if (q.teamId) where.push(eq(calculations.teamId, q.teamId));
  if (q.createdFrom) where.push(gte(calculations.createdAt, new Date(q.createdFrom)));
  if (q.createdTo) where.push(lt(calculations.createdAt, new Date(q.createdTo)));
  if (q.after) {
    where.push(
      sql`(${calculations.createdAt}, ${calculations.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id})`,
    );
  }
  return db
    .select({
      calculation: {
        id: calculations.id,
        name: calculations.name,
        status: calculations.status,
        personCount: calculations.personCount,
        revenue: calculations.revenue,
        totalCost: calculations.totalCost,
        grossProfit: calculations.grossProfit,
        grossProfitPercent: calculations.grossProfitPercent,
        createdAt: calculations.createdAt,
        updatedAt: calculations.updatedAt,
      },
      cursorAt: createdText(calculations.createdAt),
      team: { id: teams.id, name: teams.name },
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(teams, eq(teams.id, calculations.teamId))
    .where(and(...where))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(q.limit + 1);
}

export async function quotesAfter(
  db: DbOrTx,
  q: {
    organizationId: number;
    limit: number;
    after?: Keyset;
    status?: (typeof quotes.status.enumValues)[number];
  },
) {
  const where = [eq(quotes.organizationId, q.organizationId)];
  if (q.status) where.push(eq(quotes.status, q.status));
  if (q.after) {
    where.push(sql`(${quotes.createdAt}, ${quotes.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id})`);
  }
  return db
    .select({ quote: quotes, cursorAt: createdText(quotes.createdAt) })
    .from(quotes)
    .where(and(...where))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(q.limit + 1);
}

/** The reference states (every organisation sees the same). */
export const listStateNames = (db: DbOrTx) =>
  db.select({ id: states.id, name: states.name, code: states.code }).from(states).orderBy(asc(states.name));

/** The key creator's account and current role in the organisation; null once they are no longer a member. */
export async function creatorMembership(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select({
      user: users,
      roleId: organizationUsers.roleId,
      role: roles.name,
      memberSince: organizationUsers.createdAt,
    })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .limit(1);
  return row ?? null;
}
