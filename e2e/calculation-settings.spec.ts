import { expect, type Locator, type Page } from '@playwright/test';
import { screenshotBoth, spaced } from './src/harness';
import { journey } from './src/journey';

/**
 * A new organisation fills every tab of /settings/calculation-settings, as the demo Owner, and then checks
 * that what it typed is what the tables show after a reload. A Team Member then sees the page read-only.
 */
const test = journey();
/** This test's page: the demo Owner's, in a context of the test's own (set before each test). */
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
async function pick(scope: Page | Locator, name: string, option: string) {
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
  await expect(input).toBeEnabled();
  const track = input.locator('xpath=following-sibling::span[1]');
  const stored = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await track.click();
  expect((await stored).ok()).toBe(true);
  await expect(input).toBeChecked();
}

/**
 * Opens the cost dialog behind `button`, fills its fields in order (`true` ticks a choice) and presses Add;
 * returns the dialog, still open while the server refuses.
 */
async function addCost(button: string, fields: Record<string, string | true>, title = button) {
  await page.getByRole('button', { name: button }).click();
  const modal = dialog(title);
  for (const [name, value] of Object.entries(fields)) {
    const field = modal.getByLabel(label(name));
    await (value === true ? field.check() : field.fill(value));
  }
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  return modal;
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
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}(&|$)`));
}

/** A table's body rows; their text is read with the gaps between cells, as a person reads it. */
const rowsOf = (name: string) => page.getByRole('table', { name }).locator('tbody tr');
const asShown = { useInnerText: true };

test.beforeEach(({ demoPage }) => {
  page = demoPage;
});

/**
 * One test in steps: the last step reloads the page and reads back, tab by tab, what every earlier step typed,
 * so the steps are one story (docs/product/calculation-settings.md).
 */
test('calculation settings, filled in as a new organisation would, read back after a reload', async ({
  server,
}) => {
  // Eight steps on six tabs, with their screenshots, on a shared machine.
  test.setTimeout(480_000);
  await test.step('explains the page, then starts the demo organisation over as a new one would', async () => {
    await page.goto(server.orgUrl('demo', PAGE));
    await expect(tab('SUTA Rates')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'SUTA Rates',
      'WC Codes',
      'Sales Tax',
      'SPTO',
      'Healthcare Plans',
      'Other Costs',
    ]);

    await page.getByRole('button', { name: 'Setting up your Calculator' }).click();
    const intro = dialog('Setting up your Calculator');
    await expect(intro).toBeVisible();
    await intro.getByRole('button', { name: 'Next' }).click();
    await expect(intro.getByText("Workers' comp codes")).toBeVisible();
    await shot('calc-settings-intro');
    for (let i = 0; i < 4; i++) await intro.getByRole('button', { name: 'Next' }).click();
    await intro.getByRole('button', { name: 'Finish' }).click();
    await expect(intro).toBeHidden();

    // The demo organisation comes with four states; remove them all (the modal warns what goes with them).
    await page.getByRole('button', { name: 'Manage location' }).click();
    const modal = dialog('Add location');
    await modal.getByLabel(label('All States')).click();
    await modal.getByLabel(label('All States')).click();
    await expect(modal.getByText('These states will be removed')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();

    await expect(page.getByRole('button', { name: 'Add States' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload SUTA Rates via CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await shot('calc-settings-suta-empty');
  });

  await test.step('adds California and Texas, sets their rates, and moves on to WC Codes', async () => {
    await page.getByRole('button', { name: 'Add States' }).click();
    const modal = dialog('Add location');
    await modal.getByLabel(label('California')).check();
    await modal.getByLabel(label('Texas')).check();
    await shot('calc-settings-add-location');
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel(label('SUTA rate California'))).toBeVisible();

    // A rate over 100 is refused in place, nothing is sent.
    await page.getByLabel(label('SUTA rate California')).fill('340');
    await page.getByLabel(label('SUTA rate Texas')).fill('2.7');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('SUTA rate must be between 0 and 100')).toBeVisible();
    await page.getByLabel(label('SUTA rate California')).fill('3.4');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/[?&]tab=workercomcodes(&|$)/);
    await expect(page.getByText('SUTA rates updated')).toBeVisible();
  });

  await test.step('imports SUTA rates from CSV: a bad file lists every problem, a good one is applied', async () => {
    await openTab('SUTA Rates', 'srates');
    await page.getByRole('button', { name: 'Upload SUTA Rates via CSV' }).click();
    const modal = dialog('Upload SUTA Rates via CSV');
    await expect(modal.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      '/templates/suta-rates-template.csv',
    );
    const template = await page.evaluate(async () =>
      (await fetch('/templates/suta-rates-template.csv')).text(),
    );
    expect(template.split('\n')[0]).toBe('State,SUTA Rate');

    await csvFile('State,SUTA Rate\nCalifornia,3.5\nAtlantis,2\nCalifornia,4\nTexas,101\n', 'bad.csv');
    await modal.getByRole('button', { name: 'Continue' }).click();
    const alerts = modal.getByRole('alert', { name: 'Problems in the file' });
    await expect(alerts).toBeVisible();
    await expect(alerts.getByRole('alert')).toHaveText([
      'Atlantis is not valid in the 3 row / State column',
      'Duplicate California exist in csv.',
      '101 is not valid in the 5 row / SUTA Rate column',
    ]);
    await shot('calc-settings-suta-import-errors');

    await csvFile('State,SUTA Rate\nCalifornia,3.45\nTX,2.75\n', 'good.csv');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('2 SUTA rates imported')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel(label('SUTA rate California'))).toHaveValue('3.45%');
    await expect(page.getByLabel(label('SUTA rate Texas'))).toHaveValue('2.75%');
    await shot('calc-settings-suta');
  });

  await test.step('adds WC codes by hand and from CSV', async () => {
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
    await expect(modal.getByText('Code must contain digits only')).toBeVisible();
    await shot('calc-settings-wc-modal');
    await modal.getByLabel(label('Code 1')).fill('8810');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Office · 8810 · 0.35%')).toBeVisible();

    await page.getByRole('button', { name: 'Upload WC Codes via CSV' }).click();
    const upload = dialog('Upload WC Codes via CSV');
    await csvFile(
      'State,Nickname,Industry,WC Code,WC Rate (%)\nTexas,Nurses,Healthcare,8833,1.85\n',
      'wc.csv',
    );
    await upload.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('1 WC code imported')).toBeVisible();
    await expect(page.getByText('Nurses · 8833 · 1.85%')).toBeVisible();
    await shot('calc-settings-wc');
  });

  await test.step('edits a sales tax row, adds a city tax and exempts a row', async () => {
    await openTab('Sales Tax', 'stax');
    await page.getByRole('button', { name: 'Edit Tax Texas state-wide' }).click();
    const edit = dialog('Edit Tax');
    await expect(edit.getByLabel(label('City'))).toHaveValue('State-wide (all cities)');
    await edit.getByLabel(label('Tax')).fill('6.5');
    await pick(edit, 'Tax type', 'Gross Profit');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Sales tax updated')).toBeVisible();

    await page.getByRole('button', { name: 'Add city tax' }).click();
    const add = dialog('Add city tax');
    await pick(add, 'State', 'California');
    await add.getByLabel(label('City')).fill('Los Angeles');
    await page.getByRole('option', { name: 'Los Angeles', exact: true }).click();
    await add.getByLabel(label('Tax')).fill('9.5');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();

    await flip('Exempt tax California state-wide', '/tax_status');
    await expect(page.getByText('1-3 out of 3')).toBeVisible();
    await shot('calc-settings-sales-tax');
  });

  await test.step('edits an SPTO row and turns Always Accrue on', async () => {
    await openTab('SPTO', 'spto');
    await expect(
      page.getByText('30 means 1 hour earned per 30 hours worked', { exact: false }),
    ).toBeVisible();
    const edit = page.getByRole('button', { name: /^Edit SPTO California/ }).first();
    await expect(edit).toBeVisible();
    await edit.click();
    const modal = dialog('Edit SPTO');
    await modal.getByLabel(label('Accrual Rate')).fill('25');
    await modal.getByLabel(label('Accrual Cap Per Year')).fill('48');
    await modal.getByLabel(label('Total Cap')).fill('0');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('SPTO updated')).toBeVisible();
    await flip('Always Accrue', '/always_accrue');
    await shot('calc-settings-spto');
  });

  await test.step('adds a healthcare package', async () => {
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
    await expect(modal).toBeHidden();
    await expect(page.getByText('Gold PPO')).toBeVisible();
    await shot('calc-settings-healthcare');
  });

  await test.step('adds costs of several kinds, refuses a duplicate name, deletes after a confirmation', async () => {
    await openTab('Other Costs', 'othercost');
    const check = await addCost('Add Background Check Cost', { Name: 'Standard check', 'Cost ($)': '45' });
    await expect(check).toBeHidden();
    await expect(page.getByText('$45.00 once per assignment')).toBeVisible();

    await addCost('Add Managed Service Provider (MSP)', {
      Name: 'MSP fee',
      'Percent (%)': '3',
      'Total Wage': true,
    });
    await expect(page.getByText('3.00% of Total Wage')).toBeVisible();

    const liability = await addCost('Add Liability Insurance', {
      Name: 'Umbrella liability',
      'Percent (%)': '1.2',
    });
    await expect(liability.getByText('Industry is required')).toBeVisible();
    await shot('calc-settings-cost-modal');
    await pick(liability, 'Industry', 'Clerical');
    await liability.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('1.20% of Revenue')).toBeVisible();

    await addCost(
      'Create Custom Cost',
      { Category: 'Equipment', Name: 'Laptop', 'Cost ($)': '150', 'Per month': true },
      'Add Custom Cost',
    );
    await expect(page.getByText('$150.00 per month')).toBeVisible();

    // The same name again in the same section: the server's 'Cost name already exists' as an error toast.
    const again = await addCost('Add Background Check Cost', { Name: 'Standard check', 'Cost ($)': '50' });
    await expect(
      page.locator('.mantine-Notification-root', { hasText: 'Cost name already exists' }),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await addCost('Add Drug Screen Cost', { Name: 'Panel 10', 'Cost ($)': '39.5' });
    await expect(page.getByText('$39.50 once per assignment')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Panel 10' }).click();
    const confirm = dialog('Please confirm');
    await expect(confirm.getByText('Are you sure you want to delete this cost?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Panel 10')).toBeHidden();
    await shot('calc-settings-other-costs');
  });

  await test.step('shows the same figures after a reload, and the history in plain words', async () => {
    await page.goto(server.orgUrl('demo', `${PAGE}?tab=srates`));
    await expect(page.getByLabel(label('SUTA rate California'))).toBeVisible();
    await expect(page.getByLabel(label('SUTA rate California'))).toHaveValue('3.45%');
    await expect(page.getByLabel(label('Wage cap California'))).toHaveValue(/^\$\d{1,3}(,\d{3})*$/);

    await openTab('WC Codes', 'workercomcodes');
    await expect(rowsOf('WC locations')).toHaveText(
      [
        spaced(/California Office · 8810 · 0\.35% Warehouse · 8292 · 6\.12%/),
        spaced(/Texas Nurses · 8833 · 1\.85%/),
      ],
      asShown,
    );

    await openTab('Sales Tax', 'stax');
    await expect(page.getByText('1-3 out of 3')).toBeVisible();
    await expect(rowsOf('Sales tax')).toHaveText(
      [
        spaced(/^California Los Angeles 9\.50% Total Invoice/),
        spaced(/^California State-wide/),
        spaced(/^Texas State-wide 6\.50% Gross Profit/),
      ],
      asShown,
    );
    await expect(page.getByLabel(label('Exempt tax California state-wide'))).toBeChecked();
    await expect(page.getByLabel(label('Exempt tax Texas state-wide'))).not.toBeChecked();
    // Sorting happens on the server: highest rate first.
    const rates = rowsOf('Sales tax').locator('td:nth-child(3)');
    const percent = (text: string) => Number(text.replace('%', ''));
    const highestFirst = (await rates.allInnerTexts()).sort((a, b) => percent(b) - percent(a));
    await page.getByRole('button', { name: 'Rate' }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText('Rate');
    await page.getByRole('button', { name: 'Rate' }).click();
    await expect(page.locator('th[aria-sort="descending"]')).toHaveText('Rate');
    await expect(rates).toHaveText(highestFirst);
    await expect(rowsOf('Sales tax').first()).toHaveText(spaced(/^California Los Angeles 9\.50%/), asShown);

    await page.getByRole('button', { name: 'History' }).click();
    const drawer = dialog('Sales Tax history');
    await expect(drawer.getByText('Changed a sales tax rate').first()).toBeVisible();
    await expect(drawer.getByText('Tax: 6.25% → 6.50%')).toBeVisible();
    await expect(drawer.getByText(/Dana Owens/).first()).toBeVisible();
    await shot('calc-settings-history');
    await page.keyboard.press('Escape');

    await openTab('SPTO', 'spto');
    await expect(page.getByText('1 h per 25 h').first()).toBeVisible();
    await expect(page.getByLabel(label('Always Accrue'))).toBeChecked();

    await openTab('Healthcare Plans', 'hcareplans');
    await expect(rowsOf('Healthcare packages').filter({ hasText: 'Gold PPO' })).toHaveText(
      'Gold PPO $450.00 $900.00 $850.50 $1,250.00',
      asShown,
    );

    await openTab('Other Costs', 'othercost');
    await expect(page.getByText('$45.00 once per assignment')).toBeVisible();
    await expect(page.getByText('3.00% of Total Wage')).toBeVisible();
    await expect(page.getByText('$150.00 per month')).toBeVisible();
    await expect(page.getByText('Panel 10')).toHaveCount(0);
  });
});

test('runs the ?tutorial=1 overlay through the tabs', async ({ server }) => {
  await page.goto(server.orgUrl('demo', `${PAGE}?tutorial=1`));
  const tour = page.getByRole('dialog', { name: 'Tutorial' });
  await expect(tour.getByText('Tutorial · 1 of 6')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]tab=workercomcodes(&|$)/);
  await shot('calc-settings-tutorial');
  await tour.getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(tour).toBeHidden();
});

test.describe('calculation settings, imports and phones', () => {
  test('says what a WC import did, in words that stay on the tab', async ({ server, freshOrganisation }) => {
    // An organisation of its own in Texas, with one code the import will update.
    const { domain, context } = await freshOrganisation({ state: 'Texas' });
    page = await context.newPage();
    await page.goto(server.orgUrl(domain, `${PAGE}?tab=workercomcodes`));
    await page.getByRole('button', { name: 'Upload WC Codes via CSV' }).click();
    await csvFile(
      'State,Nickname,Industry,WC Code,WC Rate (%)\nTexas,Nurses,Healthcare,8833,1.85\n',
      'wc.csv',
    );
    await dialog('Upload WC Codes via CSV').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Nurses · 8833 · 1.85%')).toBeVisible();

    await page.getByRole('button', { name: 'Upload WC Codes via CSV' }).click();
    await csvFile(
      'State,Nickname,Industry,WC Code,WC Rate (%)\nTexas,nurses,Healthcare,8833,1.95\nTexas,Porters,Light Industrial,8017,2.2\n',
      'wc-again.csv',
    );
    await dialog('Upload WC Codes via CSV').getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('status', { name: 'Import summary' });
    await expect(summary).toHaveText('Imported 2 rows: 1 WC code added, 1 updated, in Texas.');
    await expect(page.getByText('Nurses · 8833 · 1.95%')).toBeVisible();
    await shot('calc-settings-wc-import-summary');
  });

  for (const [name, key, button] of [
    ['Sales Tax', 'stax', 'Edit Tax'],
    ['SPTO', 'spto', 'Edit SPTO'],
  ] as const) {
    test(`at 390 px every ${name} row shows its actions on screen`, async ({ server }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(server.orgUrl('demo', `${PAGE}?tab=${key}`));
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: button }) });
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByRole('button', { name: button })).toBeInViewport({ ratio: 1 });
        if (key === 'stax') {
          // The switch's visible part is its track (the input itself is visually hidden).
          const track = card.getByRole('switch').locator('xpath=following-sibling::span[1]');
          await expect(track).toBeInViewport({ ratio: 1 });
        }
      }
      // Nothing is cut off to the right: the page does not scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(`calc-settings-${key}-rows`);
    });
  }
});

test.describe('a Team Member', () => {
  test('sees the settings read-only', async ({ server, signedInAs }) => {
    const p = await (await signedInAs('recruiter@staffmargin.app')).newPage();
    await p.goto(server.orgUrl('demo', PAGE));
    await expect(p.getByText('Only an Owner, Admin or Manager')).toBeVisible();
    await expect(p.getByLabel(label('SUTA rate California'))).toBeVisible();
    await expect(p.getByRole('button', { name: 'Manage location' })).toHaveCount(0);
    await expect(p.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await screenshotBoth(p, 'calc-settings-read-only');
    // The server refuses the change too, whatever the page shows.
    const status = await p.evaluate(async () => {
      const res = await fetch('/api/organization_settings/suta', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sutaList: [] }),
      });
      return res.status;
    });
    expect(status).toBe(403);
  });
});
