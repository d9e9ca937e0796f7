import fs from 'node:fs';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import {
  finishWalkthrough,
  type RunningServer,
  screenshotWithoutToasts as shot,
  spaced,
} from './src/harness';
import { journey } from './src/journey';
import { asReturningMember, type SavedWork } from './src/saved-work';

/**
 * The calculations list and detail in the seeded demo organisation: a recruiter (Team Member) finds and opens
 * a calculation, checks its figures against the stored results, sends it for approval and downloads it; a
 * manager opens it from the Messages dropdown and declines it, or approves another; the recruiter is told.
 * Each test works on calculations of its own, saved through the API (src/saved-work.ts) under names no other
 * test uses, and finds them by name: the seeded ones are never changed, so a test stands alone.
 */
const test = journey().extend<{
  /** A copy of a seeded calculation saved for the test, and a returning recruiter's page on the list or on its detail. */
  recruiterCopy: (
    copy: Parameters<SavedWork['calculation']>[0],
    on: 'list' | 'detail',
  ) => Promise<{ calc: Awaited<ReturnType<SavedWork['calculation']>>; page: Page }>;
}>({
  recruiterCopy: async ({ signedInAs, server, savedWork }, use) => {
    await use(async (copy, on) => {
      const calc = await savedWork.calculation(copy);
      const page = await returningPage(signedInAs, RECRUITER);
      await open(page, server, on === 'list' ? '/calculations' : `/calculations/${calc.id}`);
      return { calc, page };
    });
  },
});

const RECRUITER = 'recruiter@staffmargin.app';
const MANAGER = 'manager@staffmargin.app';
const SEEDED = {
  la: 'LA accounts payable backfill',
  rn: 'Memorial Hermann travel RN',
  pickers: 'Dallas DC – peak season pickers',
  cnc: 'Chicago CNC machinists',
  miami: 'Miami clinic front desk',
  clerks: 'Q1 payroll clerks – Dallas HQ',
};

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const open = (page: Page, server: RunningServer, path: string) => page.goto(server.orgUrl('demo', path));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's calculation rows (not the "no records" row); their text is read as a person reads it. */
const calculationRows = (page: Page) =>
  page.getByRole('table', { name: 'Calculations' }).locator('tbody tr:has([data-calculation-id])');
/** The row of the calculation named `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(escaped(name)) });
/** The rows' text, whitespace collapsed, with CSS capitals as shown ('NEW CALCULATION'). */
const asShown = { useInnerText: true };

/** A field by its label, with or without Mantine's required mark. */
const field = (scope: Page | Locator, text: string) =>
  scope.getByLabel(new RegExp(`^${escaped(text)}\\s*\\*?$`)).first();

async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type SignIn = (email: string) => Promise<BrowserContext>;

/** A page of a demo member who has been here before: no first visit's walkthrough or survey opens. */
async function returningPage(signedInAs: SignIn, email: string) {
  const ctx = await signedInAs(email);
  await asReturningMember(ctx);
  return ctx.newPage();
}

/**
 * A page of a demo member whose first page load finds the walkthrough `flag` on, as the product sets it on a
 * first visit, whatever sign-ins the member had before; a reload keeps what the walkthrough made of it.
 */
async function walkthroughPage(
  signedInAs: SignIn,
  email: string,
  flag: 'calculationDemo' | 'calculationDetailDemo',
) {
  const ctx = await signedInAs(email);
  await ctx.addInitScript((name) => {
    if (sessionStorage.getItem(`e2e-set:${name}`)) return;
    sessionStorage.setItem(`e2e-set:${name}`, '1');
    localStorage.setItem(name, 'true');
  }, flag);
  return ctx.newPage();
}

interface Loaded {
  id: number;
  results: {
    summary: {
      total_assignment_calculation: Record<string, number>;
      gross_profit_percent: number;
    };
    persons: { locations: { total_assignment_calculation: Record<string, number> }[] }[];
  };
}

/** The stored calculation, as the API gives it to the page's member. */
const load = (page: Page, id: number) =>
  page.evaluate(async (calcId) => {
    const res = await fetch('/api/organization_team/calculation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: calcId }),
    });
    return (await res.json()).data.calculation;
  }, id) as Promise<Loaded>;

