import { expect, type Page, test } from '@playwright/test';
import { type RunningServer, startServer } from '../src/harness';

/**
 * The hand-over's timeline (docs/performance.md#the-hand-over): sign in on the main host in a fresh context,
 * then every request the organisation host's start makes, counted from the sign-in answer, to the user menu of
 * the signed-in dashboard. BENCH_RUNS runs; BENCH_VERBOSE=1 prints every request; WEB_DIST serves another build.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server?.stop());

interface Row {
  url: string;
  start: number;
  end: number;
  /** From the request sent to the first byte of the answer: the server's part, and any queue in it. */
  wait: number;
  /** The answer's bytes on the wire (headers and body, as received). */
  bytes: number;
}

async function handOver(page: Page): Promise<number> {
  await page.goto(`${server.url}/signin`);
  const rows: Row[] = [];
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const t = request.timing();
    const host = new URL(request.url()).host.startsWith('demo.') ? 'org' : 'main';
    const row: Row = {
      url: `${request.method()} ${host}${new URL(request.url()).pathname}${new URL(request.url()).search}`,
      start: t.startTime,
      end: t.startTime + t.responseEnd,
      wait: t.responseStart - t.requestStart,
      bytes: 0,
    };
    rows.push(row);
    sizes.push(
      request.sizes().then(
        (s) => {
          row.bytes = s.responseHeadersSize + s.responseBodySize;
        },
        () => {},
      ),
    );
  });
  await page.getByLabel('Email').fill('demo@staffmargin.app');
  await page.getByLabel(/^Password/).fill('DemoPass2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const shown = Date.now();
  // The last requests report their timing once finished.
  await expect.poll(() => rows.some((r) => r.url.includes(' org/api/bootstrap'))).toBe(true);
  await Promise.all(sizes);

  const answered = rows.find((r) => r.url.endsWith('main/api/auth/sign_in'))!.end;
  const ms = (at: number | undefined) => (at === undefined ? '-' : String(Math.round(at - answered)));
  const org = rows.filter((r) => r.url.includes(' org/'));
  const find = (part: string) => org.find((r) => r.url.includes(part));
  // The link is redeemed by its own page request (a 303 to the page), or by the page's script when the server
  // answered the page instead (a build served without the server's redemption).
  const link = find('/signin?');
  const redeem = find('/api/auth/sign_in_by_uuid') ?? link;
  const html = org.find(
    (r) => !r.url.includes('/signin?') && !r.url.includes('/api/') && !r.url.includes('.'),
  );
  const startup = org.filter((r) => r.url.includes('/api/bootstrap')).at(-1);
  const chunks = org.filter((r) => r.url.endsWith('.js'));
  // What the browser fetched on the organisation's host before the dashboard was on screen.
  const before = org.filter((r) => r.end <= shown);
  const kb = before.reduce((sum, r) => sum + r.bytes, 0) / 1000;
  console.log(
    `user menu ${ms(shown)} | link ${ms(link?.end)} | redeem ${ms(redeem?.start)}-${ms(redeem?.end)} ` +
      `(server ${Math.round(redeem?.wait ?? 0)}) | page html ${ms(html?.end)} | ` +
      `startup ${ms(startup?.start)}-${ms(startup?.end)} | ` +
      `${chunks.length} chunks, first ${ms(Math.min(...chunks.map((c) => c.start)))}, ` +
      `last ${ms(Math.max(...chunks.map((c) => c.end)))} | ${org.length} requests | ` +
      `before the user menu: ${before.length} requests, ${kb.toFixed(0)} kB`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const r of org.sort((a, b) => a.start - b.start))
      console.log(`${ms(r.start).padStart(6)} ${ms(r.end).padStart(6)} ${r.url}`);
  }
  return shown - answered;
}

test('the hand-over: from the sign-in answer to the signed-in dashboard', async ({ browser }) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext();
    times.push(await handOver(await ctx.newPage()));
    await ctx.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `hand-over: ${times.map(Math.round).join(', ')} ms; median ${Math.round(sorted[sorted.length >> 1]!)}`,
  );
});
