import type { RevenueKind } from '@app/contracts/dashboard/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { wholeMonths } from './dashboard-dates';

/**
 * The rows every dashboard figure sums (docs/product/dashboard.md#figures): whole months from the summary tables
 * the database keeps with every write (migration 0015: quote_month_totals, calculation_month_counts), the partial
 * months at a period's edges from the quotes and calculations themselves, with each quote predicate written
 * exactly as the partial index it uses (migration 0011: quotes_dash_*).
 */

/**
 * Approved quotes are actual revenue; sent and still undecided ones are projected; `all` every counted one. A
 * quote number counts through its `counted` revisions (docs/product/quotes.md#signed-quotes-and-revisions): the
 * current one, and the latest Approved one while a newer revision is not Approved, so a signed sale stays
 * actual revenue, once. A counted revision that was replaced is Approved, so the undecided counted rows are
 * the current ones (the projected predicate is the 0011 index's).
 */
export type Kind = RevenueKind | 'all';
export const KIND: Record<Kind, SQL> = {
  actual: sql`q.status = 'Approved' and q.counted`,
  projected: sql`q.sent_at is not null and q.status in ('New quotations', 'Waiting for approval') and q.superseded_at is null`,
  all: sql`q.counted`,
};
/** The same kinds in the monthly summary (which holds the counted rows only). */
export const SUMMARY_KIND: Record<Kind, SQL> = {
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

export const dates = (w: Window, column = sql`q.issue_date`) =>
  sql`${w.from ? sql` and ${column} >= ${w.from}::date` : sql``}${w.to ? sql` and ${column} <= ${w.to}::date` : sql``}${
    w.status ? sql` and q.status = ${w.status}` : sql``
  }${w.revenueMin !== undefined ? sql` and q.revenue >= ${w.revenueMin}` : sql``}`;

/** Calculations count in the period by their creation day (UTC). */
const calcDates = (w: Window) =>
  sql`${w.from ? sql` and c.created_at >= ${w.from}::date` : sql``}${
    w.to ? sql` and c.created_at < (${w.to}::date + 1)` : sql``
  }`;

export const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

export interface Scope {
  organizationId: number;
  teamId?: number;
  userId?: number;
}

export const scopeSql = (s: Scope, alias = sql`q`) =>
  sql`${alias}.organization_id = ${s.organizationId}${s.teamId ? sql` and ${alias}.team_id = ${s.teamId}` : sql``}${
    s.userId ? sql` and ${alias}.user_id = ${s.userId}` : sql``
  }`;

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
export function quoteSource(scope: Scope, w: Window, kind: Kind): SQL {
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
export function calculationSource(organizationId: number, teamId: number | undefined, w: Window): SQL {
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
