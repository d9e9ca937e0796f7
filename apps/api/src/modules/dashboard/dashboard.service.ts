import { fillBuckets } from '@app/contracts/dashboard/buckets';
import type { Period, RevenueKind } from '@app/contracts/dashboard/dashboard';
import { PERIODS } from '@app/contracts/dashboard/dashboard';
import { MEDIA } from '@app/contracts/media-types';
import { csvFile, spreadsheetText } from '@app/contracts/spreadsheet';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import {
  chart,
  findDashboardMember,
  findDashboardTeam,
  firstIssueMonth,
  hasQuotes,
  leaderboard,
  marginByTeam,
  memberTable,
  summary,
  teamTable,
} from './dashboard.repo';
import { periodWindow } from './dashboard-dates';
import type { Scope, Window } from './dashboard-sources.repo';

interface PeriodInput {
  revenue: RevenueKind;
  period: Period;
  today?: string;
  status?: string;
  revenue_min?: number;
  date_from?: string;
  date_to?: string;
}

/** The routes fill `today`: the user's date when the browser sends it, else the server clock's UTC date. */
type DayInput = PeriodInput & { today: string };

function windowOf(q: DayInput): Window & { today: string } {
  const today = q.today;
  const period = periodWindow(q.period, today);
  return {
    kind: q.revenue,
    today,
    from: q.date_from ?? period.from,
    to: q.date_to ?? period.to,
    status: q.status,
    revenueMin: q.revenue_min,
  };
}

async function teamOf(db: DbOrTx, organizationId: number, id: number) {
  const team = await findDashboardTeam(db, organizationId, id);
  if (!team) throw AppError.notFound('Team');
  return team;
}

async function memberOf(db: DbOrTx, organizationId: number, userId: number) {
  const member = await findDashboardMember(db, organizationId, userId);
  if (!member) throw AppError.notFound('Member');
  return member;
}

/** GET /dashboard/overview: cards and chart of the organisation, a team, or a member (in a team). */
export async function overview(
  db: DbOrTx,
  organizationId: number,
  q: DayInput & { team_id?: number; member_id?: number },
) {
  const [team, member] = await Promise.all([
    q.team_id ? teamOf(db, organizationId, q.team_id) : null,
    q.member_id ? memberOf(db, organizationId, q.member_id) : null,
  ]);
  const scope: Scope = { organizationId, teamId: team?.id, userId: member?.id };
  const w = windowOf(q);
  const days =
    w.from && w.to ? (Date.parse(w.to) - Date.parse(w.from)) / 86_400_000 : Number.POSITIVE_INFINITY;
  const bucket: 'day' | 'month' = days <= 31 ? 'day' : 'month';
  const [figures, points, any, first] = await Promise.all([
    summary(db, scope, w),
    chart(db, scope, w, bucket),
    hasQuotes(db, scope),
    w.from ? Promise.resolve(w.from) : firstIssueMonth(db, scope, w.kind),
  ]);
  return {
    summary: figures,
    // Every day or month of the period on the axis, zero where no quote was issued (quotes issued after today,
    // in Total, still show).
    chart: {
      bucket,
      points: first
        ? fillBuckets(
            points,
            (p) => p.date,
            { from: first, to: w.to ?? w.today, bucket },
            (date) => ({
              date,
              revenue: 0,
              gross_profit: 0,
              gross_profit_percent: 0,
            }),
          )
        : points,
    },
    has_data: any,
    period: { from: w.from, to: w.to },
    team,
    member,
  };
}

