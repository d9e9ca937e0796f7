import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  devMailTo,
  openMailboxWith,
  postFromPage,
  type RunningServer,
  screenshotBoth,
  urlOf,
} from './src/harness';
import { journey } from './src/journey';

/**
 * The accounts journey: sign up by e-mail, confirm from the development mailbox, create the company, land on
 * its sub-domain dashboard, invite nobody, sign out, sign in again, reset the password from the e-mailed link.
 * Each test stands alone: the sign-up pages are clicked through where they are the story, and a test about an
 * account that exists already starts from one made through the API (`freshOrganisation`).
 */
const test = journey();

const password = 'FirstPass123!';
const newPassword = 'SecondPass456!';

/** The dashboard of an organisation, whatever query string the hand-over leaves. */
const dashboardOf = (server: RunningServer, org: string) => urlOf(server.orgUrl(org, '/dashboard'));

/** Opens the development mailbox and follows the newest link to `pathname`. */
async function followMailLink(page: Page, server: RunningServer, pathname: string) {
  const link = await openMailboxWith(page, server.url, `a[href*="${pathname}?"]`);
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  return href;
}

/** Chooses an option of a Mantine Select (typing first when it is searchable). */
async function pick(page: Page, label: string, option: string, search = true) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The personal-information step of sign-up through the API, as the page sends it. */
async function signUpByApi(
  request: APIRequestContext,
  server: RunningServer,
  who: { first_name: string; last_name: string; email: string; is_enterprise?: boolean },
) {
  const res = await request.post(`${server.url}/api/auth`, {
    headers: { origin: server.url },
    data: { ...who, password, password_confirmation: password },
  });
  expect(res.status()).toBe(200);
}

