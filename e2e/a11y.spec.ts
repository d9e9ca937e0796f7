import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { attachServerLogs, type RunningServer, signInDemo, startServer } from './src/harness';

/**
 * axe-core on every page a visitor and a signed-in member can reach, and on the public modals: no serious or
 * critical violation (docs/product/public-site.md#accessibility).
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(() => server?.stop());

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.html.slice(0, 300)} (${n.failureSummary ?? ''})`).join(' | ')}`,
    );
  expect(bad, `${what}: serious or critical axe violations`).toEqual([]);
}

/** Tours open half a second after a page loads: Escape closes them, as a keyboard user would. */
async function closeTours(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('public pages and modals', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
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
  await ctx.close();
});

test('signed-in pages', async ({ browser }) => {
  const ctx = await browser.newContext();
  await signInDemo(server, ctx, 'demo@staffmargin.app');
  const page = await ctx.newPage();
  await page.goto(server.orgUrl('demo', '/calculations'));
  const first = page.locator('tbody tr [data-calculation-id]').first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-calculation-id');
  const pages: [string, string][] = [
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
  ];
  for (const [path, heading] of pages) {
    await page.goto(server.orgUrl('demo', path));
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }

  await ctx.close();
});

/** The other pages and the dialogs the journeys visit, and the app shell's skip link. */
test('more signed-in pages, dialogs and the skip link', async ({ browser }) => {
  const ctx = await browser.newContext();
  await signInDemo(server, ctx, 'demo@staffmargin.app');
  const page = await ctx.newPage();
  await page.goto(server.orgUrl('demo', '/calculations'));
  const first = page.locator('tbody tr [data-calculation-id]').first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-calculation-id');
  const pages: [string, string][] = [
    ['/quotes', 'Quotes'],
    ['/settings/billing-payment', ''],
    ['/change-plan', ''],
    [`/calculations/edit/${id}`, 'Edit calculation'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(server.orgUrl('demo', path));
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }

  // The skip link: the first Tab stop of a page, it moves focus past the header and the page links.
  await page.goto(server.orgUrl('demo', '/settings/account-security'));
  await closeTours(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);

  await ctx.close();
});

test('the team and member pages, and the dialogs of the dashboard and the calculator', async ({
  browser,
}) => {
  const ctx = await browser.newContext();
  await signInDemo(server, ctx, 'demo@staffmargin.app');
  const page = await ctx.newPage();
  // The team page and a member's page, opened from the dashboard's team table.
  await page.goto(server.orgUrl('demo', '/dashboard'));
  await closeTours(page);
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
  await closeTours(page);
  await page.getByRole('button', { name: 'Create Team' }).click();
  const team = page.getByRole('dialog', { name: 'Create Team' });
  await team.getByPlaceholder('Name or e-mail').fill('nora.new@example.com');
  await team.getByPlaceholder('Name or e-mail').press('Enter');
  await expect(team.getByText('Will be invited')).toBeVisible();
  await expectAccessible(page, 'Create Team modal');
  await page.keyboard.press('Escape');

  await page.goto(server.orgUrl('demo', '/calculator'));
  await closeTours(page);
  await page.getByLabel(/^Name/).fill('Axe check');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add Person' }).click();
  const add = page.getByRole('dialog', { name: 'Add Persons' });
  await expect(add.getByLabel(/^Job name/)).toBeFocused();
  await expectAccessible(page, 'Add Persons modal');
  await ctx.close();
});

/**
 * Keyboard only, from sign-in to a saved calculation (docs/product/README.md#keyboard-and-screen-readers): no
 * click, only keys. Focus follows each step (Continue, a dialog's close), so the Tab presses between fields stay
 * few; the count is printed.
 */
test('a recruiter signs in and saves a calculation with the keyboard alone', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  let presses = 0;
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'body';
      const label =
        el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}:${label}`;
    });
  /** Presses Tab until `target` has focus; fails after `max` presses. */
  async function tabTo(target: Locator, max: number, what: string) {
    for (let i = 0; i <= max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
        console.log(`keyboard journey: ${what} after ${i} Tab press(es)`);
        return;
      }
      await page.keyboard.press('Tab');
      presses += 1;
    }
    throw new Error(`${what}: not reached in ${max} Tab presses (focus on ${await focused()})`);
  }
  /** A Mantine select by keyboard: open it with ArrowDown (after typing into a searchable one), walk to the option. */
  async function choose(option: RegExp, search?: string) {
    if (search) await page.keyboard.type(search);
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 60; i++) {
      const current = page.locator('[data-combobox-selected]');
      if ((await current.count()) > 0 && option.test(((await current.first().textContent()) ?? '').trim())) {
        await page.keyboard.press('Enter');
        return;
      }
      await page.keyboard.press('ArrowDown');
    }
    throw new Error(`option ${option} not reached`);
  }
  const inPanel = () => page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"]'));
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto(`${server.url}/signin`);
  await tabTo(page.getByLabel('Email'), 25, 'Email');
  await page.keyboard.type('recruiter@staffmargin.app');
  await tabTo(page.getByLabel(/^Password/), 3, 'Password');
  await page.keyboard.type('DemoPass2026!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await closeTours(page);

  await tabTo(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Calculator/ }),
    20,
    'Calculator link',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calculator$/);
  await closeTours(page);

  await tabTo(page.getByLabel(/^Name/), 8, 'Name');
  await page.keyboard.type('Keyboard only, Dallas');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Persons' })).toBeFocused();

  await tabTo(button('Add Person'), 2, 'Add Person');
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Persons' });
  await expect(add.getByLabel(/^Job name/)).toBeFocused();
  await page.keyboard.type('Forklift operator');
  await tabTo(add.getByRole('combobox', { name: /^State 1/ }), 6, 'State 1');
  await choose(/^Texas$/);
  await tabTo(add.getByRole('combobox', { name: /^City 1/ }), 6, 'City 1');
  await choose(/^Dallas$/, 'Dallas');
  await tabTo(add.getByRole('combobox', { name: /^Workers Compensation 1/ }), 6, 'Workers Compensation 1');
  await choose(/^Warehouse · 8292/);
  await page.keyboard.press('Escape');
  await tabTo(add.getByRole('button', { name: 'Add', exact: true }), 12, 'Add');
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  // Closing the dialog gives focus back to what opened it.
  await expect(button('Add Person')).toBeFocused();

  // Delete -> No keeps the person and returns focus to Delete.
  const del = page.getByRole('button', { name: 'Delete Forklift operator 1' });
  await tabTo(del, 3, 'Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(del).toBeFocused();

  await tabTo(button('Continue'), 3, 'Continue (persons)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Pay', selected: true })).toBeVisible();
  await expect.poll(inPanel, { message: 'focus starts in the Pay tab' }).toBe(true);
  await tabTo(page.getByLabel(/^Pay rate \(per hour\)/), 6, 'Pay rate');
  await page.keyboard.type('22');
  await tabTo(button('Continue'), 25, 'Continue (Pay)');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('tab', { name: 'Bill', selected: true })).toBeVisible();
  await expect.poll(inPanel, { message: 'focus starts in the Bill tab' }).toBe(true);
  await tabTo(page.getByLabel(/^Bill rate \(per hour\)/), 6, 'Bill rate');
  await page.keyboard.type('38');
  await tabTo(button('Continue'), 25, 'Continue (Bill)');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('tab', { name: 'Assignment Details', selected: true })).toBeVisible();
  await expect.poll(inPanel, { message: 'focus starts in the Assignment tab' }).toBe(true);
  await tabTo(page.getByLabel(/^Estimated length/), 6, 'Estimated length');
  await page.keyboard.type('13');
  for (const tab of ['Assignment Details', 'Benefits', 'Other Costs']) {
    await tabTo(button('Continue'), 30, `Continue (${tab})`);
    await page.keyboard.press('Enter');
    if (tab !== 'Other Costs')
      await expect.poll(inPanel, { message: `focus moves on from ${tab}` }).toBe(true);
  }
  await expect(page).toHaveURL(/\/calculations\/\d+$/);
  await expect(page.getByText('Calculation saved successfully')).toBeVisible();
  console.log(`keyboard journey: ${presses} Tab presses from sign-in to a saved calculation`);
  await ctx.close();
});
