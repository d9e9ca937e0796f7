import { expect, type Page, test } from '@playwright/test';
import { type RunningServer, signInDemo, startServer } from '../src/harness';

/**
 * Page speed as a visitor feels it: for each page, the time from the start of navigation (Navigation Timing's
 * time origin) to the first frame in which the page's data is on screen. Each page is loaded RUNS times with a
 * warm HTTP cache after the first; the median and the slowest are printed, and the cold first load. For the
 * signed-in pages the same is measured for a click in the sidebar (the app already loaded).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GOAL_MS = 300;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server?.stop());

/**
 * Resolves with the time at which the first animation frame in which `ready` holds runs its callbacks: that
 * frame then paints the data. Not the frame's own timestamp (its vsync), which can lie far earlier when a long
 * task kept the page busy past it.
 */
function dataPaintedAt(page: Page, ready: string): Promise<number> {
  return page.evaluate(
    (source) =>
      new Promise<number>((done, fail) => {
        const check = new Function(`return (${source})`) as () => boolean;
        const limit = performance.now() + 30_000;
        const frame = () => {
          const now = performance.now();
          if (check()) done(now);
          else if (now > limit) fail(new Error(`never ready: ${source}`));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    ready,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Row {
  page: string;
  cold: number;
  median: number;
  max: number;
}
const rows: Row[] = [];

async function measureLoads(page: Page, name: string, url: string, ready: string) {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    // The evaluate starts at commit, so frames before it (the HTML) count from the time origin all the same.
    await page.goto(url, { waitUntil: 'commit' });
    times.push(await dataPaintedAt(page, ready));
  }
  const [cold, ...warm] = times;
  rows.push({ page: name, cold: cold!, median: median(warm), max: Math.max(...warm) });
}

const ready = {
  landing: `!!document.querySelector('[data-testid="seat-price"]')?.textContent?.includes('$')`,
  signin: `!!document.querySelector('input[type="password"]')`,
  calculations: `!!document.querySelector('tbody tr [data-calculation-id]')`,
  calculation: `!!document.querySelector('[aria-label="Revenue"]')?.textContent?.includes('$')`,
  calculator: `[...document.querySelectorAll('label')].some((l) => l.textContent.startsWith('Name'))`,
  settings: `[...document.querySelectorAll('td')].some((td) => td.textContent.includes('manager@staffmargin.app'))`,
};

test('pages show their data within 300 ms of navigation', async ({ browser }) => {
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await measureLoads(anonymous, 'landing', `${server.url}/`, ready.landing);
  await measureLoads(anonymous, 'sign-in', `${server.url}/signin`, ready.signin);
  await visitor.close();

  const ctx = await browser.newContext();
  await signInDemo(server, ctx, 'demo@staffmargin.app');
  const page = await ctx.newPage();
  // A first visit learns a calculation's id for the detail page. It is a first sign-in, so the list's walkthrough
  // opens over the page: its first visits are timed as such, then it is closed as a user closes it, once.
  await page.goto(server.orgUrl('demo', '/calculations'));
  await expect(page.locator('tbody tr [data-calculation-id]').first()).toBeVisible();
  const id = await page.locator('tbody tr [data-calculation-id]').first().getAttribute('data-calculation-id');
  await measureLoads(
    page,
    'calculations, walkthrough open',
    server.orgUrl('demo', '/calculations'),
    ready.calculations,
  );
  await page
    .getByRole('dialog', { name: 'Your calculations' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await measureLoads(page, 'calculations', server.orgUrl('demo', '/calculations'), ready.calculations);
  await measureLoads(page, 'a calculation', server.orgUrl('demo', `/calculations/${id}`), ready.calculation);
  await measureLoads(page, 'calculator', server.orgUrl('demo', '/calculator'), ready.calculator);
  await measureLoads(page, 'settings', server.orgUrl('demo', '/settings'), ready.settings);

  // In-app: hover then click a sidebar link, from the click to the data on screen.
  const inApp: Row[] = [];
  for (const [name, label, check] of [
    ['calculations (sidebar click)', 'Calculations', ready.calculations],
    ['settings (sidebar click)', 'Settings', ready.settings],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(server.orgUrl('demo', '/dashboard'));
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });
      await link.hover();
      const start = await page.evaluate(() => performance.now());
      await link.click();
      times.push((await dataPaintedAt(page, check)) - start);
    }
    inApp.push({ page: name, cold: times[0]!, median: median(times), max: Math.max(...times) });
  }
  await ctx.close();

  const fmt = (ms: number) => `${ms.toFixed(0)} ms`.padStart(8);
  const lines = [
    `Page speed: navigation start to the first frame showing the page's data (loopback, ${RUNS} warm runs)`,
    `${'page'.padEnd(30)}${'cold'.padStart(8)}${'median'.padStart(8)}${'max'.padStart(8)}`,
    ...[...rows, ...inApp].map(
      (r) =>
        `${r.page.padEnd(30)}${fmt(r.cold)}${fmt(r.median)}${fmt(r.max)}  ${r.median < GOAL_MS ? 'goal met' : `over the ${GOAL_MS} ms goal`}`,
    ),
  ];
  // A benchmark prints its figures; the machine's load moves them, so the goal is reported, not asserted.
  console.log(lines.join('\n'));
});
