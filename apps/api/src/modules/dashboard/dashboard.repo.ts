import type { RevenueKind } from '@app/contracts/dashboard/dashboard';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { organizationUsers, teams, users } from '../../db/schema';
import { personColumns } from '../../db/user-columns';
import {
  calculationSource,
  dates,
  KIND,
  num,
  quoteSource,
  type Scope,
  SUMMARY_KIND,
  scopeSql,
  type Window,
} from './dashboard-sources.repo';

/**
 * Every dashboard figure, summed by PostgreSQL (docs/product/dashboard.md#figures) from the rows of
 * dashboard-sources.repo.ts; only the day charts read the quotes directly. Money comes back as numeric text and
 * leaves as an exact cent amount.
 */

/** Revenue, gross profit, gross profit % (2 decimals, in SQL) and the number of quotes. */
export async function summary(db: DbOrTx, scope: Scope, w: Window) {
  const [row] = rowsOf<{
    revenue: string | null;
    gross_profit: string | null;
    percent: string | null;
    n: number;
  }>(
    await db.execute(sql`
      select sum(x.rev) as revenue, sum(x.gp) as gross_profit,
             round(sum(x.gp) * 100 / nullif(sum(x.rev), 0), 2) as percent, coalesce(sum(x.n), 0)::int as n
        from (${quoteSource(scope, w, w.kind)}) x`),
  );
  return {
    revenue: num(row?.revenue),
    gross_profit: num(row?.gross_profit),
    gross_profit_percent: num(row?.percent),
    quotes: row?.n ?? 0,
  };
}

/**
 * Whether the scope has any quote at all, whatever its status, tab or period (docs/product/dashboard.md#demo-values):
 * without one the web shows sample figures; with one, every figure of the scope is real, zeros included.
 */
export async function hasQuotes(db: DbOrTx, scope: Scope) {
  const [row] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select exists(select 1 from quote_month_totals s where ${scopeSql(scope, sql`s`)}) as present`,
    ),
  );
  return Boolean(row?.present);
}

/** Revenue and gross profit per day or per month of issue date, the buckets with quotes only. */
export async function chart(db: DbOrTx, scope: Scope, w: Window, bucket: 'day' | 'month') {
  const query =
    bucket === 'day'
      ? sql`
      select q.issue_date::text as date, sum(q.revenue) as revenue, sum(q.gross_profit) as gross_profit,
             round(sum(q.gross_profit) * 100 / nullif(sum(q.revenue), 0), 2) as percent
        from quotes q
       where ${scopeSql(scope)} and ${KIND[w.kind]}${dates(w)}
       group by 1 order by 1`
      : sql`
      select x.month::text as date, sum(x.rev) as revenue, sum(x.gp) as gross_profit,
             round(sum(x.gp) * 100 / nullif(sum(x.rev), 0), 2) as percent
        from (${quoteSource(scope, w, w.kind)}) x
       group by 1 order by 1`;
  return rowsOf<{ date: string; revenue: string; gross_profit: string; percent: string | null }>(
    await db.execute(query),
  ).map((r) => ({
    date: r.date,
    revenue: num(r.revenue),
    gross_profit: num(r.gross_profit),
    gross_profit_percent: num(r.percent),
  }));
}

/** The month of the first issue date of the scope's quotes of this kind (where a Total chart starts). */
export async function firstIssueMonth(db: DbOrTx, scope: Scope, kind: RevenueKind) {
  const [row] = rowsOf<{ first: string | null }>(
    await db.execute(
      sql`select min(s.month)::text as first from quote_month_totals s where ${scopeSql(scope, sql`s`)} and ${SUMMARY_KIND[kind]}`,
    ),
  );
  return row?.first ?? null;
}

/**
 * The one aggregation behind the team and member tables, per team or per member (`key`): the CTEs q (their
 * quotes, revenue and gross profit), tot (the scope's revenue, which performance is a share of) and c (their
 * calculations). A calculation without a team counts for no team.
 */
function figuresBy(
  key: 'team_id' | 'user_id',
  scope: { organizationId: number; teamId?: number },
  w: Window,
) {
  const k = sql.raw(key);
  return sql`q as (
        select x.${k}, sum(x.n)::int as n, sum(x.rev) as rev, sum(x.gp) as gp
          from (${quoteSource(scope, w, w.kind)}) x
         group by x.${k}
      ), tot as (select coalesce(sum(rev), 0) as total from q),
      c as (
        select x.${k}, sum(x.n)::int as n from (${calculationSource(scope.organizationId, scope.teamId, w)}) x
         where x.${k} is not null
         group by x.${k}
      )`;
}

/** The columns figuresBy's rows give a table row (q, tot and c joined), with the table's size before paging. */
const FIGURE_COLUMNS = sql`coalesce(c.n, 0) as calcs,
             coalesce(q.n, 0) as quotes, coalesce(q.rev, 0) as revenue, coalesce(q.gp, 0) as gross_profit,
             case when tot.total > 0 then round(coalesce(q.rev, 0) * 100 / tot.total) else 0 end as performance,
             (count(*) over ())::int as total_rows`;

/** What FIGURE_COLUMNS gives each row (numerics arrive as strings). */
interface FigureRow {
  calcs: number;
  quotes: number;
  revenue: string;
  gross_profit: string;
  performance: string;
  total_rows: number;
}

/**
 * The team table: every team with its members, calculations and quotes in the period, revenue, gross profit
 * and performance (its share of the organisation's revenue, every quote counted, 0 decimals); highest revenue
 * first. `limit` null returns every team (the export).
 */
export async function teamTable(
  db: DbOrTx,
  organizationId: number,
  w: Window,
  page: { limit: number | null; offset: number },
) {
  const rows = rowsOf<
    {
      id: number;
      name: string;
      image: string | null;
      members: number;
    } & FigureRow
  >(
    await db.execute(sql`
      with ${figuresBy('team_id', { organizationId }, w)}, m as (
        select team_id, count(*)::int as n from team_members where organization_id = ${organizationId} group by team_id
      )
      select t.id, t.name, t.image, coalesce(m.n, 0) as members, ${FIGURE_COLUMNS}
        from teams t
        cross join tot
        left join q on q.team_id = t.id
        left join c on c.team_id = t.id
        left join m on m.team_id = t.id
       where t.organization_id = ${organizationId}
       order by coalesce(q.rev, 0) desc, lower(t.name), t.id
       ${page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`}`),
  );
  return {
    total: rows[0]?.total_rows ?? (page.offset > 0 ? await countTeams(db, organizationId) : 0),
    rows: rows.map((r) => ({
      info: { id: r.id, image: r.image },
      name: r.name,
      members: r.members,
      calcs: r.calcs,
      invoices: r.quotes,
      revenue: num(r.revenue),
      grossprofit: num(r.gross_profit),
      teamperformance: num(r.performance),
    })),
  };
}

