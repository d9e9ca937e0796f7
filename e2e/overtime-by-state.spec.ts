import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { fieldIn, pickIn, postFromPage, screenshotWithoutToasts } from './src/harness';
import { journey } from './src/journey';
import { asReturningMember } from './src/saved-work';

/**
 * Overtime by the work location's state (docs/calculation-model.md#state-daily-overtime-and-double-time, docs/product/calculator.md#bill-tab):
 * the demo Owner prices a nurse on 12 h x 3 shifts in California and a forklift operator on the same week in
 * Texas. California asks for the double-time multiplier and bills 24 regular and 12 overtime hours a week;
 * Texas asks nothing more and bills all 36 as regular. The live results, the calculation page and the quote
 * show those hours, and every figure they print is re-added here from the page.
 */
const test = journey();
// The helpers below act on the test's page (one page per test: set at its start).
let page: Page;

const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const field = (text: string, scope: Page | Locator = page) => fieldIn(scope, text);
const pick = (label: string, option: string | RegExp, scope: Page | Locator, search?: string) =>
  pickIn(page, scope, label, option, search);
const shot = (name: string) => screenshotWithoutToasts(page, name);

/**
 * The live results with their explanations open: on a desktop the card beside the form, on a phone the drawer
 * its bottom bar opens (a resize would fold the card into the bar and close what was open).
 */
