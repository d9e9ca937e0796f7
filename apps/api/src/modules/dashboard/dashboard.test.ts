import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, quotes, teams } from '../../db/schema';
import { seedOrganization, TestClient } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { insertQuotes, TEAM_EXPORT_HEADER } from './dashboard.test-helpers';

/*
 * A fixture summed by hand. Today is 2026-06-15. Teams North (Manager M, Team Member T) and South (Admin A);
 * the Owner O has no team.
 *
 *  #  who team   status                 issue date  revenue   gross profit
 *  1  M   North  Approved               06-15       1000.10   250.05   today
 *  2  T   North  Approved               06-09       2000.20   300.03   today-6: in Last 7 days
 *  3  T   North  Approved               06-08        500.00   100.00   today-7: out of 7, in 30
 *  4  A   South  Approved               05-17       3000.00   600.00   today-29: in Last 30 days
 *  5  A   South  Approved               05-16        400.00    40.00   today-30: out of 30, in YTD
 *  6  M   North  Approved               2025-12-31 10000.00  1000.00   last year: Total only
 *  7  O   -      Approved               01-01        100.00    10.00   YTD's first day
 *  8  A   South  Approved, replaced     06-10       9999.00   999.00   a newer revision was Approved: never counted
 *  9  M   North  Waiting for approval   06-14        700.00    70.00   sent: projected
 * 10  T   North  New quotations         06-14        800.00    80.00   not sent: neither
 * 11  A   South  Not Approved           06-13        900.00    90.00   decided: neither
 * 12  A   South  New quotations, sent   06-12       1234.56   123.45   projected
 *  Organisation B: Approved 06-15, 5555.00 / 555.00 (never in A's figures).
 *
 * Actual, Last 7 days: #1 #2 = 3000.30 / 550.08 -> 18.33 %
 * Actual, Last 30 days: #1-#4 = 6500.30 / 1250.08 -> 19.23 %
 * Actual, Year To Date: #1-#5 #7 = 7000.30 / 1300.08 -> 18.57 %
 * Actual, Total: #1-#7 = 17000.30 / 2300.08 -> 13.53 %
 * Projected, Total: #9 #12 = 1934.56 / 193.45 -> 10.00 %
 * Team table, actual, Total: North #1 #2 #3 #6 = 13500.30 / 1650.08, 4 quotes, 79 % of 17000.30;
 *   South #4 #5 = 3400.00 / 640.00, 2 quotes, 20 %. Calcs (one per quote, made on its issue date): North 6, South 5.
 * North's members, actual, Total: M #1 #6 = 11000.10 / 1250.05 (81 %); T #2 #3 = 2500.20 / 400.03 (19 %).
 * Leaderboard, actual, Total, by gross profit: M 1250.05, A 640.00, T 400.03, O 10.00.
 * Margin, North, 2026-06: quoted #1 #2 #3 #9 #10 = 800.08 / 5000.30 -> 16.00 %; approved #1-#3 = 650.08 / 3500.30
 *   -> 18.57 %.
 */

const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
let a: Awaited<ReturnType<typeof seedOrganization>>;
let b: Awaited<ReturnType<typeof seedOrganization>>;
let north: number;
let south: number;
let bravoTeam: number;
const TODAY = '2026-06-15';