test.describe('accounts journey', () => {
  test('signs up by e-mail with the product messages on bad input', async ({ server, visitorPage: page }) => {
    const email = 'jordan@acme-e2e.test';
    await page.goto(`${server.url}/signup`);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByText('Sign up with Google').first()).toBeVisible();
    await expect(page.getByText('(not configured)')).toHaveCount(3);
    await screenshotBoth(page, 'signup-choose');

    await page.getByRole('radio', { name: 'Enterprise: the Enterprise plan' }).click();
    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required').first()).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await screenshotBoth(page, 'signup-personal-errors');

    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Rivera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible();
    await screenshotBoth(page, 'signup-confirm-email');
  });

  test('confirms the address from the development mailbox and creates the company', async ({
    server,
    visitorPage: page,
    request,
  }) => {
    // The personal step is the test above's; here it is the page's call, for an address of this test's own.
    await signUpByApi(request, server, {
      first_name: 'Avery',
      last_name: 'Rivera',
      email: 'avery@acme-e2e.test',
      is_enterprise: true,
    });
    const domain = 'acme-e2e';
    await openMailboxWith(page, server.url, 'text=Confirm your e-mail address');
    await expect(page.getByText('Confirm your e-mail address').first()).toBeVisible();
    await screenshotBoth(page, 'dev-mailbox');
    await followMailLink(page, server, '/signup');
    await expect(page.getByRole('heading', { name: 'Company Info' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Company Name').fill('Acme Staffing E2E');
    await pick(page, 'State', 'Pennsylvania');
    await pick(page, 'City', 'Pittsburgh');
    await page.getByLabel('Company Address').fill('600 Grant St');
    await page.getByLabel('Zip Code').fill('15219');
    await pick(page, 'No of employees', '10+', false);
    await screenshotBoth(page, 'signup-company');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Domain' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^acme-staffing-e2e\d+$/ })).toHaveCount(3);
    await page.getByLabel('Business Domain').fill('www');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('This business domain is reserved')).toBeVisible();
    await page.getByLabel('Business Domain').fill('demo-');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('Business domain must start and end with a letter or number')).toBeVisible();
    await screenshotBoth(page, 'signup-domain-errors');
    await page.getByLabel('Business Domain').fill(domain);
    await page.getByRole('button', { name: 'Create Company' }).click();

    // Enterprise: the add-teammates step; we invite nobody.
    await expect(page.getByRole('heading', { name: 'Add teammates' })).toBeVisible();
    await screenshotBoth(page, 'signup-teammates');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(dashboardOf(server, domain));
    // The first sign-in opens one welcome tour, with the trial's words for the Owner; one click skips it.
    const welcome = page.getByRole('dialog', { name: 'Welcome to StaffMargin' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByText('Your 3-day trial starts today')).toBeVisible();
    await screenshotBoth(page, 'dashboard-after-signup');
    await welcome.getByRole('button', { name: 'Skip tour' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    // Pennsylvania has no new-employer rate in our reference data: the checklist asks for it, linking to SUTA Rates.
    const checklist = page.getByRole('region', { name: 'Finish setting up' });
    await expect(checklist.getByRole('link')).toHaveText([
      'Enter your SUTA rate for Pennsylvania',
      "Add your workers' comp codes for Pennsylvania",
    ]);
    await screenshotBoth(page, 'dashboard-setup-checklist');
    await checklist.getByRole('link', { name: 'Enter your SUTA rate for Pennsylvania' }).click();
    await expect(page).toHaveURL(/\/settings\/calculation-settings\?tab=srates$/);
  });

  test('shows the settings screens of the new company', async ({ server, freshOrganisation }) => {
    const { domain, email, companyName, context } = await freshOrganisation();
    const page = await context.newPage();
    await page.goto(server.orgUrl(domain, '/settings'));
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Member information')).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await screenshotBoth(page, 'settings');
    await page.goto(server.orgUrl(domain, '/settings/company-information'));
    await expect(page.getByRole('heading', { name: 'Company information' })).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue(companyName);
    await page.getByLabel('Company Name').fill('Acme Staffing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await screenshotBoth(page, 'settings-company-information');
    await page.goto(server.orgUrl(domain, '/settings/account-security'));
    await expect(page.getByRole('heading', { name: 'Account and Security' })).toBeVisible();
    await page.getByRole('button', { name: 'Change Name' }).click();
    await page.getByRole('dialog').getByLabel('First Name').fill('');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await screenshotBoth(page, 'settings-account-change-name');
    await page.getByRole('dialog').getByLabel('First Name').fill('Jordan');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully').first()).toBeVisible();
    await screenshotBoth(page, 'settings-account-security');
  });

  test('signs out and signs in again on the main host, landing on the sub-domain', async ({
    server,
    freshOrganisation,
  }) => {
    const { domain, email, password, context } = await freshOrganisation();
    const page = await context.newPage();
    // The first sign-in opens the welcome tour; skipped once, it is seen.
    await page.goto(server.orgUrl(domain, '/dashboard'));
    const welcome = page.getByRole('dialog', { name: 'Welcome to StaffMargin' });
    await welcome.getByRole('button', { name: 'Skip tour' }).click();
    await expect(welcome).toBeHidden();
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto(server.orgUrl(domain, '/settings'));
    // Signing in there would come back to /settings (docs/product/accounts.md#returning-to-the-requested-page).
    await expect(page).toHaveURL(/\/signin\?next=%2Fsettings$/);

    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await screenshotBoth(page, 'signin-error');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(dashboardOf(server, domain));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'sm_session');
    expect(cookie?.httpOnly).toBe(true);
    // Still among the first sign-ins, but the welcome tour was seen: it does not come back.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog', { name: 'Welcome to StaffMargin' })).toHaveCount(0);
    // A new organisation has no quote: both tabs show the demo figures, every card and the chart marked as
    // sample data beside the specification's note and what to do (docs/product/dashboard.md#demo-values).
    for (const tab of ['Actual Revenue', 'Projected Revenue']) {
      await page.getByRole('tab', { name: tab }).click();
      for (const label of ['Revenue', 'Gross Profit', 'Gross Profit %']) {
        await expect(page.getByLabel(label, { exact: true })).toContainText('Sample data');
      }
      await expect(page.getByLabel('Revenue', { exact: true })).toContainText('$1,000,000.00');
      await expect(page.getByText('*Data displayed is just for Demo.')).toBeVisible();
      await expect(page.getByText('Send your first quote to see your own figures.')).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Actual Revenue' }).click();
    await expect(
      page.locator('[data-sample]').filter({ has: page.getByLabel('Revenue chart') }),
    ).toContainText('Sample data');
    await screenshotBoth(page, 'dashboard-new-organisation');
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('resets the password through the e-mailed link', async ({
    server,
    freshOrganisation,
    visitorPage: page,
  }) => {
    const { domain, email } = await freshOrganisation();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByText('reset instructions are on their way')).toBeVisible();
    await screenshotBoth(page, 'forgot-password');

    await followMailLink(page, server, '/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill('something-else');
    await page.getByRole('button', { name: 'Reset and Continue' }).click();
    await expect(page.getByText('Password confirmation does not match Password')).toBeVisible();
    await screenshotBoth(page, 'reset-password');
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset and Continue' }).click();
    await expect(page).toHaveURL(`${server.url}/signin`);
    await expect(page.getByText('Your password has been changed successfully')).toBeVisible();
    await screenshotBoth(page, 'signin-after-reset');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(dashboardOf(server, domain));
  });

  test('redirects a signed-in user away from public pages, and explains unknown workspaces', async ({
    server,
    freshOrganisation,
  }) => {
    const { domain, email, password, context } = await freshOrganisation();
    // Signed in on the main host too (the context's own request shares the browser's cookies).
    const signIn = await context.request.post(`${server.url}/api/auth/sign_in`, {
      headers: { origin: server.url },
      data: { email, password },
    });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${server.url}/signin`);
    await expect(page).toHaveURL(dashboardOf(server, domain));
    await page.goto(server.orgUrl('no-such-company', '/dashboard'));
    await expect(page.getByRole('heading', { name: 'This workspace does not exist' })).toBeVisible();
    await screenshotBoth(page, 'workspace-not-found');
  });

  test('creates a company on /company for a confirmed user without one', async ({
    server,
    freshOrganisation,
    visitorPage: second,
    request,
  }) => {
    const { domain: taken } = await freshOrganisation();
    await signUpByApi(request, server, { first_name: 'Sam', last_name: 'Lee', email: 'sam@beta-e2e.test' });
    const link = (await devMailTo(server, 'sam@beta-e2e.test')).links[0]!;
    await second.goto(link);
    await expect(second.getByRole('heading', { name: 'Company Info' })).toBeVisible();
    await second.goto(`${server.url}/company`);
    await expect(second.getByRole('heading', { name: 'Create your company' })).toBeVisible();
    await second.getByRole('button', { name: 'Create Company' }).click();
    await expect(second.getByText('Company name is required')).toBeVisible();
    await second.getByLabel('Company Name').fill('Beta Talent');
    // Another organisation's domain is taken.
    await second.getByLabel('Business Domain').fill(taken);
    await second.getByRole('button', { name: 'Create Company' }).click();
    await expect(second.getByText('Business domain has already been taken')).toBeVisible();
    await screenshotBoth(second, 'company-page-errors');
    await second.getByLabel('Business Domain').fill('beta-talent');
    await second.getByRole('button', { name: 'Create Company' }).click();
    await expect(second).toHaveURL(dashboardOf(server, 'beta-talent'));
  });

  test('an invited Manager signs up with names and a password only, and is kept out of billing', async ({
    server,
    freshOrganisation,
    visitorPage: visitor,
  }) => {
    const { domain, context } = await freshOrganisation();
    const owner = await context.newPage();
    await owner.goto(server.orgUrl(domain, '/settings'));
    const invited = `kim@${domain}.test`;
    // The owner invites a teammate as a Manager (role 3), as the add-teammates step sends it.
    expect(
      await postFromPage(owner, '/organization/team', { data: [{ email: invited, role: 3 }] }),
    ).not.toHaveProperty('errors');
    const invitation = (await devMailTo(server, invited)).links[0]!;
    await visitor.goto(invitation);
    await expect(visitor.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    // The company pays already: no trial offer for an invitee, here or at the sign-in after it.
    await expect(visitor.getByText('3-day free trial')).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Create my account' }).click();
    await expect(visitor.getByText('First name is required')).toBeVisible();
    await screenshotBoth(visitor, 'invitation');
    await visitor.getByLabel('First Name').fill('Kim');
    await visitor.getByLabel('Last Name').fill('Park');
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByLabel(/^Confirm Password/).fill(password);
    await visitor.getByRole('button', { name: 'Create my account' }).click();
    await expect(visitor.getByText('Sign-up complete: please sign in.')).toBeVisible();
    await expect(visitor.getByLabel('Email')).toHaveValue(invited);
    await expect(visitor.getByText('3-day free trial')).toHaveCount(0);
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(visitor).toHaveURL(dashboardOf(server, domain));
    // A Manager does not pass the billing guard: error toast and back to the dashboard (docs/roles.md).
    await visitor.goto(server.orgUrl(domain, '/settings/billing-payment'));
    await expect(visitor).toHaveURL(dashboardOf(server, domain));
    await expect(visitor.getByText('You Are Not Authorized')).toBeVisible();
    await screenshotBoth(visitor, 'guard-not-authorized');
    await visitor.goto(server.orgUrl(domain, '/settings'));
    await expect(visitor.getByRole('cell', { name: invited })).toBeVisible();
    await expect(visitor.getByText('Billing and payment')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('the Owner changes e-mail with the code sent to the new address, and signs in with it', async ({
    server,
    freshOrganisation,
  }) => {
    const { domain, password, context } = await freshOrganisation();
    const second = await context.newPage();
    const newEmail = `sam@gamma-${domain}.test`;
    await second.goto(server.orgUrl(domain, '/settings/account-security'));
    await second.getByRole('button', { name: 'Change Email' }).click();
    await second.getByRole('dialog').getByLabel('New Email').fill(newEmail);
    await second.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await expect(second.getByText('Enter the 6-digit code')).toBeVisible();
    const code = /code is (\d{6})/.exec((await devMailTo(server, newEmail)).text)![1]!;
    await second.getByRole('dialog').locator('input').first().click();
    await second.keyboard.type(code);
    await screenshotBoth(second, 'settings-account-verify-email');
    await second.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await expect(second.getByText('Please sign in again with your new e-mail address.')).toBeVisible();
    // Signed out 2 s later; or sooner, when a call in between answers 401 (with the session-ended message) or
    // the session read again answers none (the guard's /signin?next=, back to this page after signing in).
    await expect(second).toHaveURL(/\/signin(\?(message|next)=.*)?$/);
    await second.getByLabel('Email').fill(newEmail);
    await second.getByLabel(/^Password/).fill(password);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The dashboard, or the page the session ended on when a 401 signed the tab out first.
    await expect(second).toHaveURL(
      new RegExp(`//${domain}\\.localhost:\\d+/(dashboard|settings/account-security)(\\?.*)?$`),
    );
  });
});
