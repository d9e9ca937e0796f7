import { expect, type Page } from '@playwright/test';
import { walkthroughsSeen } from './src/calculator-setup';
import { closeTours, expectAccessible, type RunningServer } from './src/harness';
import { journey } from './src/journey';

/**
 * axe-core on every page a visitor and a signed-in member can reach, and on the public modals: no serious or
 * critical violation (docs/product/public-site.md#accessibility).
 */
const test = journey();

/**
 * The demo Owner's page, past the first visit: no walkthrough opens half a second after a page loads, so no step
 * waits for one to open and close it (the walkthroughs have journeys of their own: calculator.spec.ts, quotes.spec.ts).
 */
async function pastFirstVisit(page: Page): Promise<Page> {
  await walkthroughsSeen(page.context());
  return page;
}

test('public pages and modals', async ({ server, visitorPage: page }) => {
  const pages: [string, string][] = [
    ['/', 'Gross Profit Margin Simplified'],
    ['/signin', 'Sign in'],
    ['/signup', ''],
    ['/forgot-password', ''],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${server.url}${path}`);
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    else await expect(page.locator('main, form').first()).toBeVisible();
    await expectAccessible(page, path);
    // The skip link is the first Tab stop of the public pages too (once the page has rendered).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' }), path).toBeFocused();
  }
  await page.goto(server.url);
  for (const [button, title] of [
    ['Get a Demo', 'Get a Demo'],
    ['Send an inquiry', 'Inquiry'],
    ['Contact support', 'Support'],
  ] as const) {
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectAccessible(page, `${title} modal`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

/** The id of the first calculation in the demo organisation's list. */
async function firstCalculationId(page: Page, server: RunningServer) {
  await page.goto(server.orgUrl('demo', '/calculations'));
  const first = page.locator('tbody tr [data-calculation-id]').first();
  await expect(first).toBeVisible();
  return first.getAttribute('data-calculation-id');
}

/** Opens each signed-in page (its heading shown, where it has one) and checks it with axe. */
async function expectPagesAccessible(page: Page, server: RunningServer, pages: [string, string][]) {
  for (const [path, heading] of pages) {
    await page.goto(server.orgUrl('demo', path));
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
}

test('signed-in pages', async ({ server, demoPage: page }) => {
  const id = await firstCalculationId(page, server);
  await expectPagesAccessible(page, server, [
    ['/dashboard', 'Dashboard'],
    ['/calculations', 'Calculations'],
    [`/calculations/${id}`, ''],
    ['/calculator', 'Calculator'],
    ['/notifications', ''],
    ['/settings', 'Settings'],
    ['/settings/account-security', ''],
    ['/settings/company-information', ''],
    ['/settings/calculation-settings', ''],
    ['/learning-center', 'Learning Center'],
  ]);
});

/** The other pages and the dialogs the journeys visit, and the app shell's skip link. */
test('more signed-in pages, dialogs and the skip link', async ({ server, demoPage: page }) => {
  const id = await firstCalculationId(page, server);
  await expectPagesAccessible(page, server, [
    ['/quotes', 'Quotes'],
    ['/settings/billing-payment', ''],
    ['/change-plan', ''],
    [`/calculations/edit/${id}`, 'Edit calculation'],
  ]);

  // The skip link: the first Tab stop of a page, it moves focus past the header and the page links.
  await page.goto(server.orgUrl('demo', '/settings/account-security'));
  // Tab once the page has settled and no walkthrough holds the focus (CI saw the first Tab land elsewhere after
  // waiting for the network alone).
  await closeTours(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
});

test('the team and member pages, and the dialogs of the dashboard and the calculator', async ({
  server,
  demoPage,
}) => {
  const page = await pastFirstVisit(demoPage);
  // The team page and a member's page, opened from the dashboard's team table.
  await page.goto(server.orgUrl('demo', '/dashboard'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('table', { name: 'Teams' }).getByText('Office & Healthcare').click();
  await expect(page.getByRole('heading', { name: 'Office & Healthcare' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'team page');
  await page.getByRole('table', { name: 'Members' }).getByText('Marcus Lee').click();
  await expect(page.getByRole('heading', { name: 'Marcus Lee' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'member page');

  // The dialogs of the calculator and the dashboard, open.
  await page.goto(server.orgUrl('demo', '/dashboard'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const team = page.getByRole('dialog', { name: 'Create Team' });
  await team.getByPlaceholder('Name or e-mail').fill('nora.new@example.com');
  await team.getByPlaceholder('Name or e-mail').press('Enter');
  await expect(team.getByText('Will be invited')).toBeVisible();
  await expectAccessible(page, 'Create Team modal');
  await page.keyboard.press('Escape');

  await page.goto(server.orgUrl('demo', '/calculator'));
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^Name/).fill('Axe check');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add Person' }).click();
  const add = page.getByRole('dialog', { name: 'Add Persons' });
  await expect(add.getByLabel(/^Job name/)).toBeFocused();
  await expectAccessible(page, 'Add Persons modal');
});
