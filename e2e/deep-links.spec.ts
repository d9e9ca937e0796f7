import { expect, type Page } from '@playwright/test';
import { screenshotBoth } from './src/harness';
import { journey } from './src/journey';
import { DEMO_OWNER } from './src/saved-work';

/**
 * Links keep their target (docs/product/accounts.md#returning-to-the-requested-page): a signed-out person opening
 * a quote, a calculation or a settings tab signs in and lands on that page, on the organisation's host or through
 * the hand-over from the main host; an expired session comes back to where it was; `next` never leaves the site.
 * Signing in through the form is what these tests are about; the quote and the calculation each test follows a
 * link to are saved through the API (src/saved-work.ts), so each test stands alone.
 */
const test = journey();

/** The sign-in form, filled and sent as the demo Owner would. */
async function signIn(page: Page) {
  await page.getByLabel('Email').fill(DEMO_OWNER);
  await page.getByLabel(/^Password/).fill('DemoPass2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('a signed-out person following a link', () => {
  test('lands on the quote from the "client signed" e-mail after signing in', async ({
    server,
    savedWork,
    visitorPage: page,
  }) => {
    const quote = await savedWork.quote();
    await page.goto(server.orgUrl('demo', `/quote/${quote.id}`));
    await expect(page).toHaveURL(server.orgUrl('demo', `/signin?next=%2Fquote%2F${quote.id}`));
    await screenshotBoth(page, 'signin-with-return');
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/quote/${quote.id}`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('lands on the calculation, through the hand-over from the main host', async ({
    server,
    savedWork,
    visitorPage: page,
  }) => {
    const calculation = await savedWork.calculation();
    await page.goto(`${server.url}/calculations/${calculation.id}`);
    await expect(page).toHaveURL(`${server.url}/signin?next=%2Fcalculations%2F${calculation.id}`);
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/calculations/${calculation.id}`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('lands on the settings tab it asked for', async ({ server, visitorPage: page }) => {
    const tab = '/settings/calculation-settings?tab=stax';
    await page.goto(server.orgUrl('demo', tab));
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', tab));
    await expect(page.getByRole('tab', { name: 'Sales Tax', selected: true })).toBeVisible();
  });

  test('is told to sign in first on /change-plan, and comes back to it', async ({
    server,
    visitorPage: page,
  }) => {
    await page.goto(server.orgUrl('demo', '/change-plan'));
    await expect(page.getByText('You need to login first!')).toBeVisible();
    await expect(page).toHaveURL(server.orgUrl('demo', '/signin?next=%2Fchange-plan'));
    await screenshotBoth(page, 'change-plan-signed-out');
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', '/change-plan'));
  });

  test('is never sent to another site by a crafted link', async ({
    server,
    savedWork,
    visitorPage: page,
  }) => {
    const quote = await savedWork.quote();
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
    await page.goto(server.orgUrl('demo', `/signin?next=${encodeURIComponent(`/quote/${quote.id}`)}`));
    await expect(page).toHaveURL(server.orgUrl('demo', `/quote/${quote.id}`));
  });
});

test('an expired session signs in again and comes back to the page it was on', async ({
  server,
  demoPage: page,
}) => {
  // The Messages menu reads the unread messages about 2 s after the page loads, then every 30 s
  // (docs/product/notifications.md#messages-dropdown-header): once that first read and every other call of the
  // first load have answered, the next call is the SPTO tab's own (its table).
  const messagesRead = page.waitForResponse((r) => r.url().includes('/api/notifications?unread=true'), {
    timeout: 60_000,
  });
  await page.goto(server.orgUrl('demo', '/settings/calculation-settings?tab=stax'));
  await expect(page.getByRole('tab', { name: 'Sales Tax', selected: true })).toBeVisible();
  await messagesRead;
  await page.waitForLoadState('networkidle');
  // The session ends on the server (as when it expires); the next call answers 401.
  await page.context().clearCookies();
  await page.getByRole('tab', { name: 'SPTO' }).click();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?next=/);
  await signIn(page);
  await expect(page).toHaveURL(server.orgUrl('demo', '/settings/calculation-settings?tab=spto'));
  await expect(page.getByRole('tab', { name: 'SPTO', selected: true })).toBeVisible();
});

test('the hand-over from the main host to the organisation host', async ({ server, visitorPage: page }) => {
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
  expect((await (await startup).json()).user.email).toBe(DEMO_OWNER);
  expect(addresses.filter((a) => a.includes('id='))).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  console.log(`hand-over: ${handedOver} ms from the sign-in answer to the signed-in dashboard`);
});