beforeAll(async () => {
  a = await seedOrganization(ctx.app, ctx.database.db, 'alpha');
  b = await seedOrganization(ctx.app, ctx.database.db, 'bravo');
  const make = async (c: TestClient, name: string, members: number[]) =>
    (
      await c.post('/api/organization_teams/create', {
        team_name: name,
        members: members.map((user_id) => ({ user_id, role: 4 })),
      })
    ).json().data.team_id as number;
  north = await make(a.clients.Owner, 'North', [a.members.Manager.userId, a.members['Team Member'].userId]);
  south = await make(a.clients.Owner, 'South', [a.members.Admin.userId]);
  bravoTeam = await make(b.clients.Owner, 'Bravo', [b.members.Admin.userId]);
  const M = a.members.Manager.userId;
  const T = a.members['Team Member'].userId;
  const A = a.members.Admin.userId;
  const O = a.members.Owner.userId;
  await insertQuotes(ctx.database.db, a.id, [
    {
      userId: M,
      teamId: north,
      status: 'Approved',
      issueDate: '2026-06-15',
      revenue: '1000.10',
      grossProfit: '250.05',
    },
    {
      userId: T,
      teamId: north,
      status: 'Approved',
      issueDate: '2026-06-09',
      revenue: '2000.20',
      grossProfit: '300.03',
    },
    {
      userId: T,
      teamId: north,
      status: 'Approved',
      issueDate: '2026-06-08',
      revenue: '500.00',
      grossProfit: '100.00',
    },
    {
      userId: A,
      teamId: south,
      status: 'Approved',
      issueDate: '2026-05-17',
      revenue: '3000.00',
      grossProfit: '600.00',
    },
    {
      userId: A,
      teamId: south,
      status: 'Approved',
      issueDate: '2026-05-16',
      revenue: '400.00',
      grossProfit: '40.00',
    },
    {
      userId: M,
      teamId: north,
      status: 'Approved',
      issueDate: '2025-12-31',
      revenue: '10000.00',
      grossProfit: '1000.00',
    },
    {
      userId: O,
      teamId: null,
      status: 'Approved',
      issueDate: '2026-01-01',
      revenue: '100.00',
      grossProfit: '10.00',
    },
    {
      userId: A,
      teamId: south,
      status: 'Approved',
      issueDate: '2026-06-10',
      revenue: '9999.00',
      grossProfit: '999.00',
      superseded: true,
    },
    {
      userId: M,
      teamId: north,
      status: 'Waiting for approval',
      issueDate: '2026-06-14',
      revenue: '700.00',
      grossProfit: '70.00',
      sent: true,
    },
    {
      userId: T,
      teamId: north,
      status: 'New quotations',
      issueDate: '2026-06-14',
      revenue: '800.00',
      grossProfit: '80.00',
    },
    {
      userId: A,
      teamId: south,
      status: 'Not Approved',
      issueDate: '2026-06-13',
      revenue: '900.00',
      grossProfit: '90.00',
      sent: true,
    },
    {
      userId: A,
      teamId: south,
      status: 'New quotations',
      issueDate: '2026-06-12',
      revenue: '1234.56',
      grossProfit: '123.45',
      sent: true,
    },
  ]);
  await insertQuotes(ctx.database.db, b.id, [
    {
      userId: b.members.Admin.userId,
      teamId: bravoTeam,
      status: 'Approved',
      issueDate: '2026-06-15',
      revenue: '5555.00',
      grossProfit: '555.00',
    },
  ]);
});

