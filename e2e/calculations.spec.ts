import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
 * The calculations list and detail in the seeded demo organisation: a recruiter (Team Member) finds and opens
 * a calculation, checks its figures against the stored results, sends it for approval and downloads it; a
 * manager opens it from the Messages dropdown and declines it, then approves another; the recruiter is told.
 */
let server: RunningServer;
let browser: Browser;
let recruiter: BrowserContext;
let manager: BrowserContext;
let page: Page;

/** Screenshots without the toasts of earlier steps covering the page. */
async function shot(name: string) {
  const hide = (hidden: boolean) =>
    page.evaluate((h) => {
      document.querySelectorAll<HTMLElement>('.mantine-Notifications-root').forEach((el) => {
        el.style.display = h ? 'none' : '';
      });
    }, hidden);
  await hide(true);
  await screenshotBoth(page, name);
  await hide(false);
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const open = (path: string) => page.goto(server.orgUrl('demo', path));

/** The table's body rows as a person reads them. */
async function rows() {
  const body = page.getByRole('table', { name: 'Calculations' }).locator('tbody tr');
  await body.first().waitFor();
  return body.evaluateAll((trs) =>
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
    trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  );
}

/** Waits until the table shows `n` rows (the search is debounced and the list fetched again). */
async function waitForRows(n: number) {
  await page.waitForFunction(
    (count) => {
      const trs = document.querySelectorAll(
        'table[aria-label="Calculations"] tbody tr [data-calculation-id]',
      );
      return trs.length === count;
    },
    n,
    { timeout: 10_000 },
  );
}

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

/** The five summary cards' money values, by their labels. */
async function cardValues() {
  const out: Record<string, string> = {};
  for (const label of ['Project cost', 'Total Wages', 'Total burden cost', 'Gross Profit', 'Revenue']) {
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
    const text = await page.locator(`[aria-label="${label}"]`).first().innerText();
    out[label] = text.match(/-?\$[\d,]+\.\d\d/)![0];
  }
  return out;
}

const idFromUrl = () => Number(new URL(page.url()).pathname.split('/').pop());

async function openMessages() {
  // The dropdown fetches about 2 s after the page loads (spec).
  await page.waitForTimeout(2300);
  await page.getByRole('button', { name: 'Messages' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  recruiter = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  manager = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await signInDemo(server, recruiter, 'recruiter@staffmargin.app');
  await signInDemo(server, manager, 'manager@staffmargin.app');
  page = await recruiter.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let laId = 0;
let rnId = 0;

describe('calculations, as a recruiter and a manager use them', () => {
  it('shows the walkthrough once, then the list, newest first', async () => {
    await open('/calculations');
    await page.evaluate(() => localStorage.setItem('calculationDemo', 'true'));
    await page.reload();
    const intro = dialog('Your calculations');
    await intro.waitFor();
    await button('Next', intro).click();
    await button('Back', intro).click();
    await shot('calculations-walkthrough');
    for (let i = 0; i < 3; i++) await button('Next', intro).click();
    await button('Finish', intro).click();
    await intro.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('calculationDemo'))).toBe('false');

    await page.getByRole('heading', { name: 'Calculations' }).waitFor();
    const list = await rows();
    expect(list).toHaveLength(6);
    expect(list[0]).toMatch(
      /^Q1 payroll clerks – Dallas HQ \$[\d,]+\.\d\d — Marcus Lee \d\d\/\d\d\/\d{4} Approved$/i,
    );
    expect(await page.getByText(/1-6 out of 6/).isVisible()).toBe(true);
    expect(await page.getByText('Records per page:').isVisible()).toBe(true);
    await shot('calculations-list');
  });

  it('searches, filters and sorts on the server', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('cnc');
    await waitForRows(1);
    expect((await rows())[0]).toContain('Chicago CNC machinists');
    await page.getByRole('textbox', { name: 'Search' }).fill('nothing like this');
    await page.getByText('There are no records to display').waitFor();
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await waitForRows(6);

    await pick('Status', 'New calculation');
    await waitForRows(2);
    for (const row of await rows()) expect(row).toMatch(/New calculation$/i); // the badge is upper-cased by CSS
    await pick('Member', 'Marcus Lee');
    await waitForRows(1);
    expect((await rows())[0]).toContain('LA accounts payable backfill');
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await waitForRows(6);

    await page.getByRole('button', { name: 'Revenue' }).click();
    await page.waitForFunction(() =>
      document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Revenue'),
    );
    await page.waitForTimeout(300);
    const ascending = (await rows()).map((r) => Number(r.match(/\$([\d,]+\.\d\d)/)![1]!.replace(/,/g, '')));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('opens a New calculation whose figures are the stored results', async () => {
    await page
      .getByRole('row', { name: /LA accounts payable backfill/ })
      .getByRole('cell')
      .nth(3)
      .click();
    await page.waitForURL(/\/calculations\/\d+$/);
    laId = idFromUrl();
    await page.getByRole('heading', { name: 'LA accounts payable backfill' }).waitFor();
    const stored = (await load(laId)).results.summary;
    const t = stored.total_assignment_calculation;
    expect(await cardValues()).toEqual({
      'Project cost': usd(t.total_project_cost!),
      'Total Wages': usd(t.total_wages!),
      'Total burden cost': usd(t.total_employers_burden!),
      'Gross Profit': usd(t.gross_profit!),
      Revenue: usd(t.total_revenue!),
    });
    expect(await page.getByLabel('Gross profit percent').textContent()).toBe(
      `${stored.gross_profit_percent.toFixed(2)}%`,
    );

    // A Team Member never sees the reviewer's buttons.
    expect(await button('Approve').count()).toBe(0);
    expect(await button('Decline').count()).toBe(0);
    expect(await button('Create Qoute').count()).toBe(0);
    await shot('calculation-detail-cost');
    await page.getByRole('tab', { name: 'Employer Burden Breakdown' }).click();
    await page.getByRole('table', { name: 'Employer Burden Breakdown' }).waitFor();
    await shot('calculation-detail-burden');
    await page.getByRole('tab', { name: 'Profitability' }).click();
    await page.getByText('Profit per assignment').waitFor();
    await shot('calculation-detail-profitability');
    await page.getByRole('tab', { name: 'Project Cost Breakdown' }).click();
  });

  it('shows the summary of each person', async () => {
    await button('Summary').click();
    const summary = dialog('Summary');
    await summary.getByRole('tab', { name: 'AP specialist' }).waitFor();
    for (const section of ['Pay', 'Bill', 'Assigment', 'Benifits', 'Other Costs']) {
      expect(await summary.getByText(section, { exact: true }).isVisible()).toBe(true);
    }
    await shot('calculation-summary-modal');
    await button('Close', summary).click();
    await summary.waitFor({ state: 'hidden' });
  });

  it('downloads the calculation as PDF and XLSX', async () => {
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
      await modal.waitFor({ state: 'hidden' });
    }
  });

  it('sends it for approval after a Yes/No confirmation', async () => {
    await button('Send for Approval').click();
    const confirm = dialog('Send for Approval');
    await confirm.getByText('Send this calculation to your managers for approval?').waitFor();
    await shot('calculation-send-modal');
    await button('No', confirm).click();
    await confirm.waitFor({ state: 'hidden' });
    await button('Send for Approval').click();
    await button('Yes', confirm).click();
    await page.getByText('Status updated Successfully!').waitFor();
    await page.getByRole('heading', { name: 'LA accounts payable backfill' }).waitFor();
    await page.locator('.mantine-Badge-root', { hasText: 'Sent to approval' }).first().waitFor();
    expect(await button('Send for Approval').count()).toBe(0);
    expect(await button('Approve').count()).toBe(0);
  });

  it('lets the manager open it from Messages and decline it with a reason', async () => {
    page = await manager.newPage();
    page.setDefaultTimeout(15_000);
    await open('/calculations');
    await openMessages();
    const item = page.getByRole('menuitem', { name: /sent “LA accounts payable backfill” for approval/ });
    await item.click();
    await page.waitForURL(`**/calculations/${laId}`);
    await page.getByRole('heading', { name: 'LA accounts payable backfill' }).waitFor();

    await button('Decline').click();
    const modal = dialog('Decline calculation');
    await button('Decline', modal).click();
    expect(await modal.getByText('Please fill this out').count()).toBe(2);
    await shot('calculation-decline-modal');
    await field('Reason choice', modal).click();
    await page.getByRole('option', { name: 'Error in Rates', exact: true }).click();
    expect(await modal.getByText('Please fill this out').count()).toBe(2);
    await field('Decline reason', modal).fill('Use the 2026 SUTA rate for CA.');
    await button('Decline', modal).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Status updated Successfully!').waitFor();
    await page.getByText('Reason Description').waitFor();
    expect(await page.getByText('Use the 2026 SUTA rate for CA.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit Calculation' }).getAttribute('href')).toBe(
      `/calculations/edit/${laId}`,
    );
    expect(await button('Send for Approval').isVisible()).toBe(true);
    await shot('calculation-detail-not-approved');
  });

  it('lets the manager approve another and offers Create Qoute', async () => {
    await open('/calculations');
    await page.getByRole('link', { name: 'Memorial Hermann travel RN' }).click();
    await page.waitForURL(/\/calculations\/\d+$/);
    rnId = idFromUrl();
    await button('Approve').click();
    await page.getByText('Status updated Successfully!').waitFor();
    await button('Create Qoute').waitFor();
    expect(await button('Approve').count()).toBe(0);
    await button('Create Qoute').click();
    const quote = dialog('Create Quote');
    await quote.getByText(/Quotes are coming soon/).waitFor();
    await shot('calculation-create-quote-modal');
    await button('OK', quote).click();
  });

  it('tells the recruiter, whose Messages link to the calculation', async () => {
    page = await recruiter.newPage();
    page.setDefaultTimeout(15_000);
    await open('/calculations');
    await openMessages();
    const approved = page.getByRole('menuitem', {
      name: /“Memorial Hermann travel RN” was approved by Marcus Lee/,
    });
    await approved.waitFor();
    await shot('calculations-messages');
    await approved.click();
    await page.waitForURL(`**/calculations/${rnId}`);
    await page.getByRole('heading', { name: 'Memorial Hermann travel RN' }).waitFor();
    await page.locator('.mantine-Badge-root', { hasText: 'Approved' }).first().waitFor();
    // The recruiter still cannot review, but may quote an approved calculation.
    expect(await button('Decline').count()).toBe(0);
    expect(await button('Create Qoute').isVisible()).toBe(true);
  });

  it('re-adds the figures at once for the individuals selected', async () => {
    await open('/calculations');
    await page.getByRole('link', { name: 'Dallas DC – peak season pickers' }).click();
    await page.waitForURL(/\/calculations\/\d+$/);
    const stored = await load(idFromUrl());
    const all = await cardValues();
    expect(all.Revenue).toBe(usd(stored.results.summary.total_assignment_calculation.total_revenue!));

    // Unticking Select All keeps the first person; the cards then show that person's stored figures.
    await page.getByRole('checkbox', { name: 'Select All' }).uncheck();
    const first = stored.results.persons[0]!.locations[0]!.total_assignment_calculation;
    expect((await cardValues()).Revenue).toBe(usd(first.total_revenue!));
    expect((await cardValues())['Gross Profit']).toBe(usd(first.gross_profit!));
    // The last selected person cannot be unticked.
    await page.getByRole('checkbox', { name: 'Order picker #1' }).click();
    expect(await page.getByRole('checkbox', { name: 'Order picker #1' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Forklift operator' }).check();
    const forklift = stored.results.persons[2]!.locations[0]!.total_assignment_calculation;
    expect((await cardValues()).Revenue).toBe(usd(first.total_revenue! + forklift.total_revenue!));
    await shot('calculation-detail-selection');
  });

  it('opens the detail walkthrough when its flag is set', async () => {
    await page.evaluate(() => localStorage.setItem('calculationDetailDemo', 'true'));
    await page.reload();
    const tour = dialog('Reading a calculation');
    await tour.waitFor();
    for (let i = 0; i < 3; i++) await button('Next', tour).click();
    await button('Finish', tour).click();
    await tour.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('calculationDetailDemo'))).toBe('false');
  });

  it('saves a changed stipend discount from the Summary, which makes it a New calculation again', async () => {
    await open(`/calculations/${rnId}`);
    await page.getByRole('heading', { name: 'Memorial Hermann travel RN' }).waitFor();
    await button('Summary').click();
    const summary = dialog('Summary');
    await field('Discount', summary).waitFor();
    const total = () => summary.getByRole('row', { name: /^Stipend total/ }).textContent();
    const before = await total();
    await field('Discount', summary).fill('10');
    await page.waitForFunction((text) => {
      const row = Array.from(document.querySelectorAll('[role="dialog"] tr')).find((r) =>
        r.textContent?.startsWith('Stipend total'),
      );
      return row && row.textContent !== text;
    }, before);
    await shot('calculation-summary-stipend');
    await button('Save', summary).click();
    await page.getByText('Calculation updated').waitFor();
    await summary.waitFor({ state: 'hidden' });
    await page.locator('.mantine-Badge-root', { hasText: 'New calculation' }).first().waitFor();
    expect(await button('Send for Approval').isVisible()).toBe(true);
  });

  it('deletes a calculation from the list after a confirmation', async () => {
    await open('/calculations');
    await waitForRows(6);
    await page.getByRole('button', { name: 'Delete Miami clinic front desk' }).click();
    const modal = dialog('Delete calculation');
    await modal.getByText('Miami clinic front desk').waitFor();
    await shot('calculations-delete-modal');
    await button('Delete', modal).click();
    await page.getByText('Calculation Deleted Successfully').waitFor();
    await waitForRows(5);
    expect((await rows()).some((r) => r.includes('Miami clinic front desk'))).toBe(false);
    expect(await page.getByText(/1-5 out of 5/).isVisible()).toBe(true);
  });
});
