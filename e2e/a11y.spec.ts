import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
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
