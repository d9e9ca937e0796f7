import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { saveDallasCalculation } from './src/calculator-setup';
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
const NOTE = `${NEXT}: ${LAST} federal tax figures and SUTA wage base (TX) used; the ${NEXT} figures are not in our reference data.`;

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

test('a calculation running into a year not in the reference data says which year was used', async () => {
  await page.goto(server.orgUrl('demo', '/calculations'));
  // This journey is about the figures: the first-visit walkthroughs stay closed (they have their own journey).
  await page.evaluate(() => {
    localStorage.setItem('calculationDetailDemo', 'false');
    localStorage.setItem('onboardingSurvey', 'done');
  });
  // A Dallas forklift operator from 1 December LAST to 31 January NEXT.
  const id = await saveDallasCalculation(page, server, 'Across the new year', {
    start: `${LAST}-12-01`,
    end: `${NEXT}-01-31`,
  });

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