/** The five summary cards show these money values (each card also shows a per-hour value). */
async function expectCards(page: Page, values: Partial<Record<CardLabel, number>>) {
  for (const [label, value] of Object.entries(values)) {
    const card = page.locator(`[aria-label="${label}"]`).first();
    await expect(card.getByText(usd(value!), { exact: true })).toBeVisible();
  }
}
type CardLabel = 'Project cost' | 'Total Wages' | 'Total burden cost' | 'Gross Profit' | 'Revenue';

/** Opens the header's Messages dropdown and waits for `item`: notifications arrive about 2 s after the page loads. */
async function openMessage(page: Page, item: RegExp) {
  // The unread count is drawn whole on the bell's corner: its top edge is where it is, not cut off by the button.
  const count = page.locator('.mantine-Indicator-indicator').first();
  await expect(count).toBeVisible();
  const box = (await count.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.mantine-Indicator-indicator'),
    [box.x + box.width / 2, box.y + 2],
  );
  expect(hit, 'the top of the unread count is visible').toBe(true);
  await page.getByRole('button', { name: 'Messages' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  return entry;
}

/** The onboarding survey after a browser's first detail walkthrough: answered and finished. */
async function finishSurvey(page: Page) {
  const survey = dialog(page, 'One question before you start');
  await expect(survey).toBeVisible();
  await survey.getByRole('radio', { name: 'Pricing new assignments' }).check();
  await button(survey, 'Finish').click();
  await expect(survey).toBeHidden();
}

/** The list's "1-15 out of 42": the number of calculations it has in all. */
async function listTotal(page: Page) {
  const text = await page.getByText(/\d+-\d+ out of \d+/).textContent();
  return Number(/out of (\d+)/.exec(text ?? '')![1]);
}

test.describe('calculations, as a recruiter and a manager use them', () => {
  test('shows the walkthrough once, then the list, newest first', async ({
    signedInAs,
    server,
    savedWork,
  }) => {
    const newest = await savedWork.calculation({
      as: MANAGER,
      name: 'Q2 payroll clerks – Dallas HQ',
      from: SEEDED.clerks,
      status: 'Approved',
    });
    const page = await walkthroughPage(signedInAs, RECRUITER, 'calculationDemo');
    await open(page, server, '/calculations');
    const intro = dialog(page, 'Your calculations');
    await expect(intro).toBeVisible();
    await button(intro, 'Next').click();
    await button(intro, 'Back').click();
    await shot(page, 'calculations-walkthrough');
    await finishWalkthrough(page, 'Your calculations');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculationDemo'))).toBe('false');

    await expect(page.getByRole('heading', { name: 'Calculations' })).toBeVisible();
    // The calculation saved last comes first, with its revenue, industry, author, date and status.
    await expect(calculationRows(page).first()).toHaveText(
      spaced(
        new RegExp(
          `^${escaped(newest.name)} \\$[\\d,]+\\.\\d\\d Office & Healthcare Marcus Lee \\d\\d/\\d\\d/\\d{4} Approved$`,
          'i',
        ),
      ),
      asShown,
    );
    const shown = await calculationRows(page).count();
    expect(shown).toBeGreaterThanOrEqual(7);
    await expect(page.getByText(new RegExp(`^1-${shown} out of \\d+$`))).toBeVisible();
    await expect(page.getByText('Records per page:')).toBeVisible();
    await shot(page, 'calculations-list');
  });

  test('asks for the first page of the list once, with the page itself', async ({ signedInAs, server }) => {
    const page = await returningPage(signedInAs, RECRUITER);
    await open(page, server, '/calculations');
    await expect(calculationRows(page).first()).toBeVisible();
    // The server names the first page in the HTML (a preload) and the list takes that answer over: one request,
    // started before the app's code has run.
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/api/organization_team/calculations?'))
        .map((r) => ({
          url: new URL(r.name).search,
          initiator: (r as PerformanceResourceTiming).initiatorType,
        })),
    );
    expect(requests).toEqual([{ url: '?page=1&per_page=15&sort=date&order=desc', initiator: 'link' }]);
  });

  test('searches, filters and sorts on the server', async ({ signedInAs, server, savedWork }) => {
    // Three calculations of different sizes, found by a word only they have.
    const frontDesk = await savedWork.calculation({
      as: RECRUITER,
      name: 'Austin front desk',
      from: SEEDED.miami,
    });
    const payables = await savedWork.calculation({ as: MANAGER, name: 'Austin payables', from: SEEDED.la });
    await savedWork.calculation({
      as: MANAGER,
      name: 'Austin machinists',
      from: SEEDED.cnc,
      status: 'Approved',
    });
    const page = await returningPage(signedInAs, RECRUITER);
    await open(page, server, '/calculations');
    await expect(calculationRows(page).first()).toBeVisible();
    const total = await listTotal(page);

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('cnc');
    await expect(calculationRows(page)).toHaveText([/Chicago CNC machinists/]);
    await search.fill('nothing like this');
    await expect(page.getByText('There are no records to display')).toBeVisible();
    await expect(calculationRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText(new RegExp(`out of ${total}$`))).toBeVisible();

    await search.fill('austin');
    await expect(calculationRows(page)).toHaveCount(3);
    await pick(page, 'Status', 'New calculation');
    // Newest first; the badge is upper-cased by CSS.
    await expect(calculationRows(page)).toHaveText(
      [
        spaced(new RegExp(`^${payables.name} .* NEW CALCULATION$`, 's')),
        spaced(new RegExp(`^${frontDesk.name} .* NEW CALCULATION$`, 's')),
      ],
      asShown,
    );
    await pick(page, 'Member', 'Marcus Lee');
    await expect(calculationRows(page)).toHaveText([new RegExp(payables.name)]);
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(page.getByText(new RegExp(`out of ${total}$`))).toBeVisible();

    // Sorting by revenue: the server answers the three rows again, smallest revenue first.
    await search.fill('austin');
    await expect(calculationRows(page)).toHaveCount(3);
    const revenues = calculationRows(page).locator('td:nth-child(2)');
    const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
    const ascending = (await revenues.allInnerTexts()).sort((a, b) => amount(a) - amount(b));
    expect(new Set(ascending).size).toBe(3);
    await page.getByRole('button', { name: 'Revenue' }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText('Revenue');
    await expect(revenues).toHaveText(ascending);
  });

  test('opens a New calculation whose figures are the stored results', async ({ recruiterCopy }) => {
    const { calc, page } = await recruiterCopy(
      { as: MANAGER, name: 'LA payables – figures', from: SEEDED.la },
      'list',
    );
    await rowOf(page, calc.name).getByRole('cell').nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${calc.id}$`));
    await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
    const stored = (await load(page, calc.id)).results.summary;
    const t = stored.total_assignment_calculation;
    await expectCards(page, {
      'Project cost': t.total_project_cost,
      'Total Wages': t.total_wages,
      'Total burden cost': t.total_employers_burden,
      'Gross Profit': t.gross_profit,
      Revenue: t.total_revenue,
    });
    await expect(page.getByLabel('Gross profit percent')).toHaveText(
      `${stored.gross_profit_percent.toFixed(2)}%`,
    );

    // A Team Member never sees the reviewer's buttons.
    await expect(button(page, 'Approve')).toHaveCount(0);
    await expect(button(page, 'Decline')).toHaveCount(0);
    await expect(button(page, 'Create Quote')).toHaveCount(0);
    await shot(page, 'calculation-detail-cost');
    await page.getByRole('tab', { name: 'Employer Burden Breakdown' }).click();
    await expect(page.getByRole('table', { name: 'Employer Burden Breakdown' })).toBeVisible();
    await shot(page, 'calculation-detail-burden');
    await page.getByRole('tab', { name: 'Profitability' }).click();
    await expect(page.getByText('Profit per assignment')).toBeVisible();
    await shot(page, 'calculation-detail-profitability');
  });

  test('shows the summary of each person', async ({ recruiterCopy }) => {
    const { calc, page } = await recruiterCopy(
      { as: MANAGER, name: 'LA payables – summary', from: SEEDED.la },
      'detail',
    );
    await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
    await button(page, 'Summary').click();
    const summary = dialog(page, 'Summary');
    await expect(summary.getByRole('tab', { name: 'AP specialist' })).toBeVisible();
    for (const section of ['Pay', 'Bill', 'Assignment', 'Benefits', 'Other Costs']) {
      await expect(summary.getByText(section, { exact: true })).toBeVisible();
    }
    await shot(page, 'calculation-summary-modal');
    await button(summary, 'Close').last().click();
    await expect(summary).toBeHidden();
  });

  test('downloads the calculation as PDF and XLSX', async ({ recruiterCopy }) => {
    const { calc, page } = await recruiterCopy(
      { as: MANAGER, name: 'LA payables – download', from: SEEDED.la },
      'detail',
    );
    await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
    for (const [type, magic] of [
      ['pdf', '%PDF'],
      ['xlsx', 'PK'],
    ] as const) {
      await button(page, 'Download').click();
      const modal = dialog(page, 'Download calculation');
      await modal.getByRole('radio', { name: type === 'pdf' ? 'PDF' : 'Excel (xlsx)' }).check();
      if (type === 'pdf') await shot(page, 'calculation-download-modal');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        button(modal, 'Download').click(),
      ]);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeGreaterThan(500);
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${type}$`));
      await expect(modal).toBeHidden();
    }
  });

  test('the recruiter sends it for approval; the manager opens it from Messages and declines it with a reason', async ({
    signedInAs,
    server,
    savedWork,
  }) => {
    const calc = await savedWork.calculation({
      as: RECRUITER,
      name: 'LA payables – for review',
      from: SEEDED.la,
    });

    await test.step('the recruiter sends it after a Yes/No confirmation', async () => {
      const page = await returningPage(signedInAs, RECRUITER);
      await open(page, server, `/calculations/${calc.id}`);
      await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
      await button(page, 'Send for Approval').click();
      const confirm = dialog(page, 'Send for Approval');
      await expect(confirm.getByText('Send this calculation to your managers for approval?')).toBeVisible();
      await shot(page, 'calculation-send-modal');
      await button(confirm, 'No').click();
      await expect(confirm).toBeHidden();
      await button(page, 'Send for Approval').click();
      await button(confirm, 'Yes').click();
      await expect(page.getByText('Status updated Successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
      await expect(
        page.locator('.mantine-Badge-root', { hasText: 'Sent to approval' }).first(),
      ).toBeVisible();
      await expect(button(page, 'Send for Approval')).toHaveCount(0);
      await expect(button(page, 'Approve')).toHaveCount(0);
    });

    await test.step('the manager opens it from Messages and declines it with a reason', async () => {
      const page = await returningPage(signedInAs, MANAGER);
      await open(page, server, '/calculations');
      const item = await openMessage(page, new RegExp(`sent “${escaped(calc.name)}” for approval`));
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/calculations/${calc.id}$`));
      await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();

      await button(page, 'Decline').click();
      const modal = dialog(page, 'Decline calculation');
      await button(modal, 'Decline').click();
      await expect(modal.getByText('Please fill this out')).toHaveCount(2);
      await shot(page, 'calculation-decline-modal');
      await field(modal, 'Reason choice').click();
      await page.getByRole('option', { name: 'Error in Rates', exact: true }).click();
      await expect(modal.getByText('Please fill this out')).toHaveCount(2);
      await field(modal, 'Decline reason').fill('Use the 2026 SUTA rate for CA.');
      await button(modal, 'Decline').click();
      await expect(modal).toBeHidden();
      await expect(page.getByText('Status updated Successfully!')).toBeVisible();
      await expect(page.getByText('Reason Description')).toBeVisible();
      await expect(page.getByText('Use the 2026 SUTA rate for CA.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Calculation' })).toHaveAttribute(
        'href',
        `/calculations/edit/${calc.id}`,
      );
      await expect(button(page, 'Send for Approval')).toBeVisible();
      await shot(page, 'calculation-detail-not-approved');
    });
  });

  test('the manager approves one and is offered Create Quote; the recruiter is told in Messages', async ({
    signedInAs,
    server,
    savedWork,
  }) => {
    const calc = await savedWork.calculation({
      as: RECRUITER,
      name: 'Travel RN – night shift',
      from: SEEDED.rn,
      status: 'Sent to approval',
    });

    await test.step('the manager approves it from the list', async () => {
      const page = await returningPage(signedInAs, MANAGER);
      await open(page, server, '/calculations');
      await page.getByRole('link', { name: calc.name }).click();
      await expect(page).toHaveURL(new RegExp(`/calculations/${calc.id}$`));
      await button(page, 'Approve').click();
      await expect(page.getByText('Status updated Successfully!')).toBeVisible();
      await expect(button(page, 'Create Quote')).toBeVisible();
      await expect(button(page, 'Approve')).toHaveCount(0);
      await button(page, 'Create Quote').click();
      const quote = dialog(page, 'Create Quote');
      // The quote's first step asks for the client (the whole quote journey is quotes.spec.ts).
      await expect(quote.getByRole('textbox', { name: /Company name/ })).toBeVisible();
      await shot(page, 'calculation-create-quote-modal');
      await button(quote, 'Cancel').click();
      await expect(quote).toBeHidden();
    });

    await test.step('the recruiter’s Messages link to it', async () => {
      const page = await returningPage(signedInAs, RECRUITER);
      await open(page, server, '/calculations');
      const approved = await openMessage(
        page,
        new RegExp(`“${escaped(calc.name)}” was approved by Marcus Lee`),
      );
      await shot(page, 'calculations-messages');
      await approved.click();
      await expect(page).toHaveURL(new RegExp(`/calculations/${calc.id}$`));
      await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
      await expect(page.locator('.mantine-Badge-root', { hasText: 'Approved' }).first()).toBeVisible();
      // The recruiter still cannot review, but may quote an approved calculation.
      await expect(button(page, 'Decline')).toHaveCount(0);
      await expect(button(page, 'Create Quote')).toBeVisible();
    });
  });

  test('re-adds the figures at once for the individuals selected', async ({ recruiterCopy }) => {
    const { calc, page } = await recruiterCopy(
      { as: RECRUITER, name: 'Dallas DC – pickers, second shift', from: SEEDED.pickers },
      'list',
    );
    await page.getByRole('link', { name: calc.name }).click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${calc.id}$`));
    const stored = await load(page, calc.id);
    await expectCards(page, { Revenue: stored.results.summary.total_assignment_calculation.total_revenue });

    // Unticking Select All keeps the first person; the cards then show that person's stored figures.
    await page.getByRole('checkbox', { name: 'Select All' }).uncheck();
    const first = stored.results.persons[0]!.locations[0]!.total_assignment_calculation;
    await expectCards(page, { Revenue: first.total_revenue, 'Gross Profit': first.gross_profit });
    // The last selected person cannot be unticked.
    await page.getByRole('checkbox', { name: 'Order picker #1' }).click();
    await expect(page.getByRole('checkbox', { name: 'Order picker #1' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Forklift operator' }).check();
    const forklift = stored.results.persons[2]!.locations[0]!.total_assignment_calculation;
    await expectCards(page, { Revenue: first.total_revenue! + forklift.total_revenue! });
    await shot(page, 'calculation-detail-selection');
  });

  test('opens the detail walkthrough when its flag is set, then the onboarding survey', async ({
    signedInAs,
    server,
    savedWork,
  }) => {
    const calc = await savedWork.calculation({
      as: MANAGER,
      name: 'LA payables – walkthrough',
      from: SEEDED.la,
    });
    // A browser of its own: the survey follows the first detail walkthrough it shows.
    const page = await walkthroughPage(signedInAs, RECRUITER, 'calculationDetailDemo');
    await open(page, server, `/calculations/${calc.id}`);
    await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
    await finishWalkthrough(page, 'Reading a calculation');
    await finishSurvey(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculationDetailDemo'))).toBe('false');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('onboardingSurvey'))).toBe('done');
  });

  test('saves a changed stipend discount from the Summary, which makes it a New calculation again', async ({
    recruiterCopy,
  }) => {
    const { calc, page } = await recruiterCopy(
      { as: RECRUITER, name: 'Travel RN – stipend', from: SEEDED.rn, status: 'Approved' },
      'detail',
    );
    await expect(page.getByRole('heading', { name: calc.name })).toBeVisible();
    await expect(page.locator('.mantine-Badge-root', { hasText: 'Approved' }).first()).toBeVisible();
    await button(page, 'Summary').click();
    const summary = dialog(page, 'Summary');
    await expect(field(summary, 'Discount')).toBeVisible();
    const total = summary.getByLabel('Stipend total');
    await expect(total).toHaveText(/\$[\d,]+\.\d\d/);
    const before = (await total.textContent())!;
    await field(summary, 'Discount').fill('10');
    // The total after the discount is recomputed in place.
    await expect(total).not.toHaveText(before);
    await shot(page, 'calculation-summary-stipend');
    await button(summary, 'Save').click();
    await expect(page.getByText('Calculation updated')).toBeVisible();
    await expect(summary).toBeHidden();
    await expect(page.locator('.mantine-Badge-root', { hasText: 'New calculation' }).first()).toBeVisible();
    await expect(button(page, 'Send for Approval')).toBeVisible();
  });

  test('deletes a calculation from the list after a confirmation', async ({ recruiterCopy }) => {
    const { calc, page } = await recruiterCopy(
      { as: RECRUITER, name: 'Miami front desk – spare', from: SEEDED.miami },
      'list',
    );
    await expect(rowOf(page, calc.name)).toBeVisible();
    const before = await listTotal(page);
    await page.getByRole('button', { name: `Delete ${calc.name}` }).click();
    const modal = dialog(page, 'Delete calculation');
    await expect(modal.getByText(calc.name)).toBeVisible();
    await shot(page, 'calculations-delete-modal');
    await button(modal, 'Delete').click();
    await expect(page.getByText('Calculation Deleted Successfully')).toBeVisible();
    await expect(page.getByText(new RegExp(`out of ${before - 1}$`))).toBeVisible();
    await expect(calculationRows(page).filter({ hasText: calc.name })).toHaveCount(0);
  });

  test('fits six-digit figures in their cards at 390, 1280 and 1920 px, each labelled by what it is', async ({
    recruiterCopy,
    server,
  }) => {
    const { calc: la, page } = await recruiterCopy(
      { as: MANAGER, name: 'LA payables – one team', from: SEEDED.la },
      'detail',
    );
    // Six times the LA calculation's people: revenue and costs in the hundreds of thousands.
    const people = ((await load(page, la.id)) as Loaded & { person_list: unknown[] }).person_list;
    const big = await page.evaluate(async (personList) => {
      const res = await fetch('/api/organization_team/calculation/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Payroll clerks x6', person_list: personList }),
      });
      return (await res.json()).data.calculation.id as number;
    }, Array.from({ length: 6 }, () => people).flat());
    await open(page, server, `/calculations/${big}`);
    const t = (await load(page, big)).results.summary.total_assignment_calculation;
    expect(t.total_revenue).toBeGreaterThan(100_000);
    await expectCards(page, { Revenue: t.total_revenue, 'Total burden cost': t.total_employers_burden });
    // The side cards add their parts up to the summary card they split, named so, instead of a second headline.
    await expect(page.getByLabel(`Total burden cost ${usd(t.total_employers_burden!)}`)).toBeVisible();
    await expect(page.getByLabel(`Revenue ${usd(t.total_revenue!)}`)).toBeVisible();
    await expect(page.getByLabel('Total Breakdown Cost').getByText(usd(t.total_revenue!))).toHaveCount(1);

    for (const width of [1280, 390, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByLabel('Total Employer Burden')).toBeVisible();
      // No figure is cut or spills: every text in a card stays inside it.
      const spills = await page.evaluate(() => {
        const cards = ['Project cost', 'Total Wages', 'Total burden cost', 'Gross Profit', 'Revenue']
          .map((label) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`))
          .concat([
            ...document.querySelectorAll<HTMLElement>(
              '[aria-label="Total Employer Burden"], [aria-label="Total Breakdown Cost"]',
            ),
          ]);
        const out: string[] = [];
        for (const card of cards) {
          if (!card) continue;
          const box = card.getBoundingClientRect();
          if (card.scrollWidth > card.clientWidth) out.push(`${card.getAttribute('aria-label')} scrolls`);
          for (const el of card.querySelectorAll<HTMLElement>('.tabular')) {
            const r = el.getBoundingClientRect();
            if (el.scrollWidth > el.clientWidth || r.right > box.right + 0.5 || r.left < box.left - 0.5)
              out.push(`${el.textContent} spills out of ${card.getAttribute('aria-label')}`);
          }
        }
        return out;
      });
      expect(spills, `at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'calculation-detail-six-digits');
  });
});
