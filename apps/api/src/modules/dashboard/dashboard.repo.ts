import type { Period, RevenueKind } from '@app/contracts/dashboard/dashboard';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationUsers, teams, users } from '../../db/schema';
import { personColumns } from '../../db/user-columns';

/**
 * Every dashboard figure, summed by PostgreSQL (docs/product/dashboard.md#figures). Whole months come from the
 * summary tables the database keeps with every write (migration 0015: quote_month_totals,
 * calculation_month_counts); only the partial months at a period's edges, the day charts and the filter bar's
 * least revenue read the quotes themselves, with each quote predicate written exactly as the partial index it
 * uses (migration 0011: quotes_dash_*). Money comes back as numeric text and leaves as an exact cent amount.
 */

/**
 * Approved quotes are actual revenue; sent and still undecided ones are projected; `all` every counted one. A
 * quote number counts through its `counted` revisions (docs/product/quotes.md#signed-quotes-and-revisions): the
 * current one, and the latest Approved one while a newer revision is not Approved, so a signed sale stays
 * actual revenue, once. A counted revision that was replaced is Approved, so the undecided counted rows are
 * the current ones (the projected predicate is the 0011 index's).
 */
type Kind = RevenueKind | 'all';
const KIND: Record<Kind, SQL> = {
  actual: sql`q.status = 'Approved' and q.counted`,
  projected: sql`q.sent_at is not null and q.status in ('New quotations', 'Waiting for approval') and q.superseded_at is null`,
  all: sql`q.counted`,
};
/** The same kinds in the monthly summary (which holds the counted rows only). */
const SUMMARY_KIND: Record<Kind, SQL> = {
  actual: sql`s.status = 'Approved'`,
  projected: sql`s.sent and s.status in ('New quotations', 'Waiting for approval')`,
  all: sql`true`,
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

const scopeSql = (s: Scope, alias = sql`q`) =>
  sql`${alias}.organization_id = ${s.organizationId}${s.teamId ? sql` and ${alias}.team_id = ${s.teamId}` : sql``}${
    s.userId ? sql` and ${alias}.user_id = ${s.userId}` : sql``
  }`;

const shiftMonth = (iso: string, months: number) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * The whole months between two inclusive dates, as a start (first day, inclusive) and an end (first day of the
 * month after, exclusive); a missing date is no bound. Null when the dates hold no whole month.
 */
function wholeMonths(from: string | null, to: string | null) {
  const start = from === null ? null : from.endsWith('-01') ? from : shiftMonth(from, 1);
  const end = to === null ? null : shiftMonth(to, 1) === addDay(to) ? addDay(to) : shiftMonth(to, 0);
  if (start !== null && end !== null && start >= end) return null;
  return { start, end };
}

function addDay(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Dates outside the whole months, where the quotes (or calculations) themselves are read. */
function edges(column: SQL, span: { start: string | null; end: string | null }) {
  const parts = [
    span.start !== null ? sql`${column} < ${span.start}::date` : null,
    span.end !== null ? sql`${column} >= ${span.end}::date` : null,
  ].filter((p): p is SQL => p !== null);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * The quotes of a scope, kind and window as rows of (team_id, user_id, month, status, n, rev, gp): whole months
 * from quote_month_totals, the edges (and any window with a least revenue) from the quotes.
 */
function quoteSource(scope: Scope, w: Window, kind: Kind): SQL {
  const raw = (extra: SQL) => sql`
    select q.team_id, q.user_id, date_trunc('month', q.issue_date)::date as month, q.status::text as status,
           1 as n, q.revenue as rev, q.gross_profit as gp
      from quotes q
     where ${scopeSql(scope)} and ${KIND[kind]}${dates(w)}${extra}`;
  const span = w.revenueMin === undefined ? wholeMonths(w.from, w.to) : null;
  if (!span) return raw(sql``);
  const months = sql`
    select s.team_id, s.user_id, s.month, s.status, s.quotes as n, s.revenue as rev, s.gross_profit as gp
      from quote_month_totals s
     where ${scopeSql(scope, sql`s`)} and ${SUMMARY_KIND[kind]}${
       span.start !== null ? sql` and s.month >= ${span.start}::date` : sql``
     }${span.end !== null ? sql` and s.month < ${span.end}::date` : sql``}${
       w.status ? sql` and s.status = ${w.status}` : sql``
     }`;
  const rest = edges(sql`q.issue_date`, span);
  return rest ? sql`${months} union all ${raw(sql` and ${rest}`)}` : months;
}

/** Calculations of an organisation (or a team) created in the window, as rows of (team_id, user_id, n). */
function calculationSource(organizationId: number, teamId: number | undefined, w: Window): SQL {
  const team = (alias: SQL) => (teamId ? sql` and ${alias}.team_id = ${teamId}` : sql``);
  const raw = (extra: SQL) => sql`
    select c.team_id, c.user_id, 1 as n from calculations c
     where c.organization_id = ${organizationId}${team(sql`c`)}${calcDates(w)}${extra}`;
  const span = wholeMonths(w.from, w.to);
  if (!span) return raw(sql``);
  const months = sql`
    select s.team_id, s.user_id, s.calculations as n from calculation_month_counts s
     where s.organization_id = ${organizationId}${team(sql`s`)}${
       span.start !== null ? sql` and s.month >= ${span.start}::date` : sql``
     }${span.end !== null ? sql` and s.month < ${span.end}::date` : sql``}`;
  const rest = edges(sql`c.created_at`, span);
  return rest ? sql`${months} union all ${raw(sql` and ${rest}`)}` : months;
}

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
        select x.team_id, sum(x.n)::int as n, sum(x.rev) as rev, sum(x.gp) as gp
          from (${quoteSource({ organizationId }, w, w.kind)}) x
         group by x.team_id
      ), org as (select coalesce(sum(rev), 0) as total from q),
      c as (
        select x.team_id, sum(x.n)::int as n from (${calculationSource(organizationId, undefined, w)}) x
         where x.team_id is not null
         group by x.team_id
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
        select x.user_id, sum(x.n)::int as n, sum(x.rev) as rev, sum(x.gp) as gp
          from (${quoteSource({ organizationId, teamId }, w, w.kind)}) x
         group by x.user_id
      ), tot as (select coalesce(sum(rev), 0) as total from q),
      c as (
        select x.user_id, sum(x.n)::int as n from (${calculationSource(organizationId, teamId, w)}) x
         group by x.user_id
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