const get = async (c: TestClient, url: string) => {
  const res = await c.get(`/api${url}${url.includes('?') ? '&' : '?'}today=${TODAY}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** An overview's summary: revenue, gross profit, its percent of revenue, and the quotes counted. */
const summary = (revenue: number, gross_profit: number, gross_profit_percent: number, quotes: number) => ({
  revenue,
  gross_profit,
  gross_profit_percent,
  quotes,
});

describe('dashboard cards against the hand-summed fixture (docs/product/dashboard.md#figures)', () => {
  it.each([
    ['7', 3000.3, 550.08, 18.33, 2],
    ['30', 6500.3, 1250.08, 19.23, 4],
    ['year', 7000.3, 1300.08, 18.57, 6],
    ['total', 17000.3, 2300.08, 13.53, 7],
  ])('Actual Revenue, period %s', async (period, revenue, gp, percent, count) => {
    const data = await get(a.clients['Team Member'], `/dashboard/overview?revenue=actual&period=${period}`);
    expect(data.summary).toEqual(summary(revenue, gp, percent, count));
    expect(data.has_data).toBe(true);
  });

  it('Projected Revenue counts sent, undecided quotes only', async () => {
    const data = await get(a.clients.Owner, '/dashboard/overview?revenue=projected&period=total');
    expect(data.summary).toEqual(summary(1934.56, 193.45, 10, 2));
  });

  it('period boundaries: Last 7 days starts six days before today', async () => {
    const data = await get(a.clients.Owner, '/dashboard/overview?revenue=actual&period=7');
    expect(data.period).toEqual({ from: '2026-06-09', to: '2026-06-15' });
    expect(data.chart.bucket).toBe('day');
    expect(data.chart.points).toHaveLength(7);
    expect(data.chart.points[0]).toEqual({
      date: '2026-06-09',
      revenue: 2000.2,
      gross_profit: 300.03,
      gross_profit_percent: 15,
    });
    expect(data.chart.points.at(-1)).toMatchObject({ date: '2026-06-15', revenue: 1000.1 });
    expect(data.chart.points[1]).toMatchObject({ date: '2026-06-10', revenue: 0 });
  });

  it('the Year To Date chart has one point per month, January to today', async () => {
    const data = await get(a.clients.Owner, '/dashboard/overview?revenue=actual&period=year');
    expect(data.chart.bucket).toBe('month');
    expect(data.chart.points.map((p: { date: string }) => p.date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(data.chart.points[4]).toMatchObject({ revenue: 3400, gross_profit: 640 });
  });

  it('a team and a member in it', async () => {
    const team = await get(
      a.clients.Owner,
      `/dashboard/overview?revenue=actual&period=total&team_id=${north}`,
    );
    expect(team.team).toMatchObject({ id: north, name: 'North' });
    expect(team.summary).toEqual(summary(13500.3, 1650.08, 12.22, 4));
    const member = await get(
      a.clients.Owner,
      `/dashboard/overview?revenue=actual&period=30&team_id=${north}&member_id=${a.members['Team Member'].userId}`,
    );
    expect(member.member.email).toBe(a.members['Team Member'].email);
    expect(member.summary).toEqual(summary(2500.2, 400.03, 16, 2));
  });

  it('the team page filter bar: least revenue, one status, issue dates (which win over the period)', async () => {
    const base = `/dashboard/overview?team_id=${north}`;
    const big = await get(a.clients.Owner, `${base}&revenue=actual&period=total&revenue_min=1000`);
    expect(big.summary).toMatchObject({ revenue: 13000.3, quotes: 3 });
    const waiting = await get(
      a.clients.Owner,
      `${base}&revenue=projected&period=total&status=Waiting%20for%20approval`,
    );
    expect(waiting.summary).toMatchObject({ revenue: 700, quotes: 1 });
    const days = await get(
      a.clients.Owner,
      `${base}&revenue=actual&period=7&date_from=2026-06-08&date_to=2026-06-09`,
    );
    expect(days.summary).toMatchObject({ revenue: 2500.2, gross_profit: 400.03, quotes: 2 });
    expect(days.chart.points.map((p: { date: string }) => p.date)).toEqual(['2026-06-08', '2026-06-09']);
    const members = await get(
      a.clients.Owner,
      `/dashboard/team_members?team_id=${north}&revenue=actual&period=total&revenue_min=1000`,
    );
    expect(members.members.map((m: { revenue: number }) => m.revenue)).toEqual([11000.1, 2000.2]);
  });

  it('has_data says whether the scope has any quote at all, whatever the tab and period (else the page shows demo figures)', async () => {
    const empty = await get(
      a.clients.Owner,
      `/dashboard/overview?revenue=projected&period=total&team_id=${north}&member_id=${a.members.Owner.userId}`,
    );
    expect(empty.has_data).toBe(false);
    expect(empty.summary.revenue).toBe(0);
    const quiet = await get(a.clients.Owner, `/dashboard/overview?revenue=actual&period=7&team_id=${south}`);
    expect(quiet.has_data).toBe(true);
    expect(quiet.summary.revenue).toBe(0);
    // T has quotes but none projected (#10 was never sent): real zeros on that tab, as T's row says.
    const T = a.members['Team Member'].userId;
    const tab = `revenue=projected&period=total&team_id=${north}`;
    const projected = await get(a.clients.Owner, `/dashboard/overview?${tab}&member_id=${T}`);
    expect(projected.has_data).toBe(true);
    const row = (await get(a.clients.Owner, `/dashboard/team_members?${tab}`)).members.find(
      (m: { info: { id: number } }) => m.info.id === T,
    );
    expect([projected.summary.revenue, projected.summary.quotes]).toEqual([row.revenue, row.invoices]);
    expect(row.revenue).toBe(0);
  });
});

describe('team and member tables', () => {
  it('the team table: members, calcs, quotes, revenue, gross profit and share of revenue', async () => {
    const data = await get(a.clients.Manager, '/dashboard/teams?revenue=actual&period=total&per_page=5');
    expect(data.total).toBe(2);
    expect(data.teams).toEqual([
      {
        info: { id: north, image: null },
        name: 'North',
        members: 2,
        calcs: 6,
        invoices: 4,
        revenue: 13500.3,
        grossprofit: 1650.08,
        teamperformance: 79,
      },
      {
        info: { id: south, image: null },
        name: 'South',
        members: 1,
        calcs: 5,
        invoices: 2,
        revenue: 3400,
        grossprofit: 640,
        teamperformance: 20,
      },
    ]);
    const week = await get(a.clients.Manager, '/dashboard/teams?revenue=actual&period=7');
    expect(
      week.teams.map((t: { name: string; teamperformance: number; calcs: number }) => [
        t.name,
        t.teamperformance,
        t.calcs,
      ]),
    ).toEqual([
      ['North', 100, 4],
      ['South', 0, 3],
    ]);
    const second = await get(
      a.clients.Manager,
      '/dashboard/teams?revenue=actual&period=total&per_page=5&page=2',
    );
    expect(second.teams).toEqual([]);
    expect(second.total).toBe(2);
  });

  it('a team’s members with their share of the team’s revenue', async () => {
    const data = await get(
      a.clients['Team Member'],
      `/dashboard/team_members?team_id=${north}&revenue=actual&period=total`,
    );
    expect(data.total).toBe(2);
    expect(
      data.members.map(
        (m: {
          email: string;
          revenue: number;
          grossprofit: number;
          performance: number;
          invoices: number;
        }) => [m.email, m.revenue, m.grossprofit, m.invoices, m.performance],
      ),
    ).toEqual([
      [a.members.Manager.email, 11000.1, 1250.05, 2, 81],
      [a.members['Team Member'].email, 2500.2, 400.03, 2, 19],
    ]);
  });

  it('the leaderboard ranks members by gross profit', async () => {
    const data = await get(a.clients.Owner, '/dashboard/leaderboard?revenue=actual&period=total');
    expect(
      data.members.map((m: { info: { id: number }; gross_profit: number }) => [m.info.id, m.gross_profit]),
    ).toEqual([
      [a.members.Manager.userId, 1250.05],
      [a.members.Admin.userId, 640],
      [a.members['Team Member'].userId, 400.03],
      [a.members.Owner.userId, 10],
    ]);
  });

  it('quoted against approved margin per team and month', async () => {
    const data = await get(a.clients.Owner, '/dashboard/margin?period=year');
    const n = data.teams.find((t: { id: number }) => t.id === north);
    // Every month of the Year To Date on the axis; a month without quotes has no margin (null), not 0 %.
    const none = { quoted_percent: null, approved_percent: null };
    expect(n.points).toEqual([
      { month: '2026-01', ...none },
      { month: '2026-02', ...none },
      { month: '2026-03', ...none },
      { month: '2026-04', ...none },
      { month: '2026-05', ...none },
      { month: '2026-06', quoted_percent: 16, approved_percent: 18.57 },
    ]);
    const s = data.teams.find((t: { id: number }) => t.id === south);
    expect(s.points[4]).toEqual({ month: '2026-05', quoted_percent: 18.82, approved_percent: 18.82 });
  });

  it('exports the team table as CSV and XLSX', async () => {
    const csv = await a.clients.Owner.get(
      `/api/dashboard/teams/export?format=csv&revenue=actual&period=total&today=${TODAY}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
      'Name,Members,Calcs,Quotes,Revenue,Gross Profit,Team performance %',
      'North,2,6,4,13500.30,1650.08,79',
      'South,1,5,2,3400.00,640.00,20',
    ]);
  });

  /** The exported workbook read back as a manager's spreadsheet program shows it. */
  const workbook = async (query: string) => {
    const res = await a.clients.Owner.get(`/api/dashboard/teams/export?format=xlsx&${query}&today=${TODAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return { wb, disposition: String(res.headers['content-disposition']) };
  };
  const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

  it('exports the team table as an XLSX a manager reads: the tab and period, headers, and the figures as numbers', async () => {
    // Actual, Total, from the fixture above: North #1 #2 #3 #6 = 1000.10 + 2000.20 + 500.00 + 10000.00 =
    // 13500.30 revenue, 250.05 + 300.03 + 100.00 + 1000.00 = 1650.08 gross profit, 4 quotes, 2 members, 6 calcs
    // (#1 #2 #3 #6 #9 #10), 13500.30 / 17000.30 = 79 %; South #4 #5 = 3000.00 + 400.00 = 3400.00 and
    // 600.00 + 40.00 = 640.00, 2 quotes, 1 member, 5 calcs (#4 #5 #8 #11 #12), 3400.00 / 17000.30 = 20 %.
    const { wb, disposition } = await workbook('revenue=actual&period=total');
    expect(disposition).toBe(`attachment; filename="teams-actual-total-${TODAY}.xlsx"`);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Teams']);
    const sheet = wb.getWorksheet('Teams')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell('A1').value).toBe('Actual Revenue, Total');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(rowValues(sheet, 2)).toEqual(TEAM_EXPORT_HEADER);
    expect(rowValues(sheet, 3)).toEqual(['North', 2, 6, 4, 13500.3, 1650.08, 0.79]);
    expect(rowValues(sheet, 4)).toEqual(['South', 1, 5, 2, 3400, 640, 0.2]);
    // Money shows as dollars (losses in red), the share as a percentage; the two title rows stay in view.
    expect(sheet.getCell('E3').numFmt).toBe('"$"#,##0.00;[Red]-"$"#,##0.00');
    expect(sheet.getCell('F4').numFmt).toBe('"$"#,##0.00;[Red]-"$"#,##0.00');
    expect(sheet.getCell('G3').numFmt).toBe('0%');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    // The CSV of the same table says the same.
    const csv = await a.clients.Owner.get(
      `/api/dashboard/teams/export?format=csv&revenue=actual&period=total&today=${TODAY}`,
    );
    const fromCsv = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').map((v, i) => (i === 0 ? v : Number(v))));
    expect(fromCsv).toEqual(
      [3, 4].map((n) => rowValues(sheet, n).map((v, i) => (i === 6 ? Math.round(Number(v) * 100) : v))),
    );
  });

  it('exports Projected Revenue of the Year To Date with its dates, highest revenue first', async () => {
    // Projected (sent, undecided) issued 2026-01-01..06-15: North #9 700.00 / 70.00 (Waiting for approval) and
    // South #12 1234.56 / 123.45 (New quotations, sent); #10 was never sent and #11 was declined. Shares of
    // 1934.56: South 63.8 -> 64 %, North 36.2 -> 36 %. Calcs made in 2026: North #1 #2 #3 #9 #10 = 5, South
    // #4 #5 #8 #11 #12 = 5 (a superseded quote's calculation still counts).
    const { wb } = await workbook('revenue=projected&period=year');
    const sheet = wb.getWorksheet('Teams')!;
    expect(sheet.getCell('A1').value).toBe('Projected Revenue, Year To Date (2026-01-01 to 2026-06-15)');
    expect(rowValues(sheet, 3)).toEqual(['South', 1, 5, 1, 1234.56, 123.45, 0.64]);
    expect(rowValues(sheet, 4)).toEqual(['North', 2, 5, 1, 700, 70, 0.36]);
    expect(sheet.rowCount).toBe(4);
  });
});

describe('roles, tenancy and bad input', () => {
  it('every role reads the dashboards; a visitor must sign in', async () => {
    for (const role of ['Owner', 'Admin', 'Manager', 'Team Member'] as const) {
      expect((await a.clients[role].get('/api/dashboard/teams')).statusCode).toBe(200);
    }
    expect(
      (await new TestClient(ctx.app, 'alpha.localhost:3000').get('/api/dashboard/overview')).statusCode,
    ).toBe(401);
  });

  it('another organisation’s team or member is 404, and its quotes never count', async () => {
    expect((await a.clients.Owner.get(`/api/dashboard/overview?team_id=${bravoTeam}`)).statusCode).toBe(404);
    expect((await a.clients.Owner.get(`/api/dashboard/team_members?team_id=${bravoTeam}`)).statusCode).toBe(
      404,
    );
    expect(
      (await a.clients.Owner.get(`/api/dashboard/overview?member_id=${b.members.Admin.userId}`)).statusCode,
    ).toBe(404);
    const bravo = await get(b.clients.Owner, '/dashboard/overview?revenue=actual&period=total');
    expect(bravo.summary.revenue).toBe(5555);
    const bravoTeams = await get(b.clients.Owner, '/dashboard/teams?revenue=actual&period=total');
    expect(bravoTeams.teams.map((t: { name: string }) => t.name)).toEqual(['Bravo']);
  });

  it('answers 400 with the field for a bad period, kind, page size or date', async () => {
    const cases: [string, string][] = [
      ['/dashboard/overview?period=week', 'period'],
      ['/dashboard/overview?revenue=invoiced', 'revenue'],
      ['/dashboard/teams?per_page=10', 'per_page'],
      ['/dashboard/overview?today=2026-13-40', 'today'],
      ['/dashboard/teams/export?format=pdf', 'format'],
    ];
    for (const [url, field] of cases) {
      const res = await a.clients.Owner.get(`/api${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toContain(field);
    }
  });
});

