import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { request as api, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const screenshotDir = path.join(root, 'e2e/screenshots');
const apiDir = path.join(root, 'apps/api');
const bundle = path.join(apiDir, 'dist/server.js');

export interface RunningServer {
  /** http://localhost:PORT */
  url: string;
  port: number;
  /** localhost:PORT: organisations live at {domain}.localhost:PORT */
  appDomain: string;
  dataDir: string;
  /** Set when the run uses PostgreSQL (TEST_DATABASE_URL): the server's own fresh database. */
  databaseUrl?: string;
  /** An organisation's own address on this server. */
  orgUrl(domain: string, pathname?: string): string;
  logs(): string;
  /** Stops the server; the data folder is deleted unless keepData is set. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the real product (built web app + API) on a free port with a fresh embedded database. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; databaseUrl?: string } = {},
): Promise<RunningServer> {
  const env = options.env ?? {};
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir();
  const appDomain = `localhost:${port}`;
  const databaseUrl = options.databaseUrl ?? (await createServerDatabase());
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=64', ...serverEntry()], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DOMAIN: appDomain,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://localhost:${port}`;
  // Ready when /readyz answers 200; a server that exits first fails at once with its output.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', () => reject(new Error('server exited early'))),
  );
  exited.catch(() => {});
  const readyz = () =>
    fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
  const ready = async () => {
    await expect.poll(readyz, { message: 'server became ready', timeout: 120_000 }).toBe(200);
  };
  await Promise.race([ready(), exited]).catch((error: Error) => {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    url,
    port,
    appDomain,
    dataDir,
    databaseUrl,
    orgUrl: (domain, pathname = '/') => `http://${domain}.${appDomain}${pathname}`,
    logs: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (keepData) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropServerDatabase(databaseUrl);
    },
  };
}

/**
 * The compiled server (`npm run build`: what production runs) when it is newer than every TypeScript source it is
 * built from: its start spends about 2 s less CPU than tsx's (docs/performance.md#compiled-release-and-tsx), and
 * each journey file starts a server, on two cores. Otherwise tsx runs the sources, so an edit not yet built is
 * what the journey tests.
 */
function serverEntry(): string[] {
  if (bundleIsFresh === undefined)
    bundleIsFresh = fs.existsSync(bundle) && !newerSource(fs.statSync(bundle).mtimeMs);
  return bundleIsFresh ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
}
let bundleIsFresh: boolean | undefined;

function newerSource(than: number): boolean {
  const sources = [
    path.join(apiDir, 'src'),
    ...['engine', 'contracts', 'pricing'].map((p) => path.join(root, 'packages', p, 'src')),
  ];
  return sources.some((dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .some(
        (f) =>
          f.isFile() &&
          f.name.endsWith('.ts') &&
          !f.name.endsWith('.test.ts') &&
          fs.statSync(path.join(f.parentPath, f.name)).mtimeMs > than,
      ),
  );
}

/**
 * A new server's data folder: on PGlite, a copy of the run's seeded template (src/global-setup.ts) when there is
 * one, so the server starts on a migrated and seeded database instead of creating one (most of a start's time).
 */
function freshDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-e2e-'));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template && !process.env.TEST_DATABASE_URL) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * With TEST_DATABASE_URL set, each server gets a fresh PostgreSQL database, copied from the run's seeded template
 * database when there is one; otherwise PGlite.
 */
async function createServerDatabase(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `sm_e2e_${Date.now()}_${Math.random().toString(16).slice(2, 8)}`;
  const template = process.env.E2E_TEMPLATE_DATABASE;
  await adminQuery(
    base,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropServerDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await adminQuery(process.env.TEST_DATABASE_URL!, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Saves full-page screenshots of the current page at desktop and phone widths, for people to look at. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await nextPaint(page);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Screenshots for people to look at, with the toasts of earlier steps hidden (they would cover the page). */
export async function screenshotWithoutToasts(page: Page, name: string): Promise<void> {
  const hide = (hidden: boolean) =>
    page.evaluate((on) => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))) {
        el.style.display = on ? 'none' : '';
      }
    }, hidden);
  await hide(true);
  await screenshotBoth(page, name);
  await hide(false);
}

/** A form field by its label, with or without Mantine's required mark. */
export function fieldIn(scope: Page | Locator, text: string): Locator {
  return scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)).first();
}

