import { and, asc, count, desc, eq, gte, inArray, like, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calculations, teams, users } from '../../db/schema';

export interface ListCalculationsQuery {
  organizationId: number;
  page: number;
  perPage: number;
  status?: string;
  memberId?: number;
  teamId?: number;
  revenueMin?: number;
  revenueMax?: number;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort: 'title' | 'revenue' | 'member' | 'date' | 'status';
  order: 'asc' | 'desc';
}

/** Escapes LIKE wildcards so a user's % or _ is matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The free-text rule (docs/product/calculations.md#calculations-list-calculations): case-insensitive match
 * on title, team name and member full name, or on the
 * revenue's leading digits ("12" finds $12,450.00). Terms of 3+ characters match anywhere (trigram index);
 * 1-2 character terms match the start of the title, since "contains" on so short a term is noise at 100,000 rows
 * and no index can serve it.
 */
function searchCondition(search: string): SQL | undefined {
  const q = search.trim().toLowerCase();
  if (!q) return undefined;
  const escaped = likeEscape(q);
  const text =
    q.length >= 3
      ? like(calculations.searchText, `%${escaped}%`)
      : like(calculations.searchText, `${escaped}%`);
  const digits = q.replace(/[$,\s]/g, '');
  if (/^\d+(\.\d*)?$/.test(digits)) return or(text, like(calculations.revenueText, `${likeEscape(digits)}%`));
  return text;
}

function listWhere(q: ListCalculationsQuery): SQL {
  return and(
    eq(calculations.organizationId, q.organizationId),
    q.status ? eq(calculations.status, q.status as never) : undefined,
    q.memberId ? eq(calculations.userId, q.memberId) : undefined,
    q.teamId ? eq(calculations.teamId, q.teamId) : undefined,
    q.revenueMin !== undefined ? gte(calculations.revenue, String(q.revenueMin)) : undefined,
    q.revenueMax !== undefined ? lte(calculations.revenue, String(q.revenueMax)) : undefined,
    q.dateFrom ? gte(calculations.createdAt, new Date(`${q.dateFrom}T00:00:00Z`)) : undefined,
    q.dateTo ? lte(calculations.createdAt, new Date(`${q.dateTo}T23:59:59.999Z`)) : undefined,
    q.search ? searchCondition(q.search) : undefined,
  )!;
}

const summaryColumns = {
  id: calculations.id,
  name: calculations.name,
  status: calculations.status,
  revenue: calculations.revenue,
  gross_profit: calculations.grossProfit,
  gross_profit_percent: calculations.grossProfitPercent,
  person_count: calculations.personCount,
  team_id: calculations.teamId,
  created_at: calculations.createdAt,
  user_id: calculations.userId,
};

/**
 * One page of the list. The page is cut from calculations alone (so an index gives it in order) and the ten
 * authors are read afterwards; only the member sort needs the join.
 */
async function pageRows(db: DbOrTx, q: ListCalculationsQuery, where: SQL) {
  const dir = q.order === 'asc' ? asc : desc;
  const offset = (q.page - 1) * q.perPage;
  if (q.sort === 'member') {
    return db
      .select(summaryColumns)
      .from(calculations)
      .innerJoin(users, eq(users.id, calculations.userId))
      .where(where)
      .orderBy(dir(users.firstName), dir(users.lastName), dir(calculations.id))
      .limit(q.perPage)
      .offset(offset);
  }
  const column = {
    title: calculations.name,
    revenue: calculations.revenue,
    date: calculations.createdAt,
    status: calculations.status,
  }[q.sort];
  return db
    .select(summaryColumns)
    .from(calculations)
    .where(where)
    .orderBy(dir(column), dir(calculations.id))
    .limit(q.perPage)
    .offset(offset);
}

export async function listCalculations(db: DbOrTx, q: ListCalculationsQuery) {
  const where = listWhere(q);
  const [rows, [total]] = await Promise.all([
    pageRows(db, q, where),
    db.select({ n: count() }).from(calculations).where(where),
  ]);
  const authorIds = [...new Set(rows.map((r) => r.user_id))];
  const authors = authorIds.length
    ? await db
        .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, image: users.image })
        .from(users)
        .where(inArray(users.id, authorIds))
    : [];
  const byId = new Map(authors.map((a) => [a.id, a]));
  const teamIds = [...new Set(rows.map((r) => r.team_id).filter((t): t is number => t !== null))];
  const teamRows = teamIds.length
    ? await db
        .select({ id: teams.id, name: teams.name, image: teams.image })
        .from(teams)
        .where(and(eq(teams.organizationId, q.organizationId), inArray(teams.id, teamIds)))
    : [];
  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  return {
    calculation: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      revenue: Number(r.revenue),
      gross_profit: Number(r.gross_profit),
      gross_profit_percent: Number(r.gross_profit_percent),
      person_count: r.person_count,
      organization_team: (r.team_id !== null ? teamById.get(r.team_id) : undefined) ?? null,
      user: byId.get(r.user_id) ?? { id: r.user_id, first_name: '', last_name: '', image: null },
      created_at: r.created_at,
    })),
    total: total?.n ?? 0,
    page: q.page,
    per_page: q.perPage,
  };
}

export async function findCalculation(db: DbOrTx, opts: { organizationId: number; id: number }) {
  const [row] = await db
    .select({
      calculation: calculations,
      user: users,
      team: { id: teams.id, name: teams.name, image: teams.image },
    })
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(teams, eq(teams.id, calculations.teamId))
    .where(and(eq(calculations.id, opts.id), eq(calculations.organizationId, opts.organizationId)));
  return row ?? null;
}
