import { type BrowserContext, expect, type Page } from '@playwright/test';
import { openMailboxWith, screenshotBoth, setServerClock, signInAs } from './src/harness';
import { journey } from './src/journey';

/**
 * The paying journey of a new organisation (docs/product/billing.md): sign up, the 3-day trial ends (the
 * server's clock is moved), the Owner sees the read-only organisation and the trial modal, chooses Enterprise for
 * 3 seats yearly, pays with the sandbox's test card and sees the paid invoice; half-way through the year a team
 * invitation takes a fourth seat and the prorated invoice shows the amount worked out below; then the Owner
 * cancels at period end, resumes, cancels again; the plan ends and the former customer chooses a plan again
 * with a promo code. Every charge is read from the page before it is paid and found again, to the cent, in the
 * billing history and the receipt e-mail.
 *
 * One test in steps: each step is the same organisation a few days or months later (the server's clock moves
 * forward only), and each charge is checked against what an earlier step read from the page.
 */
const test = journey({ env: { TEST_CLOCK: 'true' } });

const DAY = 24 * 60 * 60_000;

/** The instant the trial is over and the plan is bought: noon UTC, at least 4 days on, on a day <= 28. */
function paymentInstant(): Date {
  const d = new Date(Date.now() + 4 * DAY);
  const day = d.getUTCDate() > 28 ? 1 : d.getUTCDate();
  const month = d.getUTCDate() > 28 ? d.getUTCMonth() + 1 : d.getUTCMonth();
  return new Date(Date.UTC(d.getUTCFullYear(), month, day, 12));
}
const paidAt = paymentInstant();
/** A yearly period ends on the same day a year later. */
const periodEnd = new Date(
  Date.UTC(paidAt.getUTCFullYear() + 1, paidAt.getUTCMonth(), paidAt.getUTCDate(), 12),
);
/** Exactly half the period left (365 or 366 days: an even number of seconds either way). */
const halfWay = new Date(paidAt.getTime() + (periodEnd.getTime() - paidAt.getTime()) / 2);

/** DD MMMM, YYYY as the billing history shows dates. */
const historyDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')} ${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}, ${d.getUTCFullYear()}`;
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

