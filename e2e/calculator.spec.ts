import { type PersonWire, personWireSchema, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  calculate,
  type LocationRates,
  type RateSnapshot,
  sumResults,
  toSummedFigures,
} from '@app/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  type RunningServer,
  screenshotBoth,
  signInDemo,
  startServer,
} from './src/harness';

/**
 * A recruiter of the demo organisation builds a two-person, two-state calculation in the calculator wizard
 * (overtime, a stipend, benefits and a cost item), watches the live results, saves it, and finds that what the
 * server stored is what the engine computes from the same inputs and rates. Then edits the pay rate.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let calculationId = 0;
let liveRevenue = '';

/** Screenshots for people to look at, with the toasts of earlier steps hidden. */
async function shot(name: string) {
  const hide = (hidden: boolean) =>
    page.evaluate((on) => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))) {
        el.style.display = on ? 'none' : '';
      }
    }, hidden);
  await hide(true);
  await screenshotBoth(page, name);
  await hide(false);
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** A field by its label, with or without Mantine's required mark. */
const field = (text: string, scope: Page | ReturnType<Page['locator']> = page) =>
  scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)).first();

/** Mantine Select: open it, optionally type to filter, then pick the option. */
async function pick(
  label: string,
  option: string | RegExp,
  scope: Page | ReturnType<Page['locator']> = page,
  search?: string,
) {
  const input = field(label, scope);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Clicks a benefit or cost switch by its label. */
const toggle = (label: string) => page.getByRole('switch', { name: label }).dispatchEvent('click');

async function api<T>(path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

interface Saved {
  person_list: unknown[];
  name: string;
  version: number;
  total_assignment_calculation: Record<string, number>;
  rate_snapshot: { rates: RateSnapshot; locations: Record<string, Omit<LocationRates, 'workersComp'>> };
}

const load = async (id: number) =>
  (await api<{ data: { calculation: Saved } }>('/organization_team/calculation', { id })).data.calculation;

/** What the engine computes for the saved inputs with the saved rate snapshot. */
function engineTotals(saved: Saved) {
  const all: CalculationResult[] = [];
  for (const wire of saved.person_list) {
    const person = toPerson(personWireSchema.parse(wire) as PersonWire);
    for (const loc of person.locations) {
      const rates = saved.rate_snapshot.locations[`${loc.stateId}:${loc.cityId ?? ''}`]!;
      all.push(calculate(person, { ...rates, workersComp: loc.workersComp }, saved.rate_snapshot.rates));
    }
  }
  return toSummedFigures(sumResults(all)).total_assignment_calculation;
}

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  await signInDemo(server, context, 'recruiter@staffmargin.app');
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterEach(async (ctx) => {
  // A failed step leaves a picture of what the browser showed.
  if (ctx.task.result?.state === 'fail') {
    await page.screenshot({
      path: `screenshots/calculator-failure-${ctx.task.name.slice(0, 30)}.png`,
      fullPage: true,
    });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('calculator wizard', () => {
  it('shows the first-time demo once, then asks for a name', async () => {
    await page.goto(server.orgUrl('demo', '/calculator'));
    await page.evaluate(() => localStorage.setItem('calculationDemo', 'true'));
    await page.reload();
    const demo = dialog('How the calculator works');
    await demo.waitFor();
    await shot('calculator-demo');
    for (let i = 0; i < 5; i++) await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByRole('button', { name: 'Back' }).click();
    await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByRole('button', { name: 'Finish' }).click();
    await demo.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('calculationDemo'))).toBe('false');

    await button('Continue').click();
    await page.getByText('Name is required').waitFor();
    await field('Name').fill('Acme warehouse Q3');
    await shot('calculator-name');
    await button('Continue').click();
    expect(await button('Continue').isDisabled()).toBe(true);
  });

  it('adds two employees who work in Texas and California', async () => {
    await button('Add Person').click();
    const modal = dialog('Add Persons');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.getByText('Job name is required').waitFor();
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
    await modal.waitFor({ state: 'hidden' });

    expect(await page.getByText(/^\d\. Forklift operator$/).count()).toBe(2);
    // Deleting asks first; No keeps the person.
    await page.getByRole('button', { name: 'Delete Forklift operator 2' }).click();
    await page.getByText('Are you sure you want to delete this person?').waitFor();
    await shot('calculator-delete-confirm');
    await dialog('Please confirm').getByRole('button', { name: 'No' }).click();
    expect(await page.getByText(/^\d\. Forklift operator$/).count()).toBe(2);
    await shot('calculator-persons');
    await button('Continue').click();
  });

  it('fills the first person with overtime, a stipend, benefits and a cost, with live results', async () => {
    await page.getByRole('tab', { name: 'Pay' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Pay',
      'Bill',
      'Assignment Details',
      'Benefits',
      'Other Costs',
    ]);
    expect(await button('Create calculation').isDisabled()).toBe(true);
    await button('Continue').click();
    await page.getByText('Pay rate is required').first().waitFor();
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
    const card = page.getByRole('region', { name: 'Live results' });
    await card.getByRole('button', { name: /^Revenue \$/ }).waitFor();
    await shot('calculator-assignment');
    await button('Continue').click();

    const stipend = dialog('Add Stipend');
    await stipend.getByText('Total Stipend').waitFor();
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
    await button('Continue').click();
    await page.getByText('No option Selected').first().waitFor();
    await page.getByRole('checkbox', { name: /County criminal/ }).check();
    await field('Payment terms (days)').fill('30');
    await shot('calculator-other-costs');
    await button('Continue').click();
    // The wizard moves on to the second person.
    await page.getByRole('heading', { name: 'Person 2: Forklift operator' }).waitFor();
  });

  it('solves the second person’s bill rate for a 25% margin and saves', async () => {
    await field('Pay rate (per hour)').fill('20');
    await button('Continue').click();
    // Solving needs the hours: enter the assignment first, then come back to Bill.
    await page.getByRole('tab', { name: 'Assignment Details' }).click();
    await field('Estimated length').fill('13');
    await page.getByRole('tab', { name: 'Bill' }).click();
    await field('Target margin').fill('25');
    await button('Fill bill rate').click();
    await page.getByText(/^Bill rate set to \$/).waitFor();
    expect(
      Number(
        await field('Bill rate (per hour)')
          .inputValue()
          .then((v) => v.replace(/[$,]/g, '')),
      ),
    ).toBeGreaterThan(20);
    await shot('calculator-bill-solve');
    await button('Continue').click();
    await button('Continue').click();
    await button('Continue').click();

    const card = page.getByRole('region', { name: 'Live results' });
    await card.getByRole('button', { name: /^Revenue/ }).click();
    await card
      .getByText(/h × \$38\.00/)
      .first()
      .waitFor();
    await shot('calculator-live-results');
    liveRevenue = (await card.getByRole('button', { name: /^Revenue/ }).getAttribute('aria-label')) ?? '';
    expect(liveRevenue).toMatch(/^Revenue \$[\d,]+\.\d\d$/);
    // Other Costs of the second person is not passed yet: saving waits for it.
    expect(await button('Create calculation').isDisabled()).toBe(true);

    await button('Continue').click();
    await page.waitForURL(/\/calculations\/\d+$/);
    calculationId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(calculationId).toBeGreaterThan(0);
  });

  it('stored exactly what the engine computes, and what the live card showed', async () => {
    const saved = await load(calculationId);
    expect(saved.name).toBe('Acme warehouse Q3');
    expect(saved.person_list).toHaveLength(2);
    const engine = engineTotals(saved);
    expect(saved.total_assignment_calculation).toEqual(engine);
    expect(liveRevenue).toBe(`Revenue ${usd(engine.total_revenue)}`);
    // Overtime (50 hours a week), the stipend, benefits and the cost item are all in.
    expect(engine.overtime_revenue).toBeGreaterThan(0);
    expect(engine.stipends).toBeGreaterThan(0);
    expect(engine.k_401).toBeGreaterThan(0);
    expect(engine.healthcare).toBeGreaterThan(0);
    expect(engine.background_check).toBeGreaterThan(0);
  });

  it('edits the pay rate of a saved calculation and updates it', async () => {
    await page.goto(server.orgUrl('demo', `/calculations/edit/${calculationId}`));
    await button('Update calculation').waitFor();
    await shot('calculator-edit');
    await field('Pay rate (per hour)').fill('24');
    await button('Update calculation').click();
    await page.waitForURL(new RegExp(`/calculations/${calculationId}$`));
    const saved = await load(calculationId);
    expect((saved.person_list[0] as { pay: { pay_rate: string } }).pay.pay_rate).toBe('24');
    expect(saved.total_assignment_calculation).toEqual(engineTotals(saved));
  });

  it('offers to reload when a manager saved the calculation first, then saves on the newer version', async () => {
    await page.goto(server.orgUrl('demo', `/calculations/edit/${calculationId}`));
    await button('Update calculation').waitFor();
    // The manager saves pay 26 from the same version the recruiter's page holds.
    const managerContext = await browser.newContext({ viewport: DESKTOP });
    await signInDemo(server, managerContext, 'manager@staffmargin.app');
    const manager = await managerContext.newPage();
    await manager.goto(server.orgUrl('demo', '/dashboard'));
    const before = await load(calculationId);
    const theirs = structuredClone(before.person_list) as { pay: { pay_rate: string } }[];
    theirs[0]!.pay.pay_rate = '26';
    const status = await manager.evaluate(
      async (body) =>
        (
          await fetch('/api/organization_team/calculation/update', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { id: calculationId, version: before.version, name: before.name, person_list: theirs },
    );
    expect(status).toBe(200);
    await managerContext.close();

    await field('Pay rate (per hour)').fill('25');
    await button('Update calculation').click();
    const offer = dialog('This calculation was changed');
    await offer.getByText(/^Marcus Lee saved a newer version on /).waitFor();
    await shot('calculator-stale-edit');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(await field('Pay rate (per hour)').inputValue()).toBe('$26.00');
    await field('Pay rate (per hour)').fill('25');
    await button('Update calculation').click();
    await page.waitForURL(new RegExp(`/calculations/${calculationId}$`));
    const saved = await load(calculationId);
    expect(saved.version).toBe(before.version + 2);
    expect((saved.person_list[0] as { pay: { pay_rate: string } }).pay.pay_rate).toBe('25');
  });
});
