import { expect, type Locator, test } from '@playwright/test';
import { attachServerLogs, closeTours, type RunningServer, startServer } from './src/harness';

/**
 * Keyboard only, from sign-in to a saved calculation (docs/product/README.md#keyboard-and-screen-readers): no
 * click, only keys. Focus follows each step (Continue, a dialog's close), so the Tab presses between fields stay
 * few; the count is printed.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(() => server?.stop());

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
  /** The wizard has opened `tab` with focus in its panel; Tab to `field` (at most 6 presses) and type `value`. */
  const fillTab = async (tab: string, field: RegExp, value: string) => {
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect.poll(inPanel, { message: `focus starts in the ${tab} tab` }).toBe(true);
    await tabTo(page.getByLabel(field), 6, field.source);
    await page.keyboard.type(value);
  };

  await page.goto(`${server.url}/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The skip link is the first Tab stop of a public page too; it moves focus to the form.
  await page.keyboard.press('Tab');
  presses += 1;
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await tabTo(page.getByLabel('Email'), 6, 'Email');
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
  await fillTab('Pay', /^Pay rate \(per hour\)/, '22');
  await tabTo(button('Continue'), 25, 'Continue (Pay)');
  await page.keyboard.press('Enter');

  await fillTab('Bill', /^Bill rate \(per hour\)/, '38');
  await tabTo(button('Continue'), 25, 'Continue (Bill)');
  await page.keyboard.press('Enter');

  await fillTab('Assignment Details', /^Estimated length/, '13');
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