/** Mantine Select: open it by its label, optionally type to filter, then pick the option (its list is portalled). */
export async function pickIn(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const input = fieldIn(scope, label);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A JSON POST to the API from the signed-in page (its cookie, its Origin), answered as JSON. */
export function postFromPage<T>(page: Page, apiPath: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ apiPath, body }) => {
      const res = await fetch(`/api${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { apiPath, body },
  ) as Promise<T>;
}

/**
 * A pattern for text as a person reads it (innerText): each space in `pattern` stands for any run of whitespace,
 * such as the tab and line breaks between table cells, and the ends may carry whitespace too.
 */
export function spaced(pattern: RegExp): RegExp {
  const source = pattern.source
    .replaceAll(' ', '\\s+')
    .replace(/^\^/, '^\\s*')
    .replace(/([^\\])\$$/, '$1\\s*$');
  return new RegExp(source, pattern.flags);
}

/** Matches `url` with any query string: for expect(page).toHaveURL(...). */
export function urlOf(url: string): RegExp {
  return new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
}

/** Resolves after the browser has laid out and painted the page at its current size (after a resize). */
function nextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** On a failed test, the server's output goes into the report beside the trace. */
export async function attachServerLogs(server: RunningServer | undefined) {
  const testInfo = test.info();
  if (server && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server-log', { body: server.logs(), contentType: 'text/plain' });
}

/** Tours open half a second after a page loads: Escape closes them, as a keyboard user would. */
export async function closeTours(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Walks the four-slide walkthrough `name` to its end (Next three times, then Finish); it must be showing. */
export async function finishWalkthrough(page: Page, name: string) {
  const tour = page.getByRole('dialog', { name });
  await expect(tour).toBeVisible();
  for (let i = 0; i < 3; i++) await tour.getByRole('button', { name: 'Next', exact: true }).click();
  await tour.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(tour).toBeHidden();
}

/**
 * One call to an organisation's API from Node, with the organisation's Host (Node cannot resolve *.localhost)
 * and, when given, the session cookie. Answers the status, the body and the session cookie set, if any.
 */
export async function orgRequest(
  server: RunningServer,
  domain: string,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown; session?: string },
): Promise<{ status: number; body: string; session?: string }> {
  const host = `${domain}.${server.appDomain}`;
  const headers: Record<string, string> = { host, origin: `http://${host}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.session) headers.cookie = `sm_session=${request.session}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: request.path, method: request.method, headers },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sm_session='));
          const session = cookie?.split(';')[0]?.slice('sm_session='.length);
          resolve({ status: res.statusCode ?? 0, body, session });
        });
      },
    );
    req.on('error', reject);
    req.end(request.body === undefined ? undefined : JSON.stringify(request.body));
  });
}

/** Signs a member of the organisation at `domain` in through the API and gives `ctx` the session. */
export async function signInAs(
  server: RunningServer,
  ctx: BrowserContext,
  who: { domain: string; email: string; password: string },
): Promise<void> {
  const { status, session } = await orgRequest(server, who.domain, {
    method: 'POST',
    path: '/api/auth/sign_in',
    body: { email: who.email, password: who.password },
  });
  if (status !== 200 || !session) throw new Error(`sign in answered ${status}`);
  await ctx.addCookies([
    {
      name: 'sm_session',
      value: session,
      domain: `${who.domain}.localhost`,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** Signs a demo member in through the API and gives `ctx` the session. */
export const signInDemo = (server: RunningServer, ctx: BrowserContext, email: string) =>
  signInAs(server, ctx, { domain: 'demo', email, password: 'DemoPass2026!' });

/**
 * Stops the server's clock at `at` (null: back to the system time). Only a server started with
 * `env: { TEST_CLOCK: 'true' }` has the route (POST /api/testing/clock, served to this machine only).
 */
export async function setServerClock(server: RunningServer, at: Date | null): Promise<Date> {
  const body = JSON.stringify({ at: at?.toISOString() ?? null });
  const text = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/testing/clock',
        method: 'POST',
        headers: { host: server.appDomain, 'content-type': 'application/json' },
      },
      (res) => {
        let out = '';
        res.on('data', (c) => {
          out += c;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(out)
            : reject(new Error(`clock answered ${res.statusCode}: ${out}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return new Date((JSON.parse(text) as { now: string }).now);
}

/** An e-mail as the development mailbox lists it (GET /api/dev/mailbox). */
export interface DevMail {
  to: string;
  text: string;
  links: string[];
}

/**
 * The newest e-mail to `to` in the development mailbox that `matches`, once it is there: e-mails leave from the
 * jobs queue just after the answer that queued them, so the first look may be too early.
 */
export async function devMailTo(
  server: RunningServer,
  to: string,
  matches: (mail: DevMail) => boolean = () => true,
): Promise<DevMail> {
  const mailbox = await api.newContext({ baseURL: server.url });
  let mail: DevMail | undefined;
  try {
    await expect
      .poll(
        async () => {
          const body = (await (await mailbox.get('/api/dev/mailbox')).json()) as { data: DevMail[] };
          mail = body.data.find((m) => m.to === to && matches(m));
          return mail?.to;
        },
        { message: `an e-mail to ${to} in the development mailbox`, intervals: [50, 100, 250] },
      )
      .toBe(to);
  } finally {
    await mailbox.dispose();
  }
  return mail!;
}

/**
 * Opens the development mailbox once an e-mail matching `selector` is in it, and returns that element: e-mails
 * leave from the jobs queue just after the answer that queued them, so the first look may be too early.
 */
export async function openMailboxWith(page: Page, serverUrl: string, selector: string): Promise<Locator> {
  const found = page.locator(selector).first();
  await expect(async () => {
    await page.goto(`${serverUrl}/dev/mailbox`);
    await expect(found).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return found;
}

/** axe-core on the page as it is now: no serious or critical violation (docs/product/public-site.md#accessibility). */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.html.slice(0, 300)} (${n.failureSummary ?? ''})`).join(' | ')}`,
    );
  expect(bad, `${what}: serious or critical axe violations`).toEqual([]);
}
