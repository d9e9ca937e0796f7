import { expect } from '@playwright/test';
import { screenshotBoth } from './src/harness';
import { journey } from './src/journey';

/**
 * Network and server failures (docs/product/README.md#network-and-server-failures): the page and what was typed
 * stay, the message says what happened and what to do, reads retry by themselves, a failed navigation never
 * replaces the app with an error page.
 */
const test = journey();

const OFFLINE_BANNER = "You're offline: your changes are kept; retrying when you're back online.";

test('saving offline keeps the input and says what to do; back online, saving works', async ({
  server,
  demoPage: page,
}) => {
  const ctx = page.context();
  await page.goto(server.orgUrl('demo', '/settings/company-information'));
  const name = page.getByLabel('Company Name');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await name.fill(`${original} Offline`);
  // The app loads the toasts' code 2 s after it starts (lib/notify.ts preloadToasts): a user goes offline
  // later than that. Before it, the app stays up without the toast (app/providers.tsx).
  await page.waitForTimeout(2_500);
  await ctx.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("You're offline: your changes are kept; try again when you're back online."),
  ).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(name).toHaveValue(`${original} Offline`);
  await screenshotBoth(page, 'offline-save');

  await ctx.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await name.fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
});

test('navigating offline keeps the app and opens the page once back online', async ({
  server,
  demoPage: page,
}) => {
  const ctx = page.context();
  await page.goto(server.orgUrl('demo', '/settings'));
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await ctx.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  // Never the whole-app error page; the navigation stays usable.
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await screenshotBoth(page, 'offline-navigation');
  await ctx.setOffline(false);
  await expect(page).toHaveURL(server.orgUrl('demo', '/quotes'));
  await expect(page.getByRole('heading', { name: 'Quotes', exact: true }).first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a read answered 503 is retried by itself; a write answered 500 is not, and says so', async ({
  server,
  demoPage: page,
}) => {
  let reads = 0;
  await page.route('**/api/organization_team/calculations?*', async (route) => {
    reads += 1;
    if (reads <= 2) await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' });
    else await route.continue();
  });
  await page.goto(server.orgUrl('demo', '/calculations'));
  await expect(page.getByRole('heading', { name: 'Calculations' })).toBeVisible();
  // Two failures, then the real answer: the list shows without anyone pressing anything.
  await expect.poll(() => reads, { timeout: 20_000 }).toBe(3);
  await expect(page.getByText('There are no records to display')).toHaveCount(0);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /\$[\d,]+\.\d\d/ })
      .first(),
  ).toBeVisible();
  await page.unroute('**/api/organization_team/calculations?*');

  let writes = 0;
  await page.goto(server.orgUrl('demo', '/settings/company-information'));
  const name = page.getByLabel('Company Name');
  await expect(name).not.toHaveValue('');
  await page.route('**/api/organization/update', async (route) => {
    writes += 1;
    await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
  });
  await name.fill('Kept Name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('StaffMargin could not answer (500): your changes are kept; try again in a moment.'),
  ).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expect(name).toHaveValue('Kept Name');
  expect(writes).toBe(1);
});