describe('the demo organisation (seed)', () => {
  it('has two teams with members and approved, waiting and declined quotes in them', async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(organizations).where(eq(organizations.businessDomain, 'demo'));
    const demoTeams = await db.select().from(teams).where(eq(teams.organizationId, demo!.id));
    expect(demoTeams.map((t) => t.name).sort()).toEqual(['Industrial Staffing', 'Office & Healthcare']);
    const rows = await db.select().from(quotes).where(eq(quotes.organizationId, demo!.id));
    expect(rows.filter((q) => q.status === 'Approved').length).toBe(13);
    expect(rows.filter((q) => q.status === 'Waiting for approval' && q.sentAt).length).toBe(2);
    expect(rows.every((q) => q.teamId !== null)).toBe(true);
  });
});

describe('the monthly summary the dashboards read (migration 0015)', () => {
  const SUMMED = sql`
    select team_id, user_id, month::text as month, status, sent, quotes, revenue::text as revenue,
           gross_profit::text as gross_profit from quote_month_totals where organization_id = `;
  const FROM_QUOTES = sql`
    select team_id, user_id, date_trunc('month', issue_date)::date::text as month, status::text as status,
           sent_at is not null as sent, count(*)::int as quotes, sum(revenue)::text as revenue,
           sum(gross_profit)::text as gross_profit
      from quotes where counted and organization_id = `;
  const ORDER = sql` order by 1, 2, 3, 4, 5`;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const expectInStep = async (orgId: number) => {
    const summed = await rowsOf(sql`${SUMMED}${orgId}${ORDER}`);
    expect(summed).toEqual(await rowsOf(sql`${FROM_QUOTES}${orgId} group by 1, 2, 3, 4, 5${ORDER}`));
    // The list's per-client counts too.
    expect(
      await rowsOf(
        sql`select client, quotes from quote_client_counts where organization_id = ${orgId} order by 1`,
      ),
    ).toEqual(
      await rowsOf(sql`select lower(company_name) as client, count(*)::int as quotes from quotes
                        where superseded_at is null and organization_id = ${orgId} group by 1 order by 1`),
    );
    return summed;
  };

  it('stays equal to the quotes through inserts, status changes, sending, revisions, renames, team deletion and deletes', async () => {
    const c = await seedOrganization(ctx.app, ctx.database.db, 'charlie');
    const db = ctx.database.db;
    const [team] = await db.insert(teams).values({ organizationId: c.id, name: 'Gone soon' }).returning();
    const U = c.members.Manager.userId;
    await insertQuotes(db, c.id, [
      {
        userId: U,
        teamId: team!.id,
        status: 'Approved',
        issueDate: '2026-03-31',
        revenue: '100.10',
        grossProfit: '10.01',
      },
      {
        userId: U,
        teamId: team!.id,
        status: 'New quotations',
        issueDate: '2026-04-01',
        revenue: '200.00',
        grossProfit: '20.00',
      },
      {
        userId: U,
        teamId: null,
        status: 'Waiting for approval',
        issueDate: '2026-04-30',
        revenue: '300.00',
        grossProfit: '30.00',
        sent: true,
      },
    ]);
    expect(await expectInStep(c.id)).toHaveLength(3);
    const mine = await db.select().from(quotes).where(eq(quotes.organizationId, c.id)).orderBy(quotes.id);
    // A status change and a send move a quote between rows; a replaced revision that no longer counts leaves
    // the sums.
    await db.update(quotes).set({ status: 'Approved', sentAt: new Date() }).where(eq(quotes.id, mine[1]!.id));
    await expectInStep(c.id);
    await db
      .update(quotes)
      .set({ supersededAt: new Date(), counted: false })
      .where(eq(quotes.id, mine[2]!.id));
    await db
      .update(quotes)
      .set({ issueDate: '2026-05-02', revenue: '150.55', companyName: 'Initech' })
      .where(eq(quotes.id, mine[0]!.id));
    await expectInStep(c.id);
    // Deleting the team sets its quotes' team to none (ON DELETE SET NULL), which the summary follows.
    await db.delete(teams).where(eq(teams.id, team!.id));
    const after = await expectInStep(c.id);
    expect(after).toEqual([
      {
        team_id: null,
        user_id: U,
        month: '2026-04-01',
        status: 'Approved',
        sent: true,
        quotes: 1,
        revenue: '200.00',
        gross_profit: '20.00',
      },
      {
        team_id: null,
        user_id: U,
        month: '2026-05-01',
        status: 'Approved',
        sent: true,
        quotes: 1,
        revenue: '150.55',
        gross_profit: '10.01',
      },
    ]);
    await db.delete(quotes).where(eq(quotes.organizationId, c.id));
    expect(await expectInStep(c.id)).toEqual([]);
    // The calculations (kept: their quotes were deleted, not them), per UTC month of creation.
    expect(
      await rowsOf(
        sql`select team_id, user_id, month::text as month, calculations from calculation_month_counts
             where organization_id = ${c.id} order by month`,
      ),
    ).toEqual([
      { team_id: null, user_id: U, month: '2026-03-01', calculations: 1 },
      { team_id: null, user_id: U, month: '2026-04-01', calculations: 2 },
    ]);
  });
});
