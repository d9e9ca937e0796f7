import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { loadCalculation, saveDallasCalculation, walkthroughsSeen } from './src/calculator-setup';
import { fieldIn, pickIn, screenshotWithoutToasts } from './src/harness';
import { journey } from './src/journey';
import { referenceTotals } from './src/reference-figures';

/**
 * A recruiter of the demo organisation builds a two-person, two-state calculation in the calculator wizard
 * (overtime, a stipend, benefits and a cost item), watches the live results, solves a bill rate and saves it;
 * the live card and the calculation page show what the independent reference model of
 * docs/calculation-model.md computes from the saved inputs and rates, and the page's figures add up. Editing a
 * saved calculation, and a stale edit, start from one saved through the API. Each test stands alone.
 */
const test = journey();

const RECRUITER = 'recruiter@staffmargin.app';

/** The screen's controls on `page`, by the names a person reads. */
function on(page: Page) {
  return {
    shot: (name: string) => screenshotWithoutToasts(page, name),
    dialog: (name: string) => page.getByRole('dialog', { name }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    field: (text: string, scope: Page | Locator = page) => fieldIn(scope, text),
    pick: (label: string, option: string | RegExp, scope: Page | Locator = page, search?: string) =>
      pickIn(page, scope, label, option, search),
    /** Clicks a benefit or cost switch by its label. */
    toggle: (label: string) => page.getByRole('switch', { name: label }).check(),
  };
}

/** A page of the recruiter, past their first visit (no walkthrough opens by itself). */
async function recruiterPage(signedInAs: (email: string) => Promise<BrowserContext>): Promise<Page> {
  const ctx = await signedInAs(RECRUITER);
  await walkthroughsSeen(ctx);
  return ctx.newPage();
}

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** The amount a headline card of the calculation page shows (`$12,345.67`), in dollars. */
async function cardFigure(page: Page, label: string): Promise<number> {
  const card = page.locator(`[aria-label="${label}"]`).first();
  await expect(card).toContainText('$');
  const text = (await card.textContent()) ?? '';
  const money = /(-?)\$([\d,]+\.\d\d)/.exec(text);
  if (!money) throw new Error(`no amount on the ${label} card: ${text}`);
  return Number(`${money[1]}${money[2]!.replaceAll(',', '')}`);
}

/**
 * The calculation page's headline cards against the reference model's totals, then re-added as shown: wages and
 * burden make the project cost, cost and gross profit the revenue (each card rounded once: within a cent).
 */
async function expectHeadlineCards(page: Page, reference: Record<string, number>) {
  const shown = {
    total_project_cost: await cardFigure(page, 'Project cost'),
    total_wages: await cardFigure(page, 'Total Wages'),
    total_employers_burden: await cardFigure(page, 'Total burden cost'),
    gross_profit: await cardFigure(page, 'Gross Profit'),
    total_revenue: await cardFigure(page, 'Revenue'),
  };
  expect(shown).toEqual({
    total_project_cost: reference.total_project_cost,
    total_wages: reference.total_wages,
    total_employers_burden: reference.total_employers_burden,
    gross_profit: reference.gross_profit,
    total_revenue: reference.total_revenue,
  });
  const cents = (n: number) => Math.round(n * 100);
  expect(
    Math.abs(cents(shown.total_wages + shown.total_employers_burden) - cents(shown.total_project_cost)),
  ).toBeLessThanOrEqual(1);
  expect(
    Math.abs(cents(shown.total_project_cost + shown.gross_profit) - cents(shown.total_revenue)),
  ).toBeLessThanOrEqual(1);
}

test.describe('calculator wizard', () => {
  test('points a first-time user at the calculator until they follow it', async ({ server, signedInAs }) => {
    // Priya (a teammate in the demo data) signs in here for the first time, whatever ran before.
    const page = await (await signedInAs('priya@staffmargin.app')).newPage();
    const { dialog } = on(page);
    await page.goto(server.orgUrl('demo', '/calculations'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const calculator = nav.getByRole('link', { name: /^Calculator/ });
    await expect(calculator).toContainText('Click here to get started');
    // A first sign-in also opens the list's walkthrough over the page.
    await dialog('Your calculations').getByRole('button', { name: 'Close' }).click();
    await calculator.click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(calculator).not.toContainText('Click here to get started');
    await page.goto(server.orgUrl('demo', '/calculations'));
    await expect(nav.getByRole('link', { name: 'Calculations' })).toBeVisible();
    await expect(calculator).not.toContainText('Click here to get started');
  });

  test('shows the first-time demo once, then asks for a name', async ({ server, signedInAs }) => {
    const page = await recruiterPage(signedInAs);
    const { dialog, button, field, shot } = on(page);
    await page.goto(server.orgUrl('demo', '/calculator'));
    // The page mounted first, then the flag: a page still mounting would read the flag, show the demo and turn
    // it off for good before the reload (the first visit that shows it turns it off).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('calculationDemo', 'true'));
    await page.reload();
    const demo = dialog('How the calculator works');
    await expect(demo).toBeVisible();
    await shot('calculator-demo');
    await expect(demo.getByText('Step 1 of 3')).toBeVisible();
    for (let i = 0; i < 2; i++) await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByRole('button', { name: 'Back' }).click();
    await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByRole('button', { name: 'Finish' }).click();
    await expect(demo).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculationDemo'))).toBe('false');

    await button('Continue').click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await field('Name').fill('Acme warehouse Q3');
    await shot('calculator-name');
    await button('Continue').click();
    await expect(button('Continue')).toBeDisabled();
  });

  test('builds two employees in Texas and California, solves a bill rate, and saves the reference model’s figures', async ({
    server,
    signedInAs,
  }) => {
    const page = await recruiterPage(signedInAs);
    const { dialog, button, field, pick, toggle, shot } = on(page);
    const card = page.getByRole('region', { name: 'Live results' });

    await test.step('names the calculation', async () => {
      await page.goto(server.orgUrl('demo', '/calculator'));
      await field('Name').fill('Acme warehouse Q3');
      await button('Continue').click();
    });

    await test.step('adds two employees who work in Texas and California', async () => {
      await button('Add Person').click();
      const modal = dialog('Add Persons');
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(modal.getByText('Job name is required')).toBeVisible();
      await field('Job name', modal).fill('Forklift operator');
      await pick('State 1', 'Texas', modal);
      await pick('City 1', /^Dallas$/, modal, 'Dallas');
      await pick('Workers Compensation 1', /^Warehouse · 8292/, modal);
      await modal.getByRole('button', { name: 'Add Another State' }).click();
      await pick('State 2', 'California', modal);
      await pick('City 2', /^Los Angeles$/, modal, 'Los Angeles');
      await pick('Workers Compensation 2', /^Warehouse · 8292/, modal);
      await field('Number of employees', modal).fill('2');
      await shot('calculator-add-persons');
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(modal).toBeHidden();

      await expect(page.getByText(/^\d\. Forklift operator$/)).toHaveCount(2);
      // Deleting asks first; No keeps the person.
      await page.getByRole('button', { name: 'Delete Forklift operator 2' }).click();
      await expect(page.getByText('Are you sure you want to delete this person?')).toBeVisible();
      await shot('calculator-delete-confirm');
      await dialog('Please confirm').getByRole('button', { name: 'No' }).click();
      await expect(page.getByText(/^\d\. Forklift operator$/)).toHaveCount(2);
      await shot('calculator-persons');
      await button('Continue').click();
    });

    await test.step('fills the first person with overtime, a stipend, benefits and a cost, with live results', async () => {
      await expect(page.getByRole('tab', { name: 'Pay' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([
        'Pay',
        'Bill',
        'Assignment Details',
        'Benefits',
        'Other Costs',
      ]);
      await expect(button('Create calculation')).toBeDisabled();
      await button('Continue').click();
      await expect(page.getByText('Pay rate is required').first()).toBeVisible();
      await field('Pay rate (per hour)').fill('22');
      await page.getByLabel('Stipend').check();
      await field('Discount').fill('10');
      await shot('calculator-pay');
      await button('Continue').click();

      await field('Bill rate (per hour)').fill('38');
      await button('Continue').click();

      await field('Estimated length').fill('13');
      await page.getByRole('radio', { name: 'Shift' }).check();
      await field('Hours per shift').fill('10');
      await field('Shifts per week').fill('5');
      await expect(card.getByRole('button', { name: /^Revenue \$/ })).toBeVisible();
      await shot('calculator-assignment');
      await button('Continue').click();

      const stipend = dialog('Add Stipend');
      await expect(stipend.getByText('Total Stipend')).toBeVisible();
      await shot('calculator-stipend');
      await stipend.getByRole('button', { name: 'Continue' }).click();

      await toggle('Holiday Pay');
      await field('Paid holidays (days)').fill('6');
      await toggle('401k');
      await field('Employer contribution').fill('4');
      await toggle('Healthcare plan');
      await pick('Package 1', /Silver PPO/);
      await pick('Package type 1', 'Employee only');
      await shot('calculator-benefits');
      await button('Continue').click();

      await toggle('Background Check Cost');
      // Nothing ticked yet: the live results keep their figures and name the section waiting for a choice.
      await expect(card.getByRole('button', { name: /^Revenue \$[\d,]+\.\d\d$/ })).toBeVisible();
      await expect(
        card.getByText('Other Costs, Background Check Cost: No option Selected. Tick a cost or switch', {
          exact: false,
        }),
      ).toBeVisible();
      await button('Continue').click();
      await expect(page.getByText('No option Selected').first()).toBeVisible();
      await page.getByRole('checkbox', { name: /County criminal/ }).check();
      await field('Payment terms (days)').fill('30');
      await shot('calculator-other-costs');
      await button('Continue').click();
      // The wizard moves on to the second person.
      await expect(page.getByRole('heading', { name: 'Person 2: Forklift operator' })).toBeVisible();
    });

    let liveRevenue = '';
    await test.step('solves the second person’s bill rate for a 25% margin and saves', async () => {
      await field('Pay rate (per hour)').fill('20');
      await button('Continue').click();
      // Solving needs the hours: enter the assignment first, then come back to Bill.
      await page.getByRole('tab', { name: 'Assignment Details' }).click();
      await field('Estimated length').fill('13');
      await page.getByRole('tab', { name: 'Bill' }).click();
      await field('Target margin').fill('25');
      await button('Fill bill rate').click();
      await expect(page.getByText(/^Bill rate set to \$/)).toBeVisible();
      await expect
        .poll(async () => Number((await field('Bill rate (per hour)').inputValue()).replace(/[$,]/g, '')))
        .toBeGreaterThan(20);
      await shot('calculator-bill-solve');
      await button('Continue').click();
      await button('Continue').click();
      await button('Continue').click();

      await card.getByRole('button', { name: /^Revenue/ }).click();
      await expect(card.getByText(/h × \$38\.00/).first()).toBeVisible();
      await shot('calculator-live-results');
      const revenue = card.getByRole('button', { name: /^Revenue/ });
      await expect(revenue).toHaveAttribute('aria-label', /^Revenue \$[\d,]+\.\d\d$/);
      liveRevenue = (await revenue.getAttribute('aria-label'))!;
      // Completion follows validity: with nothing switched on, the second person's Other Costs is already complete.
      await expect(button('Create calculation')).toBeEnabled();
      await button('Continue').click();
      await expect(page).toHaveURL(/\/calculations\/\d+$/);
    });

    await test.step('the live card and the calculation page show what the reference model computes', async () => {
      const saved = await loadCalculation(page, Number(new URL(page.url()).pathname.split('/').pop()));
      expect(saved.name).toBe('Acme warehouse Q3');
      expect(saved.person_list).toHaveLength(2);
      const reference = referenceTotals(saved);
      expect(saved.total_assignment_calculation).toMatchObject(reference);
      expect(liveRevenue).toBe(`Revenue ${usd(reference.total_revenue!)}`);
      // Overtime (50 hours a week), the stipend, benefits and the cost item are all in.
      expect(reference.overtime_revenue).toBeGreaterThan(0);
      expect(reference.stipends).toBeGreaterThan(0);
      expect(reference.k_401).toBeGreaterThan(0);
      expect(reference.healthcare).toBeGreaterThan(0);
      expect(reference.background_check).toBeGreaterThan(0);
      await expectHeadlineCards(page, reference);
    });
  });

  test('edits the pay rate of a saved calculation and updates it', async ({ server, signedInAs }) => {
    const page = await recruiterPage(signedInAs);
    const { button, field, shot } = on(page);
    const id = await saveDallasCalculation(page, server, 'Dallas forklifts');
    await page.goto(server.orgUrl('demo', `/calculations/edit/${id}`));
    await expect(button('Update calculation')).toBeVisible();
    await shot('calculator-edit');
    await field('Pay rate (per hour)').fill('24');
    await button('Update calculation').click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${id}$`));
    const saved = await loadCalculation(page, id);
    expect((saved.person_list[0] as { pay: { pay_rate: string } }).pay.pay_rate).toBe('24');
    const reference = referenceTotals(saved);
    expect(saved.total_assignment_calculation).toMatchObject(reference);
    // 13 weeks of 40 h at $24: wages 520 x 24 = 12,480.
    expect(reference.total_wages).toBe(12480);
    // The calculation page shows the updated figures.
    await expectHeadlineCards(page, reference);
  });

  test('offers to reload when a manager saved the calculation first, then saves on the newer version', async ({
    server,
    signedInAs,
  }) => {
    const page = await recruiterPage(signedInAs);
    const { button, field, shot, dialog } = on(page);
    const id = await saveDallasCalculation(page, server, 'Dallas forklifts');
    await page.goto(server.orgUrl('demo', `/calculations/edit/${id}`));
    await expect(button('Update calculation')).toBeVisible();
    // The manager saves pay 26 from the same version the recruiter's page holds.
    const managerContext = await signedInAs('manager@staffmargin.app');
    const manager = await managerContext.newPage();
    await manager.goto(server.orgUrl('demo', '/api/states'));
    const before = await loadCalculation(page, id);
    const theirs = structuredClone(before.person_list) as { pay: { pay_rate: string } }[];
    theirs[0]!.pay.pay_rate = '26';
    const status = await manager.evaluate(
      async (body: unknown) =>
        (
          await fetch('/api/organization_team/calculation/update', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { id, version: before.version, name: before.name, person_list: theirs },
    );
    expect(status).toBe(200);

    await field('Pay rate (per hour)').fill('25');
    await button('Update calculation').click();
    const offer = dialog('This calculation was changed');
    await expect(offer.getByText(/^Marcus Lee saved a newer version on /)).toBeVisible();
    await shot('calculator-stale-edit');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(offer).toBeHidden();
    await expect(field('Pay rate (per hour)')).toHaveValue('$26.00');
    await field('Pay rate (per hour)').fill('25');
    await button('Update calculation').click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${id}$`));
    const saved = await loadCalculation(page, id);
    expect(saved.version).toBe(before.version + 2);
    expect((saved.person_list[0] as { pay: { pay_rate: string } }).pay.pay_rate).toBe('25');
  });
});