async function countTeams(db: DbOrTx, organizationId: number) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from teams where organization_id = ${organizationId}`),
  );
  return row?.n ?? 0;
}

/**
 * A team's members with their calculations and quotes in the team, revenue, gross profit and performance (their
 * share of the team's revenue, 0 decimals); highest revenue first.
 */
export async function memberTable(
  db: DbOrTx,
  opts: { organizationId: number; teamId: number },
  w: Window,
  page: { limit: number; offset: number },
) {
  const { organizationId, teamId } = opts;
  const rows = rowsOf<
    {
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      image: string | null;
    } & FigureRow
  >(
    await db.execute(sql`
      with ${figuresBy('user_id', { organizationId, teamId }, w)}
      select u.id, u.first_name, u.last_name, u.email, u.image, ${FIGURE_COLUMNS}
        from team_members tm
        join users u on u.id = tm.user_id
        cross join tot
        left join q on q.user_id = tm.user_id
        left join c on c.user_id = tm.user_id
       where tm.organization_id = ${organizationId} and tm.team_id = ${teamId}
       order by coalesce(q.rev, 0) desc, lower(u.first_name), lower(u.last_name), u.id
       limit ${page.limit} offset ${page.offset}`),
  );
  return {
    total: rows[0]?.total_rows ?? 0,
    rows: rows.map((r) => ({
      info: { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, image: r.image },
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      calcs: r.calcs,
      invoices: r.quotes,
      revenue: num(r.revenue),
      grossprofit: num(r.gross_profit),
      performance: num(r.performance),
    })),
  };
}

/** The organisation's members ranked by gross profit in the period (ties by revenue, then name). */
export async function leaderboard(db: DbOrTx, organizationId: number, w: Window, limit: number) {
  return rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    image: string | null;
    revenue: string;
    gross_profit: string;
    percent: string | null;
    quotes: number;
  }>(
    await db.execute(sql`
      with q as (
        select x.user_id, sum(x.n)::int as n, sum(x.rev) as rev, sum(x.gp) as gp
          from (${quoteSource({ organizationId }, w, w.kind)}) x
         group by x.user_id
      )
      select u.id, u.first_name, u.last_name, u.email, u.image, q.rev as revenue, q.gp as gross_profit,
             round(q.gp * 100 / nullif(q.rev, 0), 2) as percent, q.n as quotes
        from q join users u on u.id = q.user_id
       order by q.gp desc, q.rev desc, lower(u.first_name), u.id
       limit ${limit}`),
  ).map((r) => ({
    info: { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, image: r.image },
    revenue: num(r.revenue),
    gross_profit: num(r.gross_profit),
    gross_profit_percent: num(r.percent),
    quotes: r.quotes,
  }));
}

/**
 * Quoted margin (every current quote, whatever its status) against approved margin (Approved quotes), per team
 * and month of issue date.
 */
export async function marginByTeam(db: DbOrTx, organizationId: number, w: Window) {
  return rowsOf<{
    team_id: number;
    name: string;
    month: string;
    quoted: string | null;
    approved: string | null;
  }>(
    await db.execute(sql`
      with x as (
        select x.team_id, to_char(x.month, 'YYYY-MM') as month,
               round(sum(x.gp) * 100 / nullif(sum(x.rev), 0), 2) as quoted,
               round(sum(x.gp) filter (where x.status = 'Approved') * 100
                     / nullif(sum(x.rev) filter (where x.status = 'Approved'), 0), 2) as approved
          from (${quoteSource({ organizationId }, w, 'all')}) x
         where x.team_id is not null
         group by x.team_id, 2
      )
      select x.team_id, t.name, x.month, x.quoted, x.approved
        from x join teams t on t.id = x.team_id
       order by lower(t.name), x.team_id, x.month`),
  );
}

/** The team a team page is about, of this organisation only. */
export async function findDashboardTeam(db: DbOrTx, organizationId: number, id: number) {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, image: teams.image })
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.organizationId, organizationId)));
  return team;
}

/** The member a member page is about, a member of this organisation only. */
export async function findDashboardMember(db: DbOrTx, organizationId: number, userId: number) {
  const [member] = await db
    .select(personColumns)
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
  return member;
}
