import fs from 'node:fs';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  attachServerLogs,
  type RunningServer,
  screenshotWithoutToasts,
  signInDemo,
  spaced,
  startServer,
} from './src/harness';

/**
 * The calculations list and detail in the seeded demo organisation: a recruiter (Team Member) finds and opens
 * a calculation, checks its figures against the stored results, sends it for approval and downloads it; a
 * manager opens it from the Messages dropdown and declines it, then approves another; the recruiter is told.
 */
let server: RunningServer;
let recruiter: BrowserContext;
let manager: BrowserContext;
let page: Page;

const shot = (name: string) => screenshotWithoutToasts(page, name);

const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const open = (path: string) => page.goto(server.orgUrl('demo', path));

/** The table's calculation rows (not the "no records" row); their text is read as a person reads it. */
const calculationRows = () =>
  page.getByRole('table', { name: 'Calculations' }).locator('tbody tr:has([data-calculation-id])');
/** The rows' text, whitespace collapsed, with CSS capitals as shown ('NEW CALCULATION'). */
const asShown = { useInnerText: true };

/** A field by its label, with or without Mantine's required mark. */
const field = (text: string, scope: Page | Locator = page) =>
  scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)).first();

async function pick(label: string, option: string) {
  await field(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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

/** The stored calculation, as the API gives it. */
const load = (id: number) =>
  page.evaluate(async (calcId) => {
    const res = await fetch('/api/organization_team/calculation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: calcId }),
    });
    return (await res.json()).data.calculation;
  }, id) as Promise<Loaded>;

/** The five summary cards show these money values (each card also shows a per-hour value). */
async function expectCards(values: Partial<Record<CardLabel, number>>) {
  for (const [label, value] of Object.entries(values)) {
    const card = page.locator(`[aria-label="${label}"]`).first();
    await expect(card.getByText(usd(value!), { exact: true })).toBeVisible();
  }
}
type CardLabel = 'Project cost' | 'Total Wages' | 'Total burden cost' | 'Gross Profit' | 'Revenue';

const idFromUrl = () => Number(new URL(page.url()).pathname.split('/').pop());

/** Opens the header's Messages dropdown and waits for `item`: notifications arrive about 2 s after the page loads. */
async function openMessage(item: RegExp) {
  await page.getByRole('button', { name: 'Messages' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  return entry;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  server = await startServer();
  recruiter = await browser.newContext();
  manager = await browser.newContext();
  await signInDemo(server, recruiter, 'recruiter@staffmargin.app');
  await signInDemo(server, manager, 'manager@staffmargin.app');
  page = await recruiter.newPage();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(async () => {
  await recruiter?.close();
  await manager?.close();
  await server?.stop();
});

/** Walks a four-slide walkthrough to its end; it must be showing. */
async function finishTour(name: string) {
  const tour = dialog(name);
  await expect(tour).toBeVisible();
  for (let i = 0; i < 3; i++) await button('Next', tour).click();
  await button('Finish', tour).click();
  await expect(tour).toBeHidden();
}

/** The onboarding survey after a browser's first detail walkthrough: answered and finished. */
async function finishSurvey() {
  const survey = dialog('One question before you start');
  await expect(survey).toBeVisible();
  await survey.getByRole('radio', { name: 'Pricing new assignments' }).check();
  await button('Finish', survey).click();
  await expect(survey).toBeHidden();
}

let laId = 0;
let rnId = 0;

test.describe('calculations, as a recruiter and a manager use them', () => {
  test('shows the walkthrough once, then the list, newest first', async () => {
    await open('/calculations');
    // The page first, then the flag (a page still mounting would show the intro and turn the flag off).
    await expect(page.getByRole('heading', { name: 'Calculations', exact: true })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('calculationDemo', 'true'));
    await page.reload();
    const intro = dialog('Your calculations');
    await expect(intro).toBeVisible();
    await button('Next', intro).click();
    await button('Back', intro).click();
    await shot('calculations-walkthrough');
    for (let i = 0; i < 3; i++) await button('Next', intro).click();
    await button('Finish', intro).click();
    await expect(intro).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculationDemo'))).toBe('false');

    await expect(page.getByRole('heading', { name: 'Calculations' })).toBeVisible();
    await expect(calculationRows()).toHaveCount(6);
    await expect(calculationRows().first()).toHaveText(
      spaced(
        /^Q1 payroll clerks – Dallas HQ \$[\d,]+\.\d\d Office & Healthcare Marcus Lee \d\d\/\d\d\/\d{4} Approved$/i,
      ),
      asShown,
    );
    await expect(page.getByText(/1-6 out of 6/)).toBeVisible();
    await expect(page.getByText('Records per page:')).toBeVisible();
    await shot('calculations-list');
  });

  test('asks for the first page of the list once, with the page itself', async () => {
    await open('/calculations');
    await expect(calculationRows()).toHaveCount(6);
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

  test('searches, filters and sorts on the server', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('cnc');
    await expect(calculationRows()).toHaveText([/Chicago CNC machinists/]);
    await page.getByRole('textbox', { name: 'Search' }).fill('nothing like this');
    await expect(page.getByText('There are no records to display')).toBeVisible();
    await expect(calculationRows()).toHaveCount(0);
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(calculationRows()).toHaveCount(6);

    await pick('Status', 'New calculation');
    // The badge is upper-cased by CSS.
    await expect(calculationRows()).toHaveText(
      [spaced(/NEW CALCULATION$/), spaced(/NEW CALCULATION$/)],
      asShown,
    );
    await pick('Member', 'Marcus Lee');
    await expect(calculationRows()).toHaveText([/LA accounts payable backfill/]);
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(calculationRows()).toHaveCount(6);

    // Sorting by revenue: the server answers the six rows again, smallest revenue first.
    const revenues = calculationRows().locator('td:nth-child(2)');
    const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
    const ascending = (await revenues.allInnerTexts()).sort((a, b) => amount(a) - amount(b));
    await page.getByRole('button', { name: 'Revenue' }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText('Revenue');
    await expect(revenues).toHaveText(ascending);
  });

  test('opens a New calculation whose figures are the stored results', async () => {
    await page
      .getByRole('row', { name: /LA accounts payable backfill/ })
      .getByRole('cell')
      .nth(3)
      .click();
    await expect(page).toHaveURL(/\/calculations\/\d+$/);
    laId = idFromUrl();
    await expect(page.getByRole('heading', { name: 'LA accounts payable backfill' })).toBeVisible();
    // A first sign-in's first calculation opens the reading walkthrough once, set by the product itself.
    await finishTour('Reading a calculation');
    await finishSurvey();
    const stored = (await load(laId)).results.summary;
    const t = stored.total_assignment_calculation;
    await expectCards({
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
    await expect(button('Approve')).toHaveCount(0);
    await expect(button('Decline')).toHaveCount(0);
    await expect(button('Create Quote')).toHaveCount(0);
    await shot('calculation-detail-cost');
    await page.getByRole('tab', { name: 'Employer Burden Breakdown' }).click();
    await expect(page.getByRole('table', { name: 'Employer Burden Breakdown' })).toBeVisible();
    await shot('calculation-detail-burden');
    await page.getByRole('tab', { name: 'Profitability' }).click();
    await expect(page.getByText('Profit per assignment')).toBeVisible();
    await shot('calculation-detail-profitability');
    await page.getByRole('tab', { name: 'Project Cost Breakdown' }).click();
  });

  test('shows the summary of each person', async () => {
    await button('Summary').click();
    const summary = dialog('Summary');
    await expect(summary.getByRole('tab', { name: 'AP specialist' })).toBeVisible();
    for (const section of ['Pay', 'Bill', 'Assignment', 'Benefits', 'Other Costs']) {
      await expect(summary.getByText(section, { exact: true })).toBeVisible();
    }
    await shot('calculation-summary-modal');
    await button('Close', summary).last().click();
    await expect(summary).toBeHidden();
  });

  test('downloads the calculation as PDF and XLSX', async () => {
    for (const [type, magic] of [
      ['pdf', '%PDF'],
      ['xlsx', 'PK'],
    ] as const) {
      await button('Download').click();
      const modal = dialog('Download calculation');
      await modal.getByRole('radio', { name: type === 'pdf' ? 'PDF' : 'Excel (xlsx)' }).check();
      if (type === 'pdf') await shot('calculation-download-modal');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        button('Download', modal).click(),
      ]);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeGreaterThan(500);
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${type}$`));
      await expect(modal).toBeHidden();
    }
  });

  test('sends it for approval after a Yes/No confirmation', async () => {
    await button('Send for Approval').click();
    const confirm = dialog('Send for Approval');
    await expect(confirm.getByText('Send this calculation to your managers for approval?')).toBeVisible();
    await shot('calculation-send-modal');
    await button('No', confirm).click();
    await expect(confirm).toBeHidden();
    await button('Send for Approval').click();
    await button('Yes', confirm).click();
    await expect(page.getByText('Status updated Successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'LA accounts payable backfill' })).toBeVisible();
    await expect(page.locator('.mantine-Badge-root', { hasText: 'Sent to approval' }).first()).toBeVisible();
    await expect(button('Send for Approval')).toHaveCount(0);
    await expect(button('Approve')).toHaveCount(0);
  });

  test('lets the manager open it from Messages and decline it with a reason', async () => {
    page = await manager.newPage();
    await open('/calculations');
    // The manager's first sign-in: the product opens the list's and the detail's walkthroughs once each.
    await finishTour('Your calculations');
    const item = await openMessage(/sent “LA accounts payable backfill” for approval/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${laId}$`));
    await expect(page.getByRole('heading', { name: 'LA accounts payable backfill' })).toBeVisible();
    await finishTour('Reading a calculation');
    await finishSurvey();

    await button('Decline').click();
    const modal = dialog('Decline calculation');
    await button('Decline', modal).click();
    await expect(modal.getByText('Please fill this out')).toHaveCount(2);
    await shot('calculation-decline-modal');
    await field('Reason choice', modal).click();
    await page.getByRole('option', { name: 'Error in Rates', exact: true }).click();
    await expect(modal.getByText('Please fill this out')).toHaveCount(2);
    await field('Decline reason', modal).fill('Use the 2026 SUTA rate for CA.');
    await button('Decline', modal).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Status updated Successfully!')).toBeVisible();
    await expect(page.getByText('Reason Description')).toBeVisible();
    await expect(page.getByText('Use the 2026 SUTA rate for CA.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Calculation' })).toHaveAttribute(
      'href',
      `/calculations/edit/${laId}`,
    );
    await expect(button('Send for Approval')).toBeVisible();
    await shot('calculation-detail-not-approved');
  });

  test('lets the manager approve another and offers Create Quote', async () => {
    await open('/calculations');
    await page.getByRole('link', { name: 'Memorial Hermann travel RN' }).click();
    await expect(page).toHaveURL(/\/calculations\/\d+$/);
    rnId = idFromUrl();
    await button('Approve').click();
    await expect(page.getByText('Status updated Successfully!')).toBeVisible();
    await expect(button('Create Quote')).toBeVisible();
    await expect(button('Approve')).toHaveCount(0);
    await button('Create Quote').click();
    const quote = dialog('Create Quote');
    // The quote's first step asks for the client (the whole quote journey is quotes.spec.ts).
    await expect(quote.getByRole('textbox', { name: /Company name/ })).toBeVisible();
    await shot('calculation-create-quote-modal');
    await button('Cancel', quote).click();
    await expect(quote).toBeHidden();
  });

  test('tells the recruiter, whose Messages link to the calculation', async () => {
    page = await recruiter.newPage();
    await open('/calculations');
    const approved = await openMessage(/“Memorial Hermann travel RN” was approved by Marcus Lee/);
    await shot('calculations-messages');
    await approved.click();
    await expect(page).toHaveURL(new RegExp(`/calculations/${rnId}$`));
    await expect(page.getByRole('heading', { name: 'Memorial Hermann travel RN' })).toBeVisible();
    await expect(page.locator('.mantine-Badge-root', { hasText: 'Approved' }).first()).toBeVisible();
    // The recruiter still cannot review, but may quote an approved calculation.
    await expect(button('Decline')).toHaveCount(0);
    await expect(button('Create Quote')).toBeVisible();
  });

  test('re-adds the figures at once for the individuals selected', async () => {
    await open('/calculations');
    await page.getByRole('link', { name: 'Dallas DC – peak season pickers' }).click();
    await expect(page).toHaveURL(/\/calculations\/\d+$/);
    const stored = await load(idFromUrl());
    await expectCards({ Revenue: stored.results.summary.total_assignment_calculation.total_revenue });

    // Unticking Select All keeps the first person; the cards then show that person's stored figures.
    await page.getByRole('checkbox', { name: 'Select All' }).uncheck();
    const first = stored.results.persons[0]!.locations[0]!.total_assignment_calculation;
    await expectCards({ Revenue: first.total_revenue, 'Gross Profit': first.gross_profit });
    // The last selected person cannot be unticked.
    await page.getByRole('checkbox', { name: 'Order picker #1' }).click();
    await expect(page.getByRole('checkbox', { name: 'Order picker #1' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Forklift operator' }).check();
    const forklift = stored.results.persons[2]!.locations[0]!.total_assignment_calculation;
    await expectCards({ Revenue: first.total_revenue! + forklift.total_revenue! });
    await shot('calculation-detail-selection');
  });

  test('opens the detail walkthrough when its flag is set', async () => {
    await page.evaluate(() => localStorage.setItem('calculationDetailDemo', 'true'));
    await page.reload();
    const tour = dialog('Reading a calculation');
    await expect(tour).toBeVisible();
    for (let i = 0; i < 3; i++) await button('Next', tour).click();
    await button('Finish', tour).click();
    await expect(tour).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculationDetailDemo'))).toBe('false');
  });

  test('saves a changed stipend discount from the Summary, which makes it a New calculation again', async () => {
    await open(`/calculations/${rnId}`);
    await expect(page.getByRole('heading', { name: 'Memorial Hermann travel RN' })).toBeVisible();
    await button('Summary').click();
    const summary = dialog('Summary');
    await expect(field('Discount', summary)).toBeVisible();
    const total = summary.getByLabel('Stipend total');
    await expect(total).toHaveText(/\$[\d,]+\.\d\d/);
    const before = (await total.textContent())!;
    await field('Discount', summary).fill('10');
    // The total after the discount is recomputed in place.
    await expect(total).not.toHaveText(before);
    await shot('calculation-summary-stipend');
    await button('Save', summary).click();
    await expect(page.getByText('Calculation updated')).toBeVisible();
    await expect(summary).toBeHidden();
    await expect(page.locator('.mantine-Badge-root', { hasText: 'New calculation' }).first()).toBeVisible();
    await expect(button('Send for Approval')).toBeVisible();
  });

  test('deletes a calculation from the list after a confirmation', async () => {
    await open('/calculations');
    await expect(calculationRows()).toHaveCount(6);
    await page.getByRole('button', { name: 'Delete Miami clinic front desk' }).click();
    const modal = dialog('Delete calculation');
    await expect(modal.getByText('Miami clinic front desk')).toBeVisible();
    await shot('calculations-delete-modal');
    await button('Delete', modal).click();
    await expect(page.getByText('Calculation Deleted Successfully')).toBeVisible();
    await expect(calculationRows()).toHaveCount(5);
    await expect(calculationRows().filter({ hasText: 'Miami clinic front desk' })).toHaveCount(0);
    await expect(page.getByText(/1-5 out of 5/)).toBeVisible();
  });

  test('fits six-digit figures in their cards at 390, 1280 and 1920 px, each labelled by what it is', async () => {
    // Six times the LA calculation's people: revenue and costs in the hundreds of thousands.
    const la = (await load(laId)) as Loaded & { person_list: unknown[] };
    const big = await page.evaluate(async (personList) => {
      const res = await fetch('/api/organization_team/calculation/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Payroll clerks x6', person_list: personList }),
      });
      return (await res.json()).data.calculation.id as number;
    }, Array.from({ length: 6 }, () => la.person_list).flat());
    await open(`/calculations/${big}`);
    const t = (await load(big)).results.summary.total_assignment_calculation;
    expect(t.total_revenue).toBeGreaterThan(100_000);
    await expectCards({ Revenue: t.total_revenue, 'Total burden cost': t.total_employers_burden });
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
    await shot('calculation-detail-six-digits');
  });
});