/** GET /dashboard/teams */
export async function teamRows(
  db: DbOrTx,
  organizationId: number,
  q: DayInput & { page: number; per_page: number },
) {
  const result = await teamTable(db, organizationId, windowOf(q), {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { teams: result.rows, total: result.total, page: q.page, per_page: q.per_page };
}

/** GET /dashboard/team/:team_id/members */
export async function memberRows(
  db: DbOrTx,
  organizationId: number,
  q: DayInput & { team_id: number; page: number; per_page: number },
) {
  await teamOf(db, organizationId, q.team_id);
  const result = await memberTable(db, { organizationId, teamId: q.team_id }, windowOf(q), {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { members: result.rows, total: result.total, page: q.page, per_page: q.per_page };
}

export async function memberLeaderboard(db: DbOrTx, organizationId: number, q: DayInput & { limit: number }) {
  return { members: await leaderboard(db, organizationId, windowOf(q), q.limit) };
}

export async function marginOverTime(db: DbOrTx, organizationId: number, q: DayInput) {
  const w = windowOf(q);
  const rows = await marginByTeam(db, organizationId, w);
  type Point = { month: string; quoted_percent: number | null; approved_percent: number | null };
  const out = new Map<number, { id: number; name: string; points: Point[] }>();
  for (const r of rows) {
    const team = out.get(r.team_id) ?? { id: r.team_id, name: r.name, points: [] };
    team.points.push({
      month: r.month,
      quoted_percent: r.quoted === null ? null : Number(r.quoted),
      approved_percent: r.approved === null ? null : Number(r.approved),
    });
    out.set(r.team_id, team);
  }
  // Every month of the period on each team's axis (Total: from the organisation's first quote month). A month
  // without quotes has no margin at all, so it has no point rather than a made-up 0 %.
  const first =
    w.from ?? rows.reduce<string | null>((m, r) => (m === null || r.month < m ? r.month : m), null);
  const to = w.to ?? w.today;
  return {
    teams: [...out.values()].map((t) => ({
      ...t,
      points: first
        ? fillBuckets(
            t.points,
            (p) => p.month,
            { from: first, to, bucket: 'month' },
            (key) => ({
              month: key.slice(0, 7),
              quoted_percent: null,
              approved_percent: null,
            }),
          )
        : t.points,
    })),
  };
}

const HEADERS = ['Name', 'Members', 'Calcs', 'Quotes', 'Revenue', 'Gross Profit', 'Team performance %'];

/** GET /dashboard/teams/export: the whole team table of the tab and period, as CSV or XLSX. */
export async function exportTeams(
  db: DbOrTx,
  organizationId: number,
  q: DayInput & { format: 'csv' | 'xlsx'; separator?: 'comma' | 'semicolon' },
) {
  const w = windowOf(q);
  const { rows } = await teamTable(db, organizationId, w, { limit: null, offset: 0 });
  const label = PERIODS.find((p) => p.value === q.period)?.label ?? q.period;
  const kind = q.revenue === 'actual' ? 'Actual Revenue' : 'Projected Revenue';
  const filename = `teams-${q.revenue}-${q.period}-${w.today}.${q.format}`;
  const values = rows.map((r) => [
    r.name,
    r.members,
    r.calcs,
    r.invoices,
    r.revenue.toFixed(2),
    r.grossprofit.toFixed(2),
    r.teamperformance,
  ]);
  if (q.format === 'csv') {
    return {
      filename,
      contentType: `${MEDIA.csv}; charset=utf-8`,
      body: Buffer.from(csvFile([HEADERS, ...values], q.separator === 'semicolon' ? ';' : ',')),
    };
  }
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Teams', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([`${kind}, ${label}${w.from ? ` (${w.from} to ${w.to})` : ''}`]).font = { bold: true };
  sheet.addRow(HEADERS).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      spreadsheetText(r.name),
      r.members,
      r.calcs,
      r.invoices,
      r.revenue,
      r.grossprofit,
      r.teamperformance / 100,
    ]);
  }
  sheet.getColumn(1).width = 28;
  for (const c of [5, 6]) {
    sheet.getColumn(c).numFmt = '"$"#,##0.00;[Red]-"$"#,##0.00';
    sheet.getColumn(c).width = 16;
  }
  sheet.getColumn(7).numFmt = '0%';
  sheet.getColumn(7).width = 18;
  return {
    filename,
    contentType: MEDIA.xlsx,
    body: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}
