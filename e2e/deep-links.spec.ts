import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { attachServerLogs, type RunningServer, screenshotBoth, signInDemo, startServer } from './src/harness';

/**
 * Links keep their target (docs/product/accounts.md#returning-to-the-requested-page): a signed-out person opening
 * a quote, a calculation or a settings tab signs in and lands on that page, on the organisation's host or through
 * the hand-over from the main host; an expired session comes back to where it was; `next` never leaves the site.
 */
let server: RunningServer;
let ids: { quote: number; calculation: number };

const EMAIL = 'demo@staffmargin.app';
const PASSWORD = 'DemoPass2026!';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  server = await startServer();
  // The demo organisation's first quote and calculation, read as its Owner would.
  const ctx = await browser.newContext();
  await signInDemo(server, ctx, EMAIL);
  const page = await ctx.newPage();
  await page.goto(server.orgUrl('demo', '/learning-center'));
  ids = await page.evaluate(async () => {
    const get = async (url: string) => (await fetch(url)).json();
    const quotes = await get('/api/organization_team/quotes?page=1&per_page=5');
    const calcs = await get('/api/organization_team/calculations?page=1&per_page=5');
    return { quote: quotes.data.quotation[0].id, calculation: calcs.data.calculation[0].id };
  });
  await ctx.close();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(() => server?.stop());

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const fresh = async (browser: { newContext: () => Promise<BrowserContext> }) =>
  (await browser.newContext()).newPage();

test.describe('a signed-out person following a link', () => {
  test('lands on the quote from the "client signed" e-mail after signing in', async ({ browser }) => {
    const page = await fresh(browser);
    await page.goto(server.orgUrl('demo', `/quote/${ids.quote}`));
    await expect(page).toHaveURL(server.orgUrl('demo', `/signin?next=%2Fquote%2F${ids.quote}`));
    await screenshotBoth(page, 'signin-with-return');
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/quote/${ids.quote}`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.context().close();
  });

  test('lands on the calculation, through the hand-over from the main host', async ({ browser }) => {
    const page = await fresh(browser);
    await page.goto(`${server.url}/calculations/${ids.calculation}`);
    await expect(page).toHaveURL(`${server.url}/signin?next=%2Fcalculations%2F${ids.calculation}`);
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/calculations/${ids.calculation}`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.context().close();
  });

  test('lands on the settings tab it asked for', async ({ browser }) => {
    const page = await fresh(browser);
    const tab = '/settings/calculation-settings?tab=stax';
    await page.goto(server.orgUrl('demo', tab));
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', tab));
    await expect(page.getByRole('tab', { name: 'Sales Tax', selected: true })).toBeVisible();
    await page.context().close();
  });

  test('is told to sign in first on /change-plan, and comes back to it', async ({ browser }) => {
    const page = await fresh(browser);
    await page.goto(server.orgUrl('demo', '/change-plan'));
    await expect(page.getByText('You need to login first!')).toBeVisible();
    await expect(page).toHaveURL(server.orgUrl('demo', '/signin?next=%2Fchange-plan'));
    await screenshotBoth(page, 'change-plan-signed-out');
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', '/change-plan'));
    await page.context().close();
  });

  test('is never sent to another site by a crafted link', async ({ browser }) => {
    const page = await fresh(browser);
    const crafted = ['//evil.test/', '/\\evil.test', '/..//evil.test', 'https://evil.test/'];
    for (const next of crafted) {
      await page.goto(server.orgUrl('demo', `/signin?next=${encodeURIComponent(next)}`));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
    // Signing in from the last one lands on this host's dashboard.
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', '/dashboard'));
    await page.goto(server.orgUrl('demo', `/signin?next=${encodeURIComponent('//evil.test/')}`));
    await expect(page).toHaveURL(server.orgUrl('demo', '/dashboard'));
    await page.goto(server.orgUrl('demo', `/signin?next=${encodeURIComponent(`/quote/${ids.quote}`)}`));
    await expect(page).toHaveURL(server.orgUrl('demo', `/quote/${ids.quote}`));
    await page.context().close();
  });
});

test('an expired session signs in again and comes back to the page it was on', async ({ browser }) => {
  const ctx = await browser.newContext();
  await signInDemo(server, ctx, EMAIL);
  const page = await ctx.newPage();
  const tab = '/settings/calculation-settings?tab=stax';
  await page.goto(server.orgUrl('demo', tab));
  await expect(page.getByRole('tab', { name: 'Sales Tax', selected: true })).toBeVisible();
  // The session ends on the server (as when it expires); the next call answers 401.
  await ctx.clearCookies();
  await page.getByRole('tab', { name: 'Other Costs' }).click();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?next=/);
  await signIn(page);
  await expect(page).toHaveURL(server.orgUrl('demo', '/settings/calculation-settings?tab=othercost'));
  await ctx.close();
});

test('the hand-over from the main host to the organisation host', async ({ browser }) => {
  const page = await fresh(browser);
  await page.goto(`${server.url}/signin`);
  const onOrgHost: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('demo.localhost')) onOrgHost.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  let answered = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/sign_in')) answered = Date.now();
  });
  const startup = page.waitForResponse((r) => r.url() === server.orgUrl('demo', '/api/bootstrap'));
  await signIn(page);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const handedOver = Date.now() - answered;
  await expect(page).toHaveURL(server.orgUrl('demo', '/dashboard'));
  // The link is redeemed by its own page request, which sends the browser on to the dashboard: the app never
  // redeems it itself, the start-up request the HTML preloads is already signed in, and the one-time id never
  // shows in the address bar or stays in the tab's history.
  expect(onOrgHost.slice(0, 2)).toEqual(['GET /signin', 'GET /dashboard']);
  expect(onOrgHost).not.toContain('POST /api/auth/sign_in_by_uuid');
  expect((await (await startup).json()).user.email).toBe(EMAIL);
  expect(addresses.filter((a) => a.includes('id='))).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  console.log(`hand-over: ${handedOver} ms from the sign-in answer to the signed-in dashboard`);
  await page.context().close();
});
