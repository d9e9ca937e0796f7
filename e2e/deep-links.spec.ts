import { expect, type Page } from '@playwright/test';
import { screenshotBoth } from './src/harness';
import { DEMO_OWNER, journey } from './src/journey';

/**
 * Links keep their target (docs/product/accounts.md#returning-to-the-requested-page): a signed-out person opening
 * a quote, a calculation or a settings tab signs in and lands on that page, on the organisation's host or through
 * the hand-over from the main host; an expired session comes back to where it was; `next` never leaves the site.
 */
const test = journey();
const EMAIL = DEMO_OWNER;
const PASSWORD = 'DemoPass2026!';

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('a signed-out person following a link', () => {
  test('lands on the quote from the "client signed" e-mail after signing in', async ({
    server,
    visitorPage: page,
    demoRecords: ids,
  }) => {
    await page.goto(server.orgUrl('demo', `/quote/${ids.quote}`));
    await expect(page).toHaveURL(server.orgUrl('demo', `/signin?next=%2Fquote%2F${ids.quote}`));
    await screenshotBoth(page, 'signin-with-return');
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/quote/${ids.quote}`));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('lands on the calculation, through the hand-over from the main host', async ({
    server,
    visitorPage: page,
    demoRecords: ids,
  }) => {
    await page.goto(`${server.url}/calculations/${ids.calculation}`);
    await expect(page).toHaveURL(`${server.url}/signin?next=%2Fcalculations%2F${ids.calculation}`);
    await signIn(page);
    await expect(page).toHaveURL(server.orgUrl('demo', `/calculations/${ids.calculation}`));
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
    visitorPage: page,
    demoRecords: ids,
  }) => {
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
  });
});

test('an expired session signs in again and comes back to the page it was on', async ({
  server,
  demoPage: page,
}) => {
  const ctx = page.context();
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
});

test('the hand-over from the main host to the organisation host', async ({ server, visitorPage: page }) => {
  await page.goto(`${server.url}/signin`);
  const onOrgHost: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('demo.localhost')) onOrgHost.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  let answered = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/sign_in')) answered = Date.now();
  });
  await signIn(page);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const handedOver = Date.now() - answered;
  await expect(page).toHaveURL(server.orgUrl('demo', '/dashboard'));
  // The link is redeemed before the app starts: the organisation host never shows the sign-in form, and the
  // start-up answer it reads is the signed-in one.
  expect(onOrgHost).toContain('POST /api/auth/sign_in_by_uuid');
  expect(onOrgHost).toContain('GET /api/bootstrap');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  console.log(`hand-over: ${handedOver} ms from the sign-in answer to the signed-in dashboard`);
});
