/**
 * Live results latency in Chromium: from a keystroke in the pay rate to the new figures painted, for a
 * two-person calculation and for 100 persons x 3 work locations. Goals (docs/product/calculator.md#results-beside-the-form-our-addition):
 * p95 under 16 ms for two persons, under 50 ms for 100 x 3.
 *
 * How: the calculation is saved through the API and opened in the calculator (edit mode). The page records the
 * keydown's time, watches the live results card for its text to change, and takes the time in the first
 * animation frame after that change, once the frame is painted (rAF, then a task). `npm run bench -w e2e`.
 */
import os from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import { signInDemo, startServer } from '../src/harness';

type Wire = Record<string, unknown> & { wc_states: unknown[]; job_name: string };

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);

async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** Persons of the demo calculations, one per distinct work state (the demo has four states). */
async function demoPersons(page: Page): Promise<Wire[]> {
  const list = await api<{ data: { calculation: { id: number }[] } }>(
    page,
    '/organization_team/calculations?per_page=50',
  );
  const byState = new Map<string, Wire>();
  for (const row of list.data.calculation) {
    const detail = await api<{ data: { calculation: { person_list: Wire[] } } }>(
      page,
      '/organization_team/calculation',
      { id: row.id },
    );
    for (const p of detail.data.calculation.person_list) {
      const state = String((p.wc_states[0] as { state_id: string }).state_id);
      const plain = !(p.pay as { stepend?: boolean }).stepend;
      if (plain && !byState.has(state)) byState.set(state, p);
    }
    if (byState.size >= 3) break;
  }
  return [...byState.values()];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Opens the saved calculation in the calculator and types into the pay rate; the latency of each keystroke. */
async function measure(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  const region = page.getByRole('region', { name: 'Live results' });
  await region
    .getByRole('button', { name: /^Revenue / })
    .waitFor({ timeout: 60_000 })
    .catch(async (err) => {
      await page.screenshot({ path: 'test-results/bench-failure.png' });
      throw err;
    });
  const payRate = page.getByRole('textbox', { name: /^Pay rate/ });
  await payRate.click();
  // The field shows 25.00: type before the decimal point (25|.00), so each key changes the dollars.
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __t0: number | null };
    w.__lat = [];
    w.__t0 = null;
    const card = document.querySelector('section[aria-label="Live results"]')!;
    let last = card.textContent;
    document.addEventListener('keydown', (e) => (w.__t0 = e.timeStamp), true);
    new MutationObserver(() => {
      if (w.__t0 === null) return;
      const text = card.textContent;
      if (text === last) return;
      last = text;
      const start = w.__t0;
      w.__t0 = null;
      requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - start)));
    }).observe(card, { subtree: true, childList: true, characterData: true });
  });
  for (let i = 0; i < KEYSTROKES; i++) {
    // Alternate 25 -> 251 -> 25 ...: every keystroke changes the figures.
    await page.keyboard.press(i % 2 === 0 ? '1' : 'Backspace');
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1, {
      timeout: 30_000,
    });
    await page.waitForTimeout(30);
  }
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

async function main() {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInDemo(server, context, 'demo@staffmargin.app');
    const page = await context.newPage();
    await page.goto(server.orgUrl('demo', '/calculations'));
    const base = await demoPersons(page);
    if (base.length < 3) throw new Error('The demo organisation needs three states');
    const three = base.slice(0, 3).map((p) => p.wc_states[0]);
    const withPay = (p: Wire, job: string, wc_states = p.wc_states): Wire => ({
      ...p,
      job_name: job,
      pay: { ...(p.pay as object), pay_rate: '25' },
      wc_states,
    });
    const cases = [
      { name: '2 persons', persons: [withPay(base[0]!, 'Bench A'), withPay(base[1]!, 'Bench B')] },
      {
        name: '100 persons x 3 locations',
        persons: Array.from({ length: 100 }, (_, i) => withPay(base[i % 3]!, `Bench ${i + 1}`, three)),
      },
    ];
    const lines: string[] = [];
    for (const c of cases) {
      const created = await api<{ data: { calculation: { id: number } } }>(
        page,
        '/organization_team/calculation/create',
        { name: `Bench ${c.name}`, person_list: c.persons },
      );
      const lat = (
        await measure(page, server.orgUrl('demo', `/calculations/edit/${created.data.calculation.id}`))
      ).sort((a, b) => a - b);
      const f = (v: number) => `${v.toFixed(1)} ms`;
      lines.push(
        `live results, ${c.name}: p50 ${f(percentile(lat, 50))}, p95 ${f(percentile(lat, 95))}, max ${f(lat.at(-1)!)} (${lat.length} keystrokes)`,
      );
    }
    // Wall-clock figures: on a shared machine they grow with its load, so the load is printed beside them.
    const load = os.loadavg()[0]!.toFixed(1);
    lines.push(`(load average ${load} on ${os.cpus().length} cores while measuring)`);
    console.log(lines.join('\n'));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
