import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  type RunningServer,
  screenshotBoth,
  signInDemo,
  startServer,
} from './src/harness';

/**
 * A new organisation fills every tab of /settings/calculation-settings, as the demo Owner, and then checks
 * that what it typed is what the tables show after a reload. A Team Member then sees the page read-only.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PAGE = '/settings/calculation-settings';

/** A field by its label, with or without Mantine's required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
/** Screenshots for people to look at: the toasts of earlier steps would cover the page, so they are hidden. */
async function shot(name: string) {
  const hide = (on: boolean) =>
    page.evaluate((hidden) => {
      for (const el of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')) {
        el.style.display = hidden ? 'none' : '';
      }
    }, on);
  await hide(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
  await hide(false);
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name });

/** Mantine Select: open it by its label, then pick the option. */
async function pick(scope: Page | ReturnType<Page['locator']>, name: string, option: string) {
  await scope.getByLabel(label(name)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Optimistic switches change at once; wait until the server has stored the change before moving on. The
 * click is hit-tested on the switch's track, as a user's would be: a switch that is still disabled, or a
 * fading modal or toast over it, makes Playwright wait instead of clicking something else.
 */
async function flip(switchLabel: string, path: string) {
  const input = page.getByLabel(label(switchLabel));
  await expect.poll(() => input.isEnabled()).toBe(true);
  const track = input.locator('xpath=following-sibling::span[1]');
  const stored = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await track.click();
  expect((await stored).ok()).toBe(true);
  expect(await input.isChecked()).toBe(true);
}

async function csvFile(content: string, name: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
}

async function openTab(name: string, key: string) {
  await tab(name).click();
  await page.waitForURL(`**tab=${key}**`);
}

/** The text of a table's body rows, one string per row. */
async function rowsOf(label: string) {
  const rows = page.getByRole('table', { name: label }).locator('tbody tr');
  await rows.first().waitFor();
  // innerText keeps the gaps between cells, which is what a person reads.
  return rows.evaluateAll((trs) =>
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
    trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  );
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  await signInDemo(server, context, 'demo@staffmargin.app');
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('calculation settings, filled in as a new organisation would', () => {
  it('explains the page, then starts the demo organisation over as a new one would', async () => {
    await page.goto(server.orgUrl('demo', PAGE));
    await tab('SUTA Rates').waitFor();
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual(['SUTA Rates', 'WC Codes', 'Sales Tax', 'SPTO', 'Healthcare Plans', 'Other Costs']);

    await page.getByRole('button', { name: 'Setting up your Calculator' }).click();
    const intro = dialog('Setting up your Calculator');
    await intro.waitFor();
    await intro.getByRole('button', { name: 'Next' }).click();
    expect(await intro.getByText("Workers' comp codes").isVisible()).toBe(true);
    await shot('calc-settings-intro');
    for (let i = 0; i < 4; i++) await intro.getByRole('button', { name: 'Next' }).click();
    await intro.getByRole('button', { name: 'Finish' }).click();
    await intro.waitFor({ state: 'hidden' });

    // The demo organisation comes with four states; remove them all (the modal warns what goes with them).
    await page.getByRole('button', { name: 'Manage location' }).click();
    const modal = dialog('Add location');
    await modal.getByLabel(label('All States')).click();
    await modal.getByLabel(label('All States')).click();
    await modal.getByText('These states will be removed').waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add States' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload SUTA Rates via CSV' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    await shot('calc-settings-suta-empty');
  });

  it('adds California and Texas, sets their rates, and moves on to WC Codes', async () => {
    await page.getByRole('button', { name: 'Add States' }).click();
    const modal = dialog('Add location');
    await modal.getByLabel(label('California')).check();
    await modal.getByLabel(label('Texas')).check();
    await shot('calc-settings-add-location');
    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByLabel(label('SUTA rate California')).waitFor();

    // A rate over 100 is refused in place, nothing is sent.
    await page.getByLabel(label('SUTA rate California')).fill('340');
    await page.getByLabel(label('SUTA rate Texas')).fill('2.7');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('SUTA rate must be between 0 and 100').waitFor();
    await page.getByLabel(label('SUTA rate California')).fill('3.4');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**tab=workercomcodes**');
    await page.getByText('SUTA rates updated').waitFor();
  });

  it('imports SUTA rates from CSV: a bad file lists every problem, a good one is applied', async () => {
    await openTab('SUTA Rates', 'srates');
    await page.getByRole('button', { name: 'Upload SUTA Rates via CSV' }).click();
    const modal = dialog('Upload SUTA Rates via CSV');
    expect(await modal.getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe(
      '/templates/suta-rates-template.csv',
    );
    const template = await page.evaluate(async () =>
      (await fetch('/templates/suta-rates-template.csv')).text(),
    );
    expect(template.split('\n')[0]).toBe('State,SUTA Rate');

    await csvFile('State,SUTA Rate\nCalifornia,3.5\nAtlantis,2\nCalifornia,4\nTexas,101\n', 'bad.csv');
    await modal.getByRole('button', { name: 'Continue' }).click();
    const alerts = modal.getByRole('alert', { name: 'Problems in the file' });
    await alerts.waitFor();
    expect(await alerts.getByRole('alert').allInnerTexts()).toEqual([
      'Atlantis is not valid in the 3 row / State column',
      'Duplicate California exist in csv.',
      '101 is not valid in the 5 row / SUTA Rate column',
    ]);
    await shot('calc-settings-suta-import-errors');

    await csvFile('State,SUTA Rate\nCalifornia,3.45\nTX,2.75\n', 'good.csv');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('2 SUTA rates imported').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(label('SUTA rate California')).inputValue()).toBe('3.45%');
    expect(await page.getByLabel(label('SUTA rate Texas')).inputValue()).toBe('2.75%');
    await shot('calc-settings-suta');
  });

  it('adds WC codes by hand and from CSV', async () => {
    await openTab('WC Codes', 'workercomcodes');
    await page.getByRole('button', { name: 'WC Settings California' }).click();
    const modal = dialog('WC Settings · California');
    await modal.getByLabel(label('Nickname 1')).fill('Office');
    await pick(modal, 'Industry 1', 'Clerical');
    await modal.getByLabel(label('Code 1')).fill('88A0');
    await modal.getByLabel(label('Rate 1')).fill('0.35');
    await modal.getByRole('button', { name: 'Add code' }).click();
    await modal.getByLabel(label('Nickname 2')).fill('Warehouse');
    await pick(modal, 'Industry 2', 'Light Industrial');
    await modal.getByLabel(label('Code 2')).fill('8292');
    await modal.getByLabel(label('Rate 2')).fill('6.12');
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.getByText('Code must contain digits only').waitFor();
    await shot('calc-settings-wc-modal');
    await modal.getByLabel(label('Code 1')).fill('8810');
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Office · 8810 · 0.35%').waitFor();

    await page.getByRole('button', { name: 'Upload WC Codes via CSV' }).click();
    const upload = dialog('Upload WC Codes via CSV');
    await csvFile(
      'State,Nickname,Industry,WC Code,WC Rate (%)\nTexas,Nurses,Healthcare,8833,1.85\n',
      'wc.csv',
    );
    await upload.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('1 WC code imported').waitFor();
    await page.getByText('Nurses · 8833 · 1.85%').waitFor();
    await shot('calc-settings-wc');
  });

  it('edits a sales tax row, adds a city tax and exempts a row', async () => {
    await openTab('Sales Tax', 'stax');
    await page.getByRole('button', { name: 'Edit Tax Texas state-wide' }).click();
    const edit = dialog('Edit Tax');
    expect(await edit.getByLabel(label('City')).inputValue()).toBe('State-wide (all cities)');
    await edit.getByLabel(label('Tax')).fill('6.5');
    await pick(edit, 'Tax type', 'Gross Profit');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Sales tax updated').waitFor();

    await page.getByRole('button', { name: 'Add city tax' }).click();
    const add = dialog('Add city tax');
    await pick(add, 'State', 'California');
    await add.getByLabel(label('City')).fill('Los Angeles');
    await page.getByRole('option', { name: 'Los Angeles', exact: true }).click();
    await add.getByLabel(label('Tax')).fill('9.5');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.waitFor({ state: 'hidden' });

    await flip('Exempt tax California state-wide', '/tax_status');
    await page.getByText('1-3 out of 3').waitFor();
    await shot('calc-settings-sales-tax');
  });

  it('edits an SPTO row and turns Always Accrue on', async () => {
    await openTab('SPTO', 'spto');
    await page.getByText('30 means 1 hour earned per 30 hours worked', { exact: false }).waitFor();
    const edit = page.getByRole('button', { name: /^Edit SPTO California/ }).first();
    await edit.waitFor();
    await edit.click();
    const modal = dialog('Edit SPTO');
    await modal.getByLabel(label('Accrual Rate')).fill('25');
    await modal.getByLabel(label('Accrual Cap Per Year')).fill('48');
    await modal.getByLabel(label('Total Cap')).fill('0');
    await modal.getByRole('button', { name: 'Update' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('SPTO updated').waitFor();
    await flip('Always Accrue', '/always_accrue');
    await shot('calc-settings-spto');
  });

  it('adds a healthcare package', async () => {
    await openTab('Healthcare Plans', 'hcareplans');
    await page.getByRole('button', { name: 'Add Packages' }).click();
    const modal = dialog('Add Healthcare Package');
    await modal.getByLabel(label('Package name')).fill('Gold PPO');
    await modal.getByLabel(label('Employee only')).fill('450');
    await modal.getByLabel(label('Employee + spouse')).fill('900');
    await modal.getByLabel(label('Employee + dependent')).fill('850.5');
    await modal.getByLabel(label('Family')).fill('1250');
    await shot('calc-settings-package-modal');
    await modal.getByRole('button', { name: 'Add Package' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Gold PPO').waitFor();
    await shot('calc-settings-healthcare');
  });

  it('adds costs of several kinds, refuses a duplicate name, deletes after a confirmation', async () => {
    await openTab('Other Costs', 'othercost');
    await page.getByRole('button', { name: 'Add Background Check Cost' }).click();
    let modal = dialog('Add Background Check Cost');
    await modal.getByLabel(label('Name')).fill('Standard check');
    await modal.getByLabel(label('Cost ($)')).fill('45');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('$45.00 once per assignment').waitFor();

    await page.getByRole('button', { name: 'Add Managed Service Provider (MSP)' }).click();
    modal = dialog('Add Managed Service Provider (MSP)');
    await modal.getByLabel(label('Name')).fill('MSP fee');
    await modal.getByLabel(label('Percent (%)')).fill('3');
    await modal.getByLabel(label('Total Wage')).check({ force: true });
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('3.00% of Total Wage').waitFor();

    await page.getByRole('button', { name: 'Add Liability Insurance' }).click();
    modal = dialog('Add Liability Insurance');
    await modal.getByLabel(label('Name')).fill('Umbrella liability');
    await modal.getByLabel(label('Percent (%)')).fill('1.2');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.getByText('Industry is required').waitFor();
    await shot('calc-settings-cost-modal');
    await pick(modal, 'Industry', 'Clerical');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('1.20% of Revenue').waitFor();

    await page.getByRole('button', { name: 'Create Custom Cost' }).click();
    modal = dialog('Add Custom Cost');
    await modal.getByLabel(label('Category')).fill('Equipment');
    await modal.getByLabel(label('Name')).fill('Laptop');
    await modal.getByLabel(label('Cost ($)')).fill('150');
    await modal.getByLabel(label('Per month')).check({ force: true });
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('$150.00 per month').waitFor();

    // The same name again in the same section: the server's 'Cost name already exists' as an error toast.
    await page.getByRole('button', { name: 'Add Background Check Cost' }).click();
    modal = dialog('Add Background Check Cost');
    await modal.getByLabel(label('Name')).fill('Standard check');
    await modal.getByLabel(label('Cost ($)')).fill('50');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Cost name already exists' }).waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add Drug Screen Cost' }).click();
    modal = dialog('Add Drug Screen Cost');
    await modal.getByLabel(label('Name')).fill('Panel 10');
    await modal.getByLabel(label('Cost ($)')).fill('39.5');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('$39.50 once per assignment').waitFor();
    await page.getByRole('button', { name: 'Delete Panel 10' }).click();
    const confirm = dialog('Please confirm');
    await confirm.getByText('Are you sure you want to delete this cost?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Panel 10').waitFor({ state: 'hidden' });
    await shot('calc-settings-other-costs');
  });

  it('shows the same figures after a reload, and the history in plain words', async () => {
    await page.goto(server.orgUrl('demo', `${PAGE}?tab=srates`));
    await page.getByLabel(label('SUTA rate California')).waitFor();
    expect(await page.getByLabel(label('SUTA rate California')).inputValue()).toBe('3.45%');
    expect(await page.getByLabel(label('Wage cap California')).inputValue()).toMatch(/^\$\d{1,3}(,\d{3})*$/);

    await openTab('WC Codes', 'workercomcodes');
    expect(await rowsOf('WC locations')).toEqual([
      expect.stringContaining('California Office · 8810 · 0.35% Warehouse · 8292 · 6.12%'),
      expect.stringContaining('Texas Nurses · 8833 · 1.85%'),
    ]);

    await openTab('Sales Tax', 'stax');
    await page.getByText('1-3 out of 3').waitFor();
    const tax = await rowsOf('Sales tax');
    expect(tax[0]).toMatch(/^California Los Angeles 9\.50% Total Invoice/);
    expect(tax[2]).toMatch(/^Texas State-wide 6\.50% Gross Profit/);
    expect(await page.getByLabel(label('Exempt tax California state-wide')).isChecked()).toBe(true);
    expect(await page.getByLabel(label('Exempt tax Texas state-wide')).isChecked()).toBe(false);
    // Sorting happens on the server: highest rate first.
    await page.getByRole('button', { name: 'Rate' }).click();
    await page.getByRole('button', { name: 'Rate' }).click();
    await page.waitForTimeout(300);
    expect((await rowsOf('Sales tax'))[0]).toMatch(/^California Los Angeles 9\.50%/);

    await page.getByRole('button', { name: 'History' }).click();
    const drawer = dialog('Sales Tax history');
    await drawer.getByText('Changed a sales tax rate').first().waitFor();
    expect(await drawer.getByText('Tax: 6.25% → 6.50%').isVisible()).toBe(true);
    expect(
      await drawer
        .getByText(/Dana Owens/)
        .first()
        .isVisible(),
    ).toBe(true);
    await shot('calc-settings-history');
    await page.keyboard.press('Escape');

    await openTab('SPTO', 'spto');
    await page.getByText('1 h per 25 h').first().waitFor();
    expect(await page.getByLabel(label('Always Accrue')).isChecked()).toBe(true);

    await openTab('Healthcare Plans', 'hcareplans');
    expect(await rowsOf('Healthcare packages')).toContain('Gold PPO $450.00 $900.00 $850.50 $1,250.00');

    await openTab('Other Costs', 'othercost');
    await page.getByText('$45.00 once per assignment').waitFor();
    expect(await page.getByText('3.00% of Total Wage').isVisible()).toBe(true);
    expect(await page.getByText('$150.00 per month').isVisible()).toBe(true);
    expect(await page.getByText('Panel 10').count()).toBe(0);
  });

  it('runs the ?tutorial=1 overlay through the tabs', async () => {
    await page.goto(server.orgUrl('demo', `${PAGE}?tutorial=1`));
    const tour = page.getByRole('dialog', { name: 'Tutorial' });
    await tour.getByText('Tutorial · 1 of 6').waitFor();
    await tour.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**tab=workercomcodes**');
    await shot('calc-settings-tutorial');
    await tour.getByRole('button', { name: 'Skip tutorial' }).click();
    await tour.waitFor({ state: 'hidden' });
  });
});

describe('a Team Member', () => {
  it('sees the settings read-only', async () => {
    const ctx = await browser.newContext({ viewport: DESKTOP });
    await signInDemo(server, ctx, 'recruiter@staffmargin.app');
    const p = await ctx.newPage();
    await p.goto(server.orgUrl('demo', PAGE));
    await p.getByText('Only an Owner, Admin or Manager').waitFor();
    await p.getByLabel(label('SUTA rate California')).waitFor();
    expect(await p.getByRole('button', { name: 'Manage location' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Update' }).count()).toBe(0);
    await screenshotBoth(p, 'calc-settings-read-only');
    const status = await p.evaluate(async () => {
      const res = await fetch('/api/organization_settings/suta', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sutaList: [] }),
      });
      return res.status;
    });
    expect(status).toBe(403);
    await ctx.close();
  });
});
