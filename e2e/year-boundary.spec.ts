import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { attachServerLogs, type RunningServer, screenshotBoth, signInDemo, startServer } from './src/harness';

/**
 * The year boundary (docs/product/calculations.md#reference-years): a recruiter prices an assignment running
 * into the year after the last one in the reference data; the calculation page and the calculator's live
 * results say which year's figures were used. LAST is the latest year with federal figures in the year files.
 */
const yearsDir = path.resolve(import.meta.dirname, '../apps/api/src/seed/data/years');
const LAST = Math.max(
  ...fs
    .readdirSync(yearsDir)
    .filter((f) => /^\d{4}\.json$/.test(f))
    .map((f) => JSON.parse(fs.readFileSync(path.join(yearsDir, f), 'utf8')))
    .filter((y) => y.federal)
    .map((y) => y.year as number),
);
const NEXT = LAST + 1;
const NOTE = `${NEXT}: ${LAST} federal tax figures and SUTA wage base (TX) used; ${NEXT}'s not yet published.`;

let server: RunningServer;
let ctx: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  ctx = await browser.newContext();
  await signInDemo(server, ctx, 'demo@staffmargin.app');
  page = await ctx.newPage();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(async () => {
  await ctx?.close();
  await server?.stop();
});

/** Saves, through the API the wizard uses, a Dallas forklift operator from 1 December LAST to 31 January NEXT. */
const saveAcrossNewYear = () =>
  page.evaluate(
    async ({ last, next }) => {
      const json = async (url: string, init?: RequestInit) => (await fetch(url, init)).json();
      const tx = (await json('/api/states')).data.find((s: { code: string }) => s.code === 'TX');
      const dallas = (await json(`/api/cities?state_id=${tx.id}`)).data.find(
        (c: { name: string }) => c.name === 'Dallas',
      );
      const person = {
        job_name: 'Forklift operator',
        number_of_employees: 1,
        pay: {
          compensation_type: 'hourly',
          pay_rate: '22',
          stepend: false,
          exampt: false,
          discount: '0',
          pay_frequency: 'weekly',
          salary_type: 'annual',
        },
        bill: { compensation_type: 'bill_rate', bill_rate: '34', overtime: '1.5' },
        assignment: {
          have_start_end_date: 'yes',
          shadule: 'full-time',
          start_date: `${last}-12-01`,
          end_date: `${next}-01-31`,
        },
        benifits: {
          holiday_pay: false,
          paid_time: false,
          k_401: false,
          bonus: false,
          healthcare_plan: false,
          spto: false,
        },
        othercost: { number_of_days: '0', costTypes_and_ids: {} },
        wc_states: [
          {
            state_id: String(tx.id),
            city_id: String(dallas.id),
            wc_settings: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1' },
          },
        ],
      };
      const saved = await json('/api/organization_team/calculation/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Across the new year', person_list: [person] }),
      });
      return saved.data.calculation.id as number;
    },
    { last: LAST, next: NEXT },
  );

test('a calculation running into a year not in the reference data says which year was used', async () => {
  await page.goto(server.orgUrl('demo', '/calculations'));
  // This journey is about the figures: the first-visit walkthroughs stay closed (they have their own journey).
  await page.evaluate(() => {
    localStorage.setItem('calculationDetailDemo', 'false');
    localStorage.setItem('onboardingSurvey', 'done');
  });
  const id = await saveAcrossNewYear();

  await page.goto(server.orgUrl('demo', `/calculations/${id}`));
  const note = page.getByRole('note', { name: 'Reference years' });
  await expect(note).toHaveText(NOTE);
  await screenshotBoth(page, 'year-boundary-calculation');

  // The calculator, editing it, prices live in the browser and says the same.
  await page.goto(server.orgUrl('demo', `/calculations/edit/${id}`));
  const live = page.locator('section[aria-label="Live results"]');
  await expect(live.getByRole('note', { name: 'Reference years' })).toHaveText(NOTE);
  await screenshotBoth(page, 'year-boundary-calculator');
});
