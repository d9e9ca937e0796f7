import { z } from 'zod';
import { validIsoDate } from '../calculation/fields';
import { MAX_DATE, MAX_ID, MAX_STORED_MONEY, MIN_DATE } from '../limits';
import { pageNumberSchema, perPageSchema } from '../page-query';
import { QUOTE_STATUSES } from '../quotes/status';
import { pageSchema, successSchema, teamRefSchema, userRefSchema } from '../responses';

/**
 * The dashboards (docs/product/dashboard.md): Actual revenue sums Approved quotes; Projected sums quotes sent
 * and still undecided. Periods end today (the browser's date) and count issue dates.
 */
export const REVENUE_KINDS = ['actual', 'projected'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

export const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: 'year', label: 'Year To Date' },
  { value: 'total', label: 'Total' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const TABLE_PAGE_SIZES = [5, 15, 25, 50] as const;

/**
 * The demo figures a page shows, marked as sample data, while its scope has no quote at all
 * (docs/product/dashboard.md#demo-values). The API never sends them: it sends real figures and `has_data`.
 */
export const DEMO_FIGURES = { revenue: 1_000_000, gross_profit: 100_000, gross_profit_percent: 10 } as const;
export const DEMO_NOTE = '*Data displayed is just for Demo.';

const id = z.coerce.number().int().positive().max(MAX_ID);
/**
 * A day of the dashboards' filters (and v1's): one that exists on the calendar (Date.parse takes 2026-02-30 as
 * 2 March), between MIN_DATE and MAX_DATE, so nothing impossible reaches a query.
 */
export const dashboardDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31')
  .refine(validIsoDate, { error: 'Use a date that exists, like 2026-03-31', abort: true })
  .refine((v) => v >= MIN_DATE && v <= MAX_DATE, {
    error: `Use a date between ${MIN_DATE} and ${MAX_DATE}`,
  });
const dateSchema = dashboardDateSchema;

export const periodQuerySchema = z.object({
  revenue: z.enum(REVENUE_KINDS, { error: 'revenue must be actual or projected' }).default('actual'),
  period: z
    .enum(PERIODS.map((p) => p.value) as [Period, ...Period[]], {
      error: 'period must be 7, 30, year or total',
    })
    .default('total'),
  /** The user's today (their time zone); the server's UTC date when absent. */
  today: dateSchema.optional(),
  /** The team page's filter bar: one status of the tab's kind, a least quote revenue, issue dates (these win over period). */
  status: z.enum(QUOTE_STATUSES, { error: 'Choose a status from the list' }).optional(),
  revenue_min: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().min(0).max(MAX_STORED_MONEY).optional(),
  ),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
});
export type PeriodQuery = z.input<typeof periodQuerySchema>;

/** GET /dashboard/overview: the cards and the chart of the organisation, a team, or a member in a team. */
export const overviewQuerySchema = periodQuerySchema.extend({
  team_id: id.optional(),
  member_id: id.optional(),
});
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

const pageFields = {
  page: pageNumberSchema,
  per_page: perPageSchema(TABLE_PAGE_SIZES, 5),
};
export const teamTableQuerySchema = periodQuerySchema.extend(pageFields);
export const memberTableQuerySchema = periodQuerySchema.extend({ ...pageFields, team_id: id });
export const leaderboardQuerySchema = periodQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const exportQuerySchema = periodQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }),
  /** CSV only: comma (RFC 4180), or semicolon for spreadsheets in locales with a decimal comma. */
  separator: z
    .enum(['comma', 'semicolon'], { error: 'separator must be comma or semicolon' })
    .default('comma'),
});

const money = z.number();
export const summarySchema = z.object({
  revenue: money,
  gross_profit: money,
  /** gross profit / revenue x 100, 2 decimals; 0 without revenue. */
  gross_profit_percent: z.number(),
  quotes: z.number().int(),
});
export type Summary = z.infer<typeof summarySchema>;

export const chartPointSchema = z.object({
  /** The bucket's first day, YYYY-MM-DD. */
  date: z.string(),
  revenue: money,
  gross_profit: money,
  gross_profit_percent: z.number(),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

export const overviewResponseSchema = successSchema.extend({
  data: z.object({
    summary: summarySchema,
    chart: z.object({ bucket: z.enum(['day', 'month']), points: z.array(chartPointSchema) }),
    /**
     * False while the scope (organisation, team, or member in a team) has no quote at all, whatever the tab and
     * period: the page then shows the demo figures as sample data. The figures above are always the real ones.
     */
    has_data: z.boolean(),
    period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    team: teamRefSchema.nullable(),
    member: userRefSchema.nullable(),
  }),
});
export type OverviewResponse = z.input<typeof overviewResponseSchema>;

export const teamRowSchema = z.object({
  info: z.object({ id: z.number().int(), image: z.string().nullable() }),
  name: z.string(),
  members: z.number().int(),
  calcs: z.number().int(),
  /** Quotes of the tab's kind in the period. */
  invoices: z.number().int(),
  revenue: money,
  grossprofit: money,
  /** The team's share of the organisation's revenue, percent, 0 decimals. */
  teamperformance: z.number().int(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

export const teamTableResponseSchema = successSchema.extend({ data: pageSchema('teams', teamRowSchema) });
export type TeamTableResponse = z.input<typeof teamTableResponseSchema>;

export const memberRowSchema = z.object({
  info: userRefSchema,
  name: z.string(),
  email: z.string(),
  calcs: z.number().int(),
  invoices: z.number().int(),
  revenue: money,
  grossprofit: money,
  /** The member's share of the team's revenue, percent, 0 decimals. */
  performance: z.number().int(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberTableResponseSchema = successSchema.extend({
  data: pageSchema('members', memberRowSchema),
});
export type MemberTableResponse = z.input<typeof memberTableResponseSchema>;

export const leaderboardResponseSchema = successSchema.extend({
  data: z.object({
    members: z.array(
      z.object({
        info: userRefSchema,
        revenue: money,
        gross_profit: money,
        gross_profit_percent: z.number(),
        quotes: z.number().int(),
      }),
    ),
  }),
});
export type LeaderboardResponse = z.input<typeof leaderboardResponseSchema>;

/** Quoted margin (every current quote) against approved margin (Approved quotes), per team and month. */
export const marginResponseSchema = successSchema.extend({
  data: z.object({
    teams: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        points: z.array(
          z.object({
            month: z.string(),
            quoted_percent: z.number().nullable(),
            approved_percent: z.number().nullable(),
          }),
        ),
      }),
    ),
  }),
});
export type MarginResponse = z.input<typeof marginResponseSchema>;
