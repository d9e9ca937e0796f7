import { expect, type Page } from '@playwright/test';
import { finishWalkthrough, screenshotBoth } from './src/harness';
import { journey } from './src/journey';

const test = journey({ env: { CONTACT_RATE_LIMIT_MAX: '50' } });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The landing page, its cookie notice agreed to (the notice sits over the footer until then). */
async function openLanding(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'I agree' }).click();
}

/** The newest e-mail in the development mailbox, as the API lists it. */
const lastMail = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/dev/mailbox');
    return (await res.json()).data[0] as { to: string; subject: string; text: string };
  });

test.describe('the landing page', () => {
  test('has every section, and prices members from 1 to 20 before the enterprise modal', async ({
    server,
    visitorPage: page,
  }) => {
    await openLanding(page, server.url);
    await expect(page.getByRole('heading', { name: 'Gross Profit Margin Simplified' })).toBeVisible();
    for (const id of ['platform', 'pricing', 'pay-intel', 'contact']) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    await expect(page.locator('#pay-intel').getByText('Coming Soon').first()).toBeVisible();
    // Both plans, one price list (docs/product/billing.md#plans).
    const price = page.getByTestId('seat-price-Enterprise');
    await expect(page.getByTestId('seat-price-Essential')).toHaveText('$49.00');
    await expect(price).toHaveText('$49.00');
    await page.locator('#pricing').getByText('Yearly (save 12%)').click();
    await expect(price).toHaveText('$43.12');
    const more = page.getByRole('button', { name: 'More members' });
    await expect(page.getByRole('button', { name: 'Fewer members' })).toBeDisabled();
    for (let i = 1; i < 20; i++) await more.click();
    await expect(page.getByTestId('member-count')).toHaveText('20');
    await expect(price).toHaveText('$34.32');
    await expect(page.getByTestId('plan-total-Enterprise')).toHaveText(
      '20 members: $8,236.80 a year, billed yearly',
    );
    await more.click();
    await expect(
      dialog(page, 'Enterprise').getByText('For more than 20 members, contact our team.'),
    ).toBeVisible();
    await screenshotBoth(page, 'landing-enterprise-modal');
    await dialog(page, 'Enterprise').getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByTestId('member-count')).toHaveText('20');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'landing');
    for (const id of ['platform', 'pricing', 'pay-intel', 'contact']) {
      await page.locator(`#${id}`).screenshot({ path: `screenshots/landing-section-${id}-desktop.png` });
    }
  });

  test('sends a demo request: field rules first, then a confirmation, stored and e-mailed', async ({
    server,
    visitorPage: page,
  }) => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Get a Demo' }).first().click();
    const demo = dialog(page, 'Get a Demo');
    await demo.getByRole('button', { name: 'Request a demo' }).click();
    await expect(demo.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(demo.getByText('Company name is required')).toBeVisible();
    await expect(demo.getByText('Number of employees is required')).toBeVisible();
    await screenshotBoth(page, 'modal-demo-errors');
    await demo.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Lee');
    await demo.getByRole('textbox', { name: 'Email' }).fill('ann@acme-staffing.test');
    await demo.getByRole('textbox', { name: 'Company name' }).fill('Acme Staffing');
    await demo.getByRole('textbox', { name: 'Number of employees' }).fill('40');
    await demo.getByRole('button', { name: 'Request a demo' }).click();
    await expect(dialog(page, 'Thank you').getByText('Email sent successfully')).toBeVisible();
    await screenshotBoth(page, 'modal-demo-sent');
    await dialog(page, 'Thank you').getByRole('button', { name: 'Close' }).last().click();
    const mail = await lastMail(page);
    expect(mail.to).toBe('support@staffmargin.local');
    expect(mail.subject).toMatch(/^Demo request #\d+ from Ann Lee$/);
    expect(mail.text).toContain('Number of employees: 40');
  });

  test('sends an inquiry from the footer and says so', async ({ server, visitorPage: page }) => {
    await openLanding(page, server.url);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Inquiry' }).click();
    const inquiry = dialog(page, 'Inquiry');
    await inquiry.getByRole('textbox', { name: 'Name', exact: true }).fill('Bo Diaz');
    await inquiry.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await inquiry.getByRole('textbox', { name: 'Message' }).fill('Do you price 50 seats?');
    await inquiry.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(inquiry.getByText('Please enter a valid email address')).toBeVisible();
    await inquiry.getByRole('textbox', { name: 'Email' }).fill('bo@example.test');
    await screenshotBoth(page, 'modal-inquiry');
    await inquiry.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Enquiry Sent Successfully!')).toBeVisible();
    await expect(inquiry).toHaveCount(0);
    expect((await lastMail(page)).text).toContain('Do you price 50 seats?');
  });

  test('/support opens the Support modal, and closing it leaves for the landing page', async ({
    server,
    visitorPage: page,
  }) => {
    await page.goto(`${server.url}/support`);
    const support = dialog(page, 'Support');
    await expect(support).toBeVisible();
    await screenshotBoth(page, 'modal-support');
    await support.getByRole('textbox', { name: 'Name', exact: true }).fill('Cy');
    await support.getByRole('textbox', { name: 'Email' }).fill('cy@example.test');
    await support.getByRole('textbox', { name: 'Message' }).fill('Cannot download the PDF');
    await support.getByRole('button', { name: 'Send to support' }).click();
    await expect(page.getByText('Support Email sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('any path containing /support opens the Support modal too, signed out', async ({
    server,
    visitorPage: page,
  }) => {
    for (const path of ['/help/support', '/dashboard/support', '/calculations/support']) {
      await page.goto(`${server.url}${path}`);
      const support = dialog(page, 'Support');
      await expect(support).toBeVisible();
      await expect(page).toHaveURL(`${server.url}${path}`);
      await support.getByRole('button', { name: 'Cancel' }).click();
      await expect(support).toBeHidden();
    }
  });

  test('terms and privacy have their sections and link to each other and from the footer', async ({
    server,
    visitorPage: page,
  }) => {
    await openLanding(page, server.url);
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Terms of Use' })
      .click();
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    for (const section of ['Agreement to terms', 'Free trial', 'Governing law', 'Limitation of liability']) {
      await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
    }
    await expect(page.getByText('at least 18 years old').first()).toBeVisible();
    await screenshotBoth(page, 'terms');
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).last().click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    for (const section of [
      'GDPR',
      'Log files',
      'Cookies',
      'Children',
      'Online privacy policy only',
      'Consent',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
    }
    await screenshotBoth(page, 'privacy');
    await page.getByRole('main').getByRole('link', { name: 'Terms of Use' }).last().click();
    await expect(page).toHaveURL(`${server.url}/terms`);
  });
});

