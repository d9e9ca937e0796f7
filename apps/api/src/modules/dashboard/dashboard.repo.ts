import type { Period, RevenueKind } from '@app/contracts/dashboard/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Every dashboard figure, summed by PostgreSQL (docs/product/dashboard.md#figures). Each quote predicate below
 * is written exactly as the partial index it uses (migration 0011: quotes_dash_*), so the sums are index-only
 * scans over the quotes they add. Money comes back as numeric text and leaves as an exact cent amount.
 */

/** Approved quotes are actual revenue; sent and still undecided ones are projected. */
const KIND: Record<RevenueKind, SQL> = {
  actual: sql`q.status = 'Approved' and q.superseded_at is null`,
  projected: sql`q.sent_at is not null and q.status in ('New quotations', 'Waiting for approval') and q.superseded_at is null`,
};

export interface Window {
  kind: RevenueKind;
  /** Inclusive issue dates (YYYY-MM-DD); null for Total. */
  from: string | null;
  to: string | null;
  /** The filter bar: one status (within the kind) and a least revenue per quote. */
  status?: string;
  revenueMin?: number;
}

/** The period's first and last issue date: 7 and 30 days end today (today included), Year To Date starts 1 Jan. */
export function periodWindow(period: Period, today: string): { from: string | null; to: string | null } {
  if (period === 'total') return { from: null, to: null };
  if (period === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = period === '7' ? 7 : 30;
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

const dates = (w: Window, column = sql`q.issue_date`) =>
  sql`${w.from ? sql` and ${column} >= ${w.from}::date` : sql``}${w.to ? sql` and ${column} <= ${w.to}::date` : sql``}${
    w.status ? sql` and q.status = ${w.status}` : sql``
  }${w.revenueMin !== undefined ? sql` and q.revenue >= ${w.revenueMin}` : sql``}`;

/** Calculations count in the period by their creation day (UTC). */
const calcDates = (w: Window) =>
  sql`${w.from ? sql` and c.created_at >= ${w.from}::date` : sql``}${
    w.to ? sql` and c.created_at < (${w.to}::date + 1)` : sql``
  }`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

export interface Scope {
  organizationId: number;
  teamId?: number;
  userId?: number;
}

const scopeSql = (s: Scope) =>
  sql`q.organization_id = ${s.organizationId}${s.teamId ? sql` and q.team_id = ${s.teamId}` : sql``}${
    s.userId ? sql` and q.user_id = ${s.userId}` : sql``
  }`;

/** Revenue, gross profit, gross profit % (2 decimals, in SQL) and the number of quotes. */
export async function summary(db: DbOrTx, scope: Scope, w: Window) {
  const [row] = rowsOf<{
    revenue: string | null;
    gross_profit: string | null;
    percent: string | null;
    n: number;
  }>(
    await db.execute(sql`
      select sum(q.revenue) as revenue, sum(q.gross_profit) as gross_profit,
             round(sum(q.gross_profit) * 100 / nullif(sum(q.revenue), 0), 2) as percent, count(*)::int as n
        from quotes q
       where ${scopeSql(scope)} and ${KIND[w.kind]}${dates(w)}`),
  );
  return {
    revenue: num(row?.revenue),
    gross_profit: num(row?.gross_profit),
    gross_profit_percent: num(row?.percent),
    quotes: row?.n ?? 0,
  };
}

/** Whether the scope has any quote of the kind (else the page shows demo figures). */
export async function hasQuotes(db: DbOrTx, scope: Scope, kind: RevenueKind) {
  const [row] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select exists(select 1 from quotes q where ${scopeSql(scope)} and ${KIND[kind]}) as present`,
    ),
  );
  return Boolean(row?.present);
}

/** Revenue and gross profit per day or per month of issue date, the buckets with quotes only. */
export async function chart(db: DbOrTx, scope: Scope, w: Window, bucket: 'day' | 'month') {
  const key = bucket === 'day' ? sql`q.issue_date` : sql`date_trunc('month', q.issue_date)::date`;
  return rowsOf<{ date: string; revenue: string; gross_profit: string; percent: string | null }>(
    await db.execute(sql`
      select ${key}::text as date, sum(q.revenue) as revenue, sum(q.gross_profit) as gross_profit,
             round(sum(q.gross_profit) * 100 / nullif(sum(q.revenue), 0), 2) as percent
        from quotes q
       where ${scopeSql(scope)} and ${KIND[w.kind]}${dates(w)}
       group by 1 order by 1`),
  ).map((r) => ({
    date: r.date,
    revenue: num(r.revenue),
    gross_profit: num(r.gross_profit),
    gross_profit_percent: num(r.percent),
  }));
}

/** The first issue date of the scope's quotes of this kind (where a Total chart starts). */
export async function firstIssueDate(db: DbOrTx, scope: Scope, kind: RevenueKind) {
  const [row] = rowsOf<{ first: string | null }>(
    await db.execute(
      sql`select min(q.issue_date)::text as first from quotes q where ${scopeSql(scope)} and ${KIND[kind]}`,
    ),
  );
  return row?.first ?? null;
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
  const rows = rowsOf<{
    id: number;
    name: string;
    image: string | null;
    members: number;
    calcs: number;
    quotes: number;
    revenue: string;
    gross_profit: string;
    performance: string;
    total_rows: number;
  }>(
    await db.execute(sql`
      with q as (
        select q.team_id, count(*)::int as n, sum(q.revenue) as rev, sum(q.gross_profit) as gp
          from quotes q
         where q.organization_id = ${organizationId} and ${KIND[w.kind]}${dates(w)}
         group by q.team_id
      ), org as (select coalesce(sum(rev), 0) as total from q),
      c as (
        select c.team_id, count(*)::int as n from calculations c
         where c.organization_id = ${organizationId} and c.team_id is not null${calcDates(w)}
         group by c.team_id
      ), m as (
        select team_id, count(*)::int as n from team_members where organization_id = ${organizationId} group by team_id
      )
      select t.id, t.name, t.image, coalesce(m.n, 0) as members, coalesce(c.n, 0) as calcs,
             coalesce(q.n, 0) as quotes, coalesce(q.rev, 0) as revenue, coalesce(q.gp, 0) as gross_profit,
             case when org.total > 0 then round(coalesce(q.rev, 0) * 100 / org.total) else 0 end as performance,
             (count(*) over ())::int as total_rows
        from teams t
        cross join org
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
  const rows = rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    image: string | null;
    calcs: number;
    quotes: number;
    revenue: string;
    gross_profit: string;
    performance: string;
    total_rows: number;
  }>(
    await db.execute(sql`
      with q as (
        select q.user_id, count(*)::int as n, sum(q.revenue) as rev, sum(q.gross_profit) as gp
          from quotes q
         where q.organization_id = ${organizationId} and q.team_id = ${teamId} and ${KIND[w.kind]}${dates(w)}
         group by q.user_id
      ), tot as (select coalesce(sum(rev), 0) as total from q),
      c as (
        select c.user_id, count(*)::int as n from calculations c
         where c.organization_id = ${organizationId} and c.team_id = ${teamId}${calcDates(w)}
         group by c.user_id
      )
      select u.id, u.first_name, u.last_name, u.email, u.image, coalesce(c.n, 0) as calcs,
             coalesce(q.n, 0) as quotes, coalesce(q.rev, 0) as revenue, coalesce(q.gp, 0) as gross_profit,
             case when tot.total > 0 then round(coalesce(q.rev, 0) * 100 / tot.total) else 0 end as performance,
             (count(*) over ())::int as total_rows
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
        select q.user_id, count(*)::int as n, sum(q.revenue) as rev, sum(q.gross_profit) as gp
          from quotes q
         where q.organization_id = ${organizationId} and ${KIND[w.kind]}${dates(w)}
         group by q.user_id
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
      select q.team_id, t.name, to_char(date_trunc('month', q.issue_date), 'YYYY-MM') as month,
             round(sum(q.gross_profit) * 100 / nullif(sum(q.revenue), 0), 2) as quoted,
             round(sum(q.gross_profit) filter (where q.status = 'Approved') * 100
                   / nullif(sum(q.revenue) filter (where q.status = 'Approved'), 0), 2) as approved
        from quotes q join teams t on t.id = q.team_id
       where q.organization_id = ${organizationId} and q.superseded_at is null${dates(w)}
       group by q.team_id, t.name, 3
       order by lower(t.name), q.team_id, 3`),
  );
}