test('billing journey', async ({ server, freshOrganisation, visitorPage }) => {
  // Nine steps and five screenshots a step, on a shared machine: each step well under the usual two minutes.
  test.setTimeout(600_000);
  let domain = '';
  let email = '';
  let password = '';
  let context: BrowserContext;
  let page: Page = visitorPage;
  /** What the page showed before each charge, read back from the billing history and the receipt after it. */
  let shownAtPay = '';
  let shownForSeat = '';

  const open = (path: string) => page.goto(server.orgUrl(domain, path));
  /**
   * Days or months later (the server's clock moved): the session of that first day has ended by then, as it would,
   * so the Owner signs in again.
   */
  async function later(at: Date) {
    await setServerClock(server, at);
    await signInAs(server, context, { domain, email, password });
  }
  /** Cents of an amount as the page renders it ("$1,520.64"). */
  const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,\s]/g, '')) * 100);
  /** The total of a billing-history row (its last cell), in cents. */
  const rowTotal = async (row: ReturnType<Page['getByRole']>) =>
    cents(await row.getByRole('cell').last().textContent());

  /** The receipt e-mail that says `Total paid: {amount}` is in the dev mailbox. */
  async function receiptSays(amount: string) {
    const mail = await openMailboxWith(page, server.url, `p:has-text("Total paid: ${amount}")`);
    await expect(mail).toContainText(`Total paid: ${amount}`);
  }
  const history = () => page.getByRole('table').filter({ hasText: 'Invoice' });

  await test.step('a new organisation starts its 3-day trial', async () => {
    await visitorPage.goto(`${server.url}/signup`);
    await visitorPage.getByRole('button', { name: 'I agree' }).click();
    await visitorPage.getByRole('radio', { name: 'Enterprise: the Enterprise plan' }).click();
    // The choice in plain words: what each plan includes and its price per member, as the landing page shows it.
    await expect(visitorPage.getByTestId('seat-price-Essential')).toHaveText('$49.00');
    await expect(visitorPage.getByTestId('seat-price-Enterprise')).toHaveText('$49.00');
    await screenshotBoth(visitorPage, 'billing-journey-signup-plans');
    // The rest of sign-up is the accounts journey's: the organisation is made through the API.
    const org = await freshOrganisation({ state: 'Texas', enterprise: true });
    ({ domain, email, password, context } = org);
    page = await context.newPage();
    await open('/dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome to StaffMargin' });
    await expect(welcome.getByText('Your 3-day trial starts today')).toBeVisible();
    await welcome.getByRole('button', { name: 'Skip tour' }).click();
    await expect(welcome).toBeHidden();

    await open('/settings/billing-payment');
    await expect(page.getByText('3 days remaining in trial')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Plan Active' })).toBeVisible();
  });

  await test.step('the trial ends: the organisation is read-only and the trial modal asks for a plan', async () => {
    await later(paidAt);
    await open('/settings/billing-payment');
    const expired = page.getByRole('alert').filter({ hasText: 'Trial days expired' });
    await expect(expired).toBeVisible();
    await expect(expired).toContainText('the organisation is read-only until a plan is paid');
    await expect(page.getByRole('heading', { name: 'No Plan Active' })).toBeVisible();
    await screenshotBoth(page, 'billing-journey-expired');

    // Elsewhere the trial modal opens by itself, and a write is refused.
    await open('/dashboard');
    const modal = page.getByRole('dialog', { name: 'Trial days expired' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You need to upgrade your plan to use this feature.')).toBeVisible();
    // It is the only dialog: the first sign-in's dashboard tour waits until a plan is paid.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await screenshotBoth(page, 'billing-journey-trial-over');
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/organization_settings/always_accrue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: true }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toMatchObject({ status: 402, body: { code: 'PLAN_EXPIRED', expire: true } });
  });

  await test.step('the Owner chooses Enterprise for 3 seats yearly and pays with the sandbox test card', async () => {
    const modal = page.getByRole('dialog', { name: 'Trial days expired' });
    await modal.getByRole('button', { name: 'Confirm plan' }).click();
    await modal.getByRole('radio', { name: 'Enterprise' }).check();
    await modal.getByRole('radio', { name: 'Yearly' }).check();
    await screenshotBoth(page, 'billing-journey-your-plan');
    await modal.getByRole('button', { name: 'Continue' }).click();

    await expect(modal.getByRole('heading', { name: 'Pay invoice' })).toBeVisible();
    await modal.getByRole('button', { name: 'More members' }).click();
    await modal.getByRole('button', { name: 'More members' }).click();
    await expect(modal.getByLabel('Members', { exact: true })).toHaveText('3');
    // 3 seats: $49 - floor(3 / 2) = $48 a seat-month; yearly 88%: $42.24; x 12 = $506.88 a seat; x 3 = $1,520.64.
    await expect(modal.getByText('$506.88 per member a year')).toBeVisible();
    // The amount due now, from the server's preview, before Pay.
    await expect(modal.getByTestId('due-now')).toHaveText('$1,520.64');
    await expect(modal.getByTestId('recurring-total')).toContainText('$1,520.64 a year for 3 member(s)');
    shownAtPay = (await modal.getByTestId('due-now').textContent()) ?? '';
    await expect(modal.getByRole('button', { name: 'Pay Invoice' })).toBeDisabled();
    await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
    await modal.getByLabel('Expiry').fill('12 / 34');
    await modal.getByLabel('CVC').fill('123');
    await modal.getByRole('checkbox', { name: /I accept the/ }).check();
    await screenshotBoth(page, 'billing-journey-pay-invoice');
    await modal.getByRole('button', { name: 'Pay Invoice' }).click();
    await expect(page.getByText('Plan subscribed successfully')).toBeVisible();
    await expect(modal).toBeHidden();
  });

  await test.step('the paid invoice is in the billing history and the organisation is writable again', async () => {
    await open('/settings/billing-payment');
    await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    await expect(page.getByText('Actual plan')).toBeVisible();
    await expect(page.getByText('$506.88 per member a year')).toBeVisible();
    await expect(page.getByText(`Plan is valid till ${longDate(periodEnd)}`)).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText('$1,520.64 / year');
    await expect(page.getByRole('alert').filter({ hasText: 'Trial days expired' })).toHaveCount(0);
    await expect(page.getByText('Visa **** 4242')).toBeVisible();
    const rows = history().getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(historyDate(paidAt));
    await expect(rows.nth(1)).toContainText('Enterprise plan, 3 member(s)');
    await expect(rows.nth(1)).toContainText('$1,520.64');
    // The charge is the amount shown before Pay, to the cent, in the history and in the receipt.
    expect(await rowTotal(rows.nth(1))).toBe(cents(shownAtPay));
    await screenshotBoth(page, 'billing-journey-paid');
    // The row opens its invoice: the line, the total and the card that paid it, and the PDF.
    await rows.nth(1).click();
    await expect(page.getByRole('heading', { name: /^Invoice / })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('$1,520.64');
    await expect(page.getByTestId('invoice-total')).toHaveText('$1,520.64');
    await expect(page.getByTestId('invoice-paid')).toHaveText(
      `Paid on ${historyDate(paidAt)} with Visa ending in 4242.`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^staffmargin-invoice-.+\.pdf$/);
    await screenshotBoth(page, 'billing-journey-invoice');
    await open('/settings/billing-payment');
    const write = await page.evaluate(async () => {
      const res = await fetch('/api/organization_settings/always_accrue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: true }),
      });
      return res.status;
    });
    expect(write).toBe(200);
  });

  await test.step('the settings home says until when the plan is paid; Edit member opens Manage Team', async () => {
    await open('/settings');
    await expect(page.getByText(`Plan is valid till ${longDate(periodEnd)}`)).toBeVisible();
    await screenshotBoth(page, 'billing-journey-settings-card');
    await open('/settings/billing-payment');
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit member' }).click();
    const team = page.getByRole('dialog', { name: 'Manage Team' });
    await expect(team.getByText(/^\d+ member\(s\)$/)).toBeVisible();
    await expect(team.getByTestId('manage-team-total')).toHaveText('$1,520.64 / year');
    await screenshotBoth(page, 'billing-journey-manage-team');
    await page.keyboard.press('Escape');
    await expect(team).toBeHidden();
  });

  await test.step('half-way through the year a fourth member takes a seat, invoiced prorated', async () => {
    await later(halfWay);
    await open('/dashboard');
    // The welcome tour was seen on the first sign-in: once the plan is paid, nothing opens over the dashboard.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Team' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Team' });
    await modal.getByLabel('Team name').fill('Austin Desk');
    const invite = modal.getByPlaceholder('Name or e-mail');
    for (const who of ['ana@billing-e2e.test', 'ben@billing-e2e.test', 'cy@billing-e2e.test']) {
      await invite.fill(who);
      await invite.press('Enter');
    }
    await modal.getByLabel('Team name').click();
    await modal.getByRole('button', { name: 'Done' }).click();
    // The Owner and three invitations need 4 seats; 3 are paid.
    const ask = page.getByRole('dialog', { name: 'Member limit reached' });
    await expect(ask.getByText('Are you sure you want to update subscription members?')).toBeVisible();
    // What Yes charges now, before Yes: the prorated difference, and the new yearly total.
    await expect(ask.getByTestId('due-now')).toHaveText('$232.32');
    await expect(ask.getByTestId('recurring-total')).toContainText('$1,985.28 a year for 4 member(s)');
    shownForSeat = (await ask.getByTestId('due-now').textContent()) ?? '';
    await screenshotBoth(page, 'billing-journey-member-limit');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Team created successfully')).toBeVisible();

    await open('/settings/billing-payment');
    // 4 seats: $49 - floor(4 / 2) = $47; yearly 88%: $41.36; x 12 = $496.32 a seat; x 4 = $1,985.28 a year.
    await expect(page.getByTestId('invoice-total')).toHaveText('$1,985.28 / year');
    await expect(page.getByText('4 member(s)', { exact: true })).toBeVisible();
    // Half the year left: credit half of 3 seats' $1,520.64 = -$760.32, charge half of 4 seats' $1,985.28 =
    // $992.64; the invoice is their sum, $992.64 - $760.32 = $232.32.
    const rows = history().getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(historyDate(halfWay));
    await expect(rows.nth(1)).toContainText('Enterprise plan, 4 member(s), prorated');
    await expect(rows.nth(1)).toContainText('$232.32');
    await expect(rows.nth(2)).toContainText('$1,520.64');
    expect(await rowTotal(rows.nth(1))).toBe(cents(shownForSeat));
    await screenshotBoth(page, 'billing-journey-prorated');
    await receiptSays(shownForSeat);
    await receiptSays(shownAtPay);
  });

  await test.step('the Owner cancels: the plan runs to the end of the paid term', async () => {
    await open('/settings/billing-payment');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('It stays active until the end of the paid term.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Your plan will be cancelled at the end of the paid term')).toBeVisible();
    await expect(page.getByText(`Cancelled: the plan ends on ${longDate(periodEnd)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change plan' })).toHaveCount(0);
    await screenshotBoth(page, 'billing-journey-cancelled');
    // The owner is told by e-mail, with the last day of the plan.
    await expect
      .poll(async () =>
        page.evaluate(async (to) => {
          const res = await fetch('/api/dev/mailbox');
          const mails = (await res.json()).data as { to: string; subject: string; text: string }[];
          return (
            mails.find((m) => m.to === to && m.subject === 'Your StaffMargin plan is cancelled')?.text ?? ''
          );
        }, email),
      )
      .toContain(`It stays active until ${longDate(periodEnd)}`);
    await open('/change-plan');
    await expect(page.getByText('Your plan is being cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actual Plan' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Select Plan' }).first()).toBeDisabled();
    await screenshotBoth(page, 'billing-journey-change-plan-cancelled');
  });

  await test.step('the Owner resumes before the term ends, then cancels again', async () => {
    await open('/settings/billing-payment');
    await page.getByRole('button', { name: 'Resume plan' }).click();
    await expect(page.getByText('Your plan will renew at the end of the term')).toBeVisible();
    await expect(page.getByText(`Plan is valid till ${longDate(periodEnd)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume plan' })).toHaveCount(0);
    await screenshotBoth(page, 'billing-journey-resumed');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Cancelled: the plan ends on ${longDate(periodEnd)}`)).toBeVisible();
    // One outcome at a time: the cancellation's message replaced the resumption's.
    await expect(page.getByText('Your plan will renew at the end of the term')).toBeHidden();
  });

  await test.step('the plan has ended: the former customer is told so and chooses a plan again, paying what was shown', async () => {
    await later(new Date(periodEnd.getTime() + DAY));
    await open('/dashboard');
    const modal = page.getByRole('dialog', { name: 'Your plan has ended' });
    await expect(modal).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Trial days expired' })).toHaveCount(0);
    await screenshotBoth(page, 'billing-journey-plan-ended');
    await modal.getByRole('button', { name: 'Choose a plan' }).click();
    await modal.getByRole('radio', { name: 'Enterprise' }).check();
    await modal.getByRole('radio', { name: 'Monthly' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('heading', { name: 'Confirm plan' })).toBeVisible();
    // Open invitations keep their seats however old they are (docs/product/billing.md#seats): the Owner and the
    // three invitations, 4 seats at $47.00 a month.
    await expect(modal.getByTestId('due-now')).toHaveText('$188.00');
    await modal.getByLabel('Promo code').fill('WELCOME20');
    await expect(modal.getByRole('button', { name: 'Confirm plan' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Apply' }).click();
    // 20% off the first invoice, shown before paying: $188.00 - $37.60 = $150.40; then $188.00 a month.
    await expect(modal.getByTestId('due-now')).toHaveText('$150.40');
    await expect(modal.getByTestId('recurring-total')).toContainText('$188.00 a month for 4 member(s)');
    const shown = (await modal.getByTestId('due-now').textContent()) ?? '';
    await modal.getByRole('checkbox', { name: /I accept the/ }).check();
    await screenshotBoth(page, 'billing-journey-choose-again');
    await modal.getByRole('button', { name: 'Confirm plan' }).click();
    await expect(page.getByText('Plan subscribed successfully')).toBeVisible();
    await expect(modal).toBeHidden();

    await open('/settings/billing-payment');
    await expect(page.getByText('Monthly plan')).toBeVisible();
    const rows = history().getByRole('row');
    await expect(rows.nth(1)).toContainText('Enterprise plan, 4 member(s)');
    expect(await rowTotal(rows.nth(1))).toBe(cents(shown));
    await receiptSays(shown);
  });
});