test.describe('a signed-in member', () => {
  test('finds the pages in one sidebar on desktop and in a drawer on phones', async ({
    server,
    signedInAs,
  }) => {
    const member = await (await signedInAs('manager@staffmargin.app')).newPage();
    await member.goto(server.orgUrl('demo', '/calculations'));
    // A first sign-in: the list's walkthrough opens once; finish it.
    await finishWalkthrough(member, 'Your calculations');
    const nav = member.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Calculations' })).toHaveAttribute('aria-current', 'page');
    await expect(member.getByRole('banner').getByRole('link', { name: 'Calculator' })).toHaveCount(0);
    await screenshotBoth(member, 'signed-in-sidebar');
    await member.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await member.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = member.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
    await member.screenshot({ path: 'screenshots/signed-in-drawer-phone.png' });
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(member).toHaveURL(server.orgUrl('demo', '/settings'));
    await expect(member.getByRole('dialog')).toHaveCount(0);
  });

  test('reads the Learning Center: four tabs, formulas, and the worked example the engine priced', async ({
    server,
    signedInAs,
  }) => {
    const member = await (await signedInAs('recruiter@staffmargin.app')).newPage();
    await member.goto(server.orgUrl('demo', '/learning-center'));
    for (const tab of ['Terms', 'Calculations', 'Resources', 'Tutorials']) {
      await expect(member.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    }
    await expect(member.getByText('SUTA (state unemployment tax)')).toBeVisible();
    await screenshotBoth(member, 'learning-center-terms');
    await member.getByRole('tab', { name: 'Calculations' }).click();
    await expect(
      member.getByRole('cell', { name: '6.2% of taxable wages, up to the yearly wage cap.' }),
    ).toBeVisible();
    const example = member.getByRole('row', { name: /^Gross profit revenue - total project cost/ });
    await expect(example).toContainText('$6,260.50');
    await expect(member.getByRole('row', { name: /^Gross profit %/ })).toContainText('30.10%');
    await screenshotBoth(member, 'learning-center-calculations');
    await member.getByRole('tab', { name: 'Tutorials' }).click();
    await expect(member.getByText(/Full time is 40 hours a week|full time is 40 hours a week/)).toBeVisible();
    await screenshotBoth(member, 'learning-center-tutorials');
  });

  test('is signed out to /signin with a message when the session ends under an open tab', async ({
    server,
    signedInAs,
  }) => {
    const ctx = await signedInAs('manager@staffmargin.app');
    const member = await ctx.newPage();
    await member.goto(server.orgUrl('demo', '/settings'));
    await expect(member.getByRole('heading', { name: 'Settings' })).toBeVisible();
    // The session ends elsewhere (signed out in another browser, revoked): the server no longer knows it.
    const session = (await ctx.cookies()).find((c) => c.name === 'sm_session')!;
    await ctx.addCookies([{ ...session, value: 'revoked' }]);
    await member
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Calculations' })
      .click();
    await expect(member).toHaveURL(/\/signin/);
    await expect(member.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  });
});
