import { expect, type Page } from '@playwright/test';
import { DESKTOP, devMailTo, screenshotBoth } from './src/harness';
import { journey } from './src/journey';

/**
 * Teams and the dashboard in the seeded demo organisation: the Owner creates two teams (one picks a member by
 * name and invites a new person by e-mail, who accepts through the e-mailed link and joins the team), a quote is
 * saved through the quotes API and approved, and the dashboard's cards, chart and team table show the sums the
 * quotes list adds up independently. Each test stands alone (src/journey.ts).
 */
const test = journey();

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Calls the API from the signed-in page, as the app does. */
async function call<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(`/api${url}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/**
 * Which figures a dashboard, team or member page shows, on both tabs (docs/product/dashboard.md#demo-values):
 * 'sample' (the demo figures, every card and the chart marked, the note and what to do) or 'real' (no mark).
 */
async function expectFigures(page: Page, kind: 'sample' | 'real', withChart: boolean) {
  for (const tab of ['Actual Revenue', 'Projected Revenue']) {
    await page.getByRole('tab', { name: tab }).click();
    const cards = ['Revenue', 'Gross Profit', 'Gross Profit %'].map((l) =>
      page.getByLabel(l, { exact: true }),
    );
    for (const card of cards) await expect(card).toContainText(/\d/);
    if (kind === 'sample') {
      for (const card of cards) await expect(card).toContainText('Sample data');
      await expect(cards[0]!).toContainText('$1,000,000.00');
      await expect(cards[1]!).toContainText('$100,000.00');
      await expect(cards[2]!).toContainText('10.00');
      await expect(page.getByText('*Data displayed is just for Demo.')).toBeVisible();
      await expect(page.getByText('Send your first quote to see your own figures.')).toBeVisible();
      if (withChart && tab === 'Actual Revenue') {
        await expect(
          page.locator('[data-sample]').filter({ has: page.getByLabel('Revenue chart') }),
        ).toContainText('Sample data');
      }
    } else {
      await expect(page.locator('[data-sample]')).toHaveCount(0);
      await expect(page.getByText('Sample data')).toHaveCount(0);
      await expect(page.getByText('*Data displayed is just for Demo.')).toHaveCount(0);
      for (const card of cards) await expect(card).not.toContainText('1,000,000');
    }
  }
  await page.getByRole('tab', { name: 'Actual Revenue' }).click();
}

test.describe('teams and the dashboard', () => {
  // One story: the invitation is e-mailed when the team is made, and the person joins that team.
  test('the Owner creates two teams, one inviting a new person who accepts through the e-mailed link', async ({
    demoPage: page,
    server,
    visitorPage: visitor,
  }) => {
    const dialog = (name: string) => page.getByRole('dialog', { name });
    await test.step('the Owner creates two teams: one with a member picked by name and a new person invited', async () => {
      await page.goto(server.orgUrl('demo', '/dashboard'));
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Teams' }).getByText('Office & Healthcare')).toBeVisible();
      await screenshotBoth(page, 'dashboard');

      await page.getByRole('button', { name: 'Create Team' }).click();
      const modal = dialog('Create Team');
      await modal.getByRole('button', { name: 'Done' }).click();
      await expect(modal.getByText('Team name is required')).toBeVisible();
      await modal.getByLabel('Team name').fill('Dallas Desk');
      const invite = modal.getByPlaceholder('Name or e-mail');
      await invite.fill('not-an-email');
      await invite.press('Enter');
      await expect(
        modal.getByText("You have entered 'not-an-email' an invalid email address!"),
      ).toBeVisible();
      await invite.fill('Rita Alvarez');
      await invite.press('Enter');
      await invite.fill('nora.new@example.com');
      await invite.press('Enter');
      await modal.getByLabel('Team name').click();
      await expect(modal.getByText('Will be invited')).toBeVisible();
      await modal.getByLabel('Role of nora.new@example.com').click();
      await page.getByRole('option', { name: 'Team Member' }).click();
      await screenshotBoth(page, 'team-modal');
      await modal.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Team created successfully')).toBeVisible();
      await expect(modal).toBeHidden();

      await page.getByRole('button', { name: 'Create Team' }).click();
      const second = dialog('Create Team');
      await second.getByLabel('Team name').fill('Remote Recruiters');
      await second.getByPlaceholder('Name or e-mail').fill('Marcus Lee');
      await second.getByPlaceholder('Name or e-mail').press('Enter');
      await second.getByLabel('Team name').click();
      await second.getByRole('button', { name: 'Done' }).click();
      await expect(second).toBeHidden();
      await page.getByRole('combobox', { name: 'Records per page' }).click();
      await page.getByRole('option', { name: '15' }).click();
      const table = page.getByRole('table', { name: 'Teams' });
      await expect(table.getByText('Dallas Desk')).toBeVisible();
      await expect(table.getByText('Remote Recruiters')).toBeVisible();
    });

    await test.step('the invitee accepts through the e-mailed link and is a member of the team', async () => {
      const link = (await devMailTo(server, 'nora.new@example.com')).links.find((l) =>
        l.includes('invitation_token'),
      )!;
      await visitor.goto(link);
      await visitor.getByLabel('First Name').fill('Nora');
      await visitor.getByLabel('Last Name').fill('Quinn');
      await visitor.getByLabel(/^Password/).fill('Welcome2026!');
      await visitor.getByLabel(/^Confirm Password/).fill('Welcome2026!');
      await visitor.getByRole('button', { name: 'Create my account' }).click();
      await expect(visitor.getByText('Sign-up complete: please sign in.')).toBeVisible();

      await page.goto(server.orgUrl('demo', '/dashboard'));
      await page.getByRole('combobox', { name: 'Records per page' }).click();
      await page.getByRole('option', { name: '15' }).click();
      await page.getByRole('table', { name: 'Teams' }).getByText('Dallas Desk').click();
      await expect(page.getByRole('heading', { name: 'Dallas Desk' })).toBeVisible();
      await expect(page.getByText('2 Members')).toBeVisible();
      const members = page.getByRole('table', { name: 'Members' });
      await expect(members.getByText('nora.new@example.com')).toBeVisible();
      await expect(members.getByText('recruiter@staffmargin.app')).toBeVisible();
      // No quotes in the team yet: the demo figures on both tabs, each card and the chart marked as sample data.
      await expectFigures(page, 'sample', true);
      await screenshotBoth(page, 'team-page-demo');
      // Its member, with no quote in the team: the same rule.
      await members.getByText('nora.new@example.com').click();
      await expect(page.getByRole('heading', { name: 'Nora Quinn' })).toBeVisible();
      await expectFigures(page, 'sample', false);
      await screenshotBoth(page, 'member-page-demo');
      // The organisation has quotes: its dashboard shows real figures on both tabs, never the demo ones.
      await page.goto(server.orgUrl('demo', '/dashboard'));
      await expectFigures(page, 'real', true);
    });
  });

  test('an approved quote reaches the cards, the chart and the team table', async ({
    demoPage: page,
    server,
    savedWork,
  }) => {
    await page.goto(server.orgUrl('demo', '/dashboard'));
    type Page1 = { data: { calculation: { id: number; name: string }[] } };
    const calcs = await call<Page1>(
      page,
      'GET',
      '/organization_team/calculations?status=Approved&per_page=50',
    );
    const calc = calcs.data.calculation.find((c) => c.name === 'Q1 payroll clerks – Dallas HQ')!;
    const detail = await call<{
      data: {
        calculation: {
          organization_team: { id: number; name: string } | null;
        };
      };
    }>(page, 'POST', '/organization_team/calculation', { id: calc.id });
    // Marcus Lee's calculation belongs to his team.
    const team = detail.data.calculation.organization_team!;
    expect(team.name).toBe('Office & Healthcare');
    const { quoteNumber } = await savedWork.quote({
      calculationId: calc.id,
      company: 'Journey Client LLC',
      approved: true,
    });

    // What the quotes list says was approved in the last 7 days, added up here.
    type Quotes = { data: { quotation: { revenue: number; team_id: number | null }[] } };
    const list = await call<Quotes>(
      page,
      'GET',
      `/organization_team/quotes?status=Approved&date_from=${daysAgo(6)}&date_to=${today()}&per_page=50`,
    );
    const cents = (rows: { revenue: number }[]) =>
      rows.reduce((s, q) => s + Math.round(q.revenue * 100), 0) / 100;
    const week = cents(list.data.quotation);
    expect(list.data.quotation.length).toBeGreaterThan(1);

    await page.reload();
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last 7 days').click();
    await expect(page.getByLabel('Revenue', { exact: true })).toContainText(usd(week));
    await expect(page.getByText('*Data displayed is just for Demo.')).toHaveCount(0);
    await expect(page.getByLabel('Revenue chart').locator('.recharts-area-area').first()).toBeVisible();
    // The tooltip of the chart's last day (today) carries its revenue.
    const lastDay = page.getByLabel('Revenue chart').locator('.recharts-area-dots circle').last();
    const box = (await lastDay.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByText(/^Gross Profit %:/)).toBeVisible();

    const teamRow = page.getByRole('row', { name: /Office & Healthcare/ });
    const teamWeek = cents(list.data.quotation.filter((q) => q.team_id === team.id));
    await expect(teamRow).toContainText(usd(teamWeek));
    await screenshotBoth(page, 'dashboard-week');

    // On a phone each team is a card with its Revenue and Gross Profit in view: nothing sits off-screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: 'Teams' })
      .getByRole('listitem')
      .filter({ hasText: 'Office & Healthcare' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(usd(teamWeek), { exact: true })).toBeInViewport({ ratio: 1 });
    const profit = card.getByText('Gross Profit', { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(profit).toHaveText(/^-?\$[\d,]+\.\d\d$/);
    await expect(profit).toBeInViewport({ ratio: 1 });
    // Read once the chart has followed the new width (its resize observer answers a frame or more later).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize(DESKTOP);

    // The team's Projected tab says what its dashboard row says, never the demo figures.
    await page.getByRole('tab', { name: 'Projected Revenue' }).click();
    // The row read once the projected figures replaced the actual ones (the table is busy until then).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('table', { name: 'Teams' })).not.toHaveAttribute('aria-busy', 'true');
    const projectedRow = page.getByRole('row', { name: /Office & Healthcare/ });
    const rowText = (await projectedRow.textContent()) ?? '';
    const rowRevenue = /\$[\d,]+\.\d{2}/.exec(rowText)![0];
    await projectedRow.click();
    await expect(page.getByRole('heading', { name: 'Office & Healthcare' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last 7 days').click();
    await page.getByRole('tab', { name: 'Projected Revenue' }).click();
    await expect(page.getByLabel('Revenue', { exact: true })).toContainText(rowRevenue);
    await expectFigures(page, 'real', true);
    await screenshotBoth(page, 'team-page');
    await page.getByRole('table', { name: 'Members' }).getByText('Marcus Lee').click();
    await expect(page.getByRole('heading', { name: 'Marcus Lee' })).toBeVisible();
    await expectFigures(page, 'real', false);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByRole('table', { name: 'Member quotes' }).getByText(quoteNumber)).toBeVisible();
    await screenshotBoth(page, 'member-page');
  });
});