async function shotLiveResults(name: string, open: string[]) {
  const file = (label: string) => path.join(import.meta.dirname, 'screenshots', `${name}-${label}.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: file('desktop') });
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show live results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Live results' });
  for (const figure of open) {
    const control = drawer.getByRole('button', { name: new RegExp(`^${figure}`) });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }
  await page.screenshot({ path: file('phone') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize(desktop);
}

const api = <T>(path: string, body: unknown) => postFromPage<T>(page, path, body);

/** Whole cents (or hundredths of an hour) of a printed figure: "$1,234.56", "312.00", "24". */
const hundredths = (text: string) => {
  const [whole, frac = ''] = text.replace(/[$,\sh]/g, '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};

/** A table's body cells as text, row by row. */
const cells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );

/** A person in the wizard: name, one location, pay, bill, a 12 h x 3 shift week for 13 weeks. */
async function addPerson(job: string, state: string, city: string) {
  await button('Add Person').click();
  const modal = dialog('Add Persons');
  await field('Job name', modal).fill(job);
  await pick('State 1', state, modal);
  await pick('City 1', new RegExp(`^${city}$`), modal, city);
  await pick('Workers Compensation 1', /^Warehouse · 8292/, modal);
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal).toBeHidden();
}

async function fillShiftWeek() {
  await field('Estimated length').fill('13');
  await page.getByRole('radio', { name: 'Shift' }).check();
  await field('Hours per shift').fill('12');
  await field('Shifts per week').fill('3');
}

test.describe('overtime by state', () => {
  test.beforeEach(async ({ demoPage }) => {
    page = demoPage;
    // The walkthroughs of a first visit are not what this journey is about: finished, as a returning user's are.
    await asReturningMember(page.context());
  });

  // One story: the calculation priced in the wizard is the one whose page and quote show the hours.
  test('prices a week in California and in Texas; the calculation page and the quote bill the hours', async ({
    server,
  }) => {
    let calculationId = 0;
    await test.step('asks for double time in California and bills 24 regular and 12 overtime hours a week', async () => {
      await page.goto(server.orgUrl('demo', '/calculator'));
      await field('Name').fill('Nurses and forklifts, CA and TX');
      await button('Continue').click();
      await addPerson('Registered nurse', 'California', 'Los Angeles');
      await addPerson('Forklift operator', 'Texas', 'Dallas');
      await button('Continue').click();

      await field('Pay rate (per hour)').fill('30');
      await button('Continue').click();
      await field('Bill rate (per hour)').fill('48');
      const doubleTime = field('Double time');
      await expect(doubleTime).toBeVisible();
      await expect(doubleTime).toHaveValue('2×');
      await expect(page.getByText('Multiplier for hours past 12 a day in California')).toBeVisible();
      await shot('overtime-bill-california');
      await button('Continue').click();
      await fillShiftWeek();

      const card = page.getByRole('region', { name: 'Live results' });
      await card.getByRole('button', { name: /^Hours worked/ }).click();
      await expect(card.getByText('California: 4 h a day past 8 are overtime').first()).toBeVisible();
      await expect(card.getByText('Regular: 312 h (24 h a week)')).toBeVisible();
      await expect(card.getByText('Overtime: 156 h (12 h a week)')).toBeVisible();
      await card.getByRole('button', { name: /^Revenue/ }).click();
      // The revenue lines re-add: 312 h x $48.00 and 156 h x $72.00.
      await expect(card.getByText('312 h × $48.00')).toBeVisible();
      await expect(
        card.getByText('156 h × $72.00 (California: 4 h a day past 8 are overtime)'),
      ).toBeVisible();
      await expect(card.getByRole('button', { name: /^Revenue/ })).toHaveAttribute(
        'aria-label',
        `Revenue $${(312 * 48 + 156 * 72).toLocaleString('en-US')}.00`,
      );
      await shotLiveResults('overtime-live-results', ['Hours worked', 'Revenue']);
      for (let i = 0; i < 3; i++) await button('Continue').click();
      await expect(page.getByRole('heading', { name: 'Person 2: Forklift operator' })).toBeVisible();
    });

    await test.step('asks nothing more in Texas, where the same week is 36 regular hours', async () => {
      await field('Pay rate (per hour)').fill('30');
      await button('Continue').click();
      await field('Bill rate (per hour)').fill('48');
      await expect(field('Overtime Markup')).toBeVisible();
      await expect(page.getByLabel(/^Double time/)).toHaveCount(0);
      await shot('overtime-bill-texas');
      await button('Continue').click();
      await fillShiftWeek();
      const card = page.getByRole('region', { name: 'Live results' });
      await card.getByRole('button', { name: /^Hours worked/ }).click();
      await expect(card.getByText('Federal rule: hours past 40 a week are overtime').first()).toBeVisible();
      await expect(card.getByText('Regular: 468 h (36 h a week)')).toBeVisible();
      for (let i = 0; i < 2; i++) await button('Continue').click();
      await button('Create calculation').click();
      await expect(page).toHaveURL(/\/calculations\/\d+$/);
      calculationId = Number(new URL(page.url()).pathname.split('/').pop());
    });

    await test.step('the calculation page shows the hours and pay of each location, adding up', async () => {
      await page.getByRole('tab', { name: 'Hours by location' }).click();
      const nurse = page.getByRole('table', { name: 'Hours: Registered nurse · CA' });
      await expect(nurse).toBeVisible();
      await expect(page.getByText('California: 4 h a day past 8 are overtime')).toBeVisible();
      const rows = await cells(nurse);
      // Kind, a week, hours, pay rate, pay, bill rate, revenue.
      expect(rows.map((r) => r.slice(0, 4))).toEqual([
        ['Regular', '24.00', '312.00', '$30.00'],
        ['Overtime', '12.00', '156.00', '$45.00'],
        ['Double time', '0.00', '0.00', '$60.00'],
        ['Total', '36.00', '468.00', ''],
      ]);
      const body = rows.slice(0, -1);
      const total = rows.at(-1)!;
      for (const r of body) {
        // Hours x rate = pay and revenue, to the cent, from the printed cells.
        expect(hundredths(r[4]!)).toBe(Math.round((hundredths(r[2]!) * hundredths(r[3]!)) / 100));
        expect(hundredths(r[6]!)).toBe(Math.round((hundredths(r[2]!) * hundredths(r[5]!)) / 100));
      }
      for (const col of [1, 2, 4, 6]) {
        expect(body.reduce((s, r) => s + hundredths(r[col]!), 0)).toBe(hundredths(total[col]!));
      }
      const forklift = page.getByRole('table', { name: 'Hours: Forklift operator · TX' });
      expect((await cells(forklift)).map((r) => r.slice(0, 3))).toEqual([
        ['Regular', '36.00', '468.00'],
        ['Total', '36.00', '468.00'],
      ]);
      await shot('overtime-calculation-hours');
    });

    await test.step('the quote bills California’s overtime hours on a line of their own', async () => {
      const calc = (
        await api<{
          data: { calculation: { status: string; person_list: { wc_states: { state_id: string }[] }[] } };
        }>('/organization_team/calculation', { id: calculationId })
      ).data.calculation;
      // An Enterprise organisation saves a New calculation: it is sent and approved before it is quoted.
      for (const status of ['Sent to approval', 'Approved']) {
        if (calc.status !== 'Approved') {
          await api('/organization_team/calculation/update/status', { id: calculationId, status });
        }
      }
      const created = await api<{ data: { quotation: { id: number } } }>('/organization_team/quote/create', {
        id: calculationId,
        company_name: 'Mercy Clinics',
        quote_number: 'OT-CA-1',
        quote_state: [Number(calc.person_list[0]!.wc_states[0]!.state_id)],
        person_selection_data: [
          { index: 0, count: 2 },
          { index: 1, count: 0 },
        ],
      });
      expect(created.data, JSON.stringify(created)).toBeDefined();
      await page.goto(server.orgUrl('demo', `/quote/${created.data.quotation.id}`));
      const items = page.getByRole('table', { name: 'Quote items' });
      await expect(items).toBeVisible();
      const lines = await cells(items);
      expect(lines.map((l) => l.slice(1))).toEqual([
        ['2', '312.00', '$48.00/h', '$29,952.00'],
        ['2', '156.00', '$72.00/h', '$22,464.00'],
      ]);
      expect(lines[1]![0]).toContain('California · overtime hours');
      for (const l of lines) {
        // People x hours per person x rate, half up to the cent.
        expect(hundredths(l[4]!)).toBe(
          Math.round((Number(l[1]) * hundredths(l[2]!) * hundredths(l[3]!)) / 100),
        );
      }
      const doc = page.getByRole('article', { name: 'Quote' });
      const subTotal = /Sub-Total\s*(\$[\d,]+\.\d{2})/.exec((await doc.textContent()) ?? '')![1]!;
      expect(hundredths(subTotal)).toBe(lines.reduce((s, l) => s + hundredths(l[4]!), 0));
      await shot('overtime-quote');
    });
  });

  test('the Learning Center explains the state rules with the engine’s California week', async ({
    server,
  }) => {
    await page.goto(server.orgUrl('demo', '/learning-center'));
    await page.getByRole('tab', { name: 'Calculations' }).click();
    const rules = page.getByRole('table', { name: 'Overtime rules by state' });
    await expect(rules.getByRole('row', { name: /California/ })).toContainText('past 8 h a day');
    await expect(rules.getByRole('row', { name: /Alaska/ })).toBeVisible();
    await expect(rules.getByRole('row', { name: /Colorado/ })).toContainText('past 12 h a day');
    const week = page.getByRole('table', { name: 'California shift week' });
    await expect(week.getByRole('row', { name: /^Regular/ })).toContainText('24 h');
    await expect(week.getByRole('row', { name: /^Overtime/ })).toContainText('12 h');
    await shot('overtime-learning-center');
  });
});
