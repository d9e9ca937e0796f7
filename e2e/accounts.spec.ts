import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, screenshotBoth, startServer } from './src/harness';

/**
 * The accounts journey: sign up by e-mail, confirm from the development mailbox, create the company, land on
 * its sub-domain dashboard, invite nobody, sign out, sign in again, reset the password from the e-mailed link.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const email = 'jordan@acme-e2e.test';
const password = 'FirstPass123!';
const newPassword = 'SecondPass456!';
const domain = 'acme-e2e';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the development mailbox and follows the newest link to `pathname`. */
async function followMailLink(pathname: string) {
  await page.goto(`${server.url}/dev/mailbox`);
  await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
  const link = page.locator(`a[href*="${pathname}?"]`).first();
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  return href;
}

/** Chooses an option of a Mantine Select (typing first when it is searchable). */
async function pick(label: string, option: string, search = true) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('accounts journey', () => {
  it('signs up by e-mail with the spec messages on bad input', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'I agree' }).click();
    expect(await page.getByText('Sign up with Google').first().isVisible()).toBe(true);
    expect(await page.getByText('(not configured)').count()).toBe(3);
    await screenshotBoth(page, 'signup-choose');

    await page.getByText('Enterprise (teams)').click();
    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Password is required').first().isVisible()).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await screenshotBoth(page, 'signup-personal-errors');

    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Rivera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please confirm your e-mail address first').waitFor();
    await screenshotBoth(page, 'signup-confirm-email');
  });

  it('confirms the address from the development mailbox and creates the company', async () => {
    await page.goto(`${server.url}/dev/mailbox`);
    await page.getByText('Confirm your e-mail address').first().waitFor();
    await screenshotBoth(page, 'dev-mailbox');
    await followMailLink('/signup');
    await page.getByRole('heading', { name: 'Company Info' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Company name is required').waitFor();
    await page.getByLabel('Company Name').fill('Acme Staffing E2E');
    await pick('State', 'Texas');
    await pick('City', 'Austin');
    await page.getByLabel('Company Address').fill('500 W 2nd St');
    await page.getByLabel('Zip Code').fill('78701');
    await pick('No of employees', '10+', false);
    await screenshotBoth(page, 'signup-company');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Domain' }).waitFor();
    expect(await page.getByRole('button', { name: /^acme-staffing-e2e\d+$/ }).count()).toBe(3);
    await page.getByLabel('Business Domain').fill('www');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await page.getByText('This business domain is reserved').waitFor();
    await page.getByLabel('Business Domain').fill('demo-');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await page.getByText('Business domain must start and end with a letter or number').waitFor();
    await screenshotBoth(page, 'signup-domain-errors');
    await page.getByLabel('Business Domain').fill(domain);
    await page.getByRole('button', { name: 'Create Company' }).click();

    // Enterprise: the add-teammates step; we invite nobody.
    await page.getByRole('heading', { name: 'Add teammates' }).waitFor();
    await screenshotBoth(page, 'signup-teammates');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(
      (url) => url.host === `${domain}.${server.appDomain}` && url.pathname === '/dashboard',
      {
        timeout: 15_000,
      },
    );
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await screenshotBoth(page, 'dashboard-after-signup');
  });

  it('shows the settings screens of the new company', async () => {
    await page.goto(server.orgUrl(domain, '/settings'));
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText('Member information').waitFor();
    await page.getByRole('cell', { name: email }).waitFor();
    await screenshotBoth(page, 'settings');
    await page.goto(server.orgUrl(domain, '/settings/company-information'));
    await page.getByRole('heading', { name: 'Company information' }).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Acme Staffing E2E');
    await page.getByLabel('Company Name').fill('Acme Staffing');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Successfully').waitFor();
    await screenshotBoth(page, 'settings-company-information');
    await page.goto(server.orgUrl(domain, '/settings/account-security'));
    await page.getByRole('heading', { name: 'Account and Security' }).waitFor();
    await page.getByRole('button', { name: 'Change Name' }).click();
    await page.getByRole('dialog').getByLabel('First Name').fill('');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('First name is required').waitFor();
    await screenshotBoth(page, 'settings-account-change-name');
    await page.getByRole('dialog').getByLabel('First Name').fill('Jordan');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Successfully').first().waitFor();
    await screenshotBoth(page, 'settings-account-security');
  });

  it('signs out and signs in again on the main host, landing on the sub-domain', async () => {
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(server.orgUrl(domain, '/settings'));
    await page.waitForURL('**/signin');

    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await screenshotBoth(page, 'signin-error');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(
      (url) => url.host === `${domain}.${server.appDomain}` && url.pathname === '/dashboard',
    );
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'sm_session');
    expect(cookie?.httpOnly).toBe(true);
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await page.waitForURL('**/signin');
  });

  it('resets the password through the e-mailed link', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByText('reset instructions are on their way').waitFor();
    await screenshotBoth(page, 'forgot-password');

    await followMailLink('/reset-password');
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill('something-else');
    await page.getByRole('button', { name: 'Reset and Continue' }).click();
    await page.getByText('Password confirmation does not match Password').waitFor();
    await screenshotBoth(page, 'reset-password');
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/signin' && !url.search.includes('message'));
    await page.getByText('Your password has been changed successfully').waitFor();
    await screenshotBoth(page, 'signin-after-reset');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(
      (url) => url.host === `${domain}.${server.appDomain}` && url.pathname === '/dashboard',
    );
  });

  it('redirects a signed-in user away from public pages, and explains unknown workspaces', async () => {
    await page.goto(`${server.url}/signin`);
    await page.waitForURL(
      (url) => url.host === `${domain}.${server.appDomain}` && url.pathname === '/dashboard',
    );
    await page.goto(server.orgUrl('no-such-company', '/dashboard'));
    await page.getByRole('heading', { name: 'This workspace does not exist' }).waitFor();
    await screenshotBoth(page, 'workspace-not-found');
  });

  it('creates a company on /company for a confirmed user without one', async () => {
    const other = await context.browser()!.newContext();
    const second = await other.newPage();
    const res = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Sam',
        last_name: 'Lee',
        email: 'sam@beta-e2e.test',
        password,
        password_confirmation: password,
      }),
    });
    expect(res.status).toBe(200);
    const mailbox = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as {
      data: { to: string; links: string[] }[];
    };
    const link = mailbox.data.find((m) => m.to === 'sam@beta-e2e.test')!.links[0]!;
    await second.goto(link);
    await second.getByRole('heading', { name: 'Company Info' }).waitFor();
    await second.goto(`${server.url}/company`);
    await second.getByRole('heading', { name: 'Create your company' }).waitFor();
    await second.getByRole('button', { name: 'Create Company' }).click();
    await second.getByText('Company name is required').waitFor();
    await second.getByLabel('Company Name').fill('Beta Talent');
    await second.getByLabel('Business Domain').fill(domain);
    await second.getByRole('button', { name: 'Create Company' }).click();
    await second.getByText('Business domain has already been taken').waitFor();
    await screenshotBoth(second, 'company-page-errors');
    await second.getByLabel('Business Domain').fill('beta-talent');
    await second.getByRole('button', { name: 'Create Company' }).click();
    await second.waitForURL(
      (url) => url.host === `beta-talent.${server.appDomain}` && url.pathname === '/dashboard',
      {
        timeout: 15_000,
      },
    );

    // The owner invites a teammate, who signs up with names and password only and ends at sign-in.
    const status = await second.evaluate(() =>
      fetch('/api/organization/team', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [{ email: 'kim@beta-e2e.test', role: 3 }] }),
      }).then((r) => r.status),
    );
    expect(status).toBe(200);
    const visitorContext = await context.browser()!.newContext();
    const visitor = await visitorContext.newPage();
    const invitation = (await mailTo('kim@beta-e2e.test'))!.links[0]!;
    await visitor.goto(invitation);
    await visitor.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await visitor.getByRole('button', { name: 'Create my account' }).click();
    await visitor.getByText('First name is required').waitFor();
    await screenshotBoth(visitor, 'invitation');
    await visitor.getByLabel('First Name').fill('Kim');
    await visitor.getByLabel('Last Name').fill('Park');
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByLabel(/^Confirm Password/).fill(password);
    await visitor.getByRole('button', { name: 'Create my account' }).click();
    await visitor.getByText('Signup completed please try login. Thanks!').waitFor();
    await visitor.getByLabel('Email').fill('kim@beta-e2e.test');
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.waitForURL(
      (url) => url.host === `beta-talent.${server.appDomain}` && url.pathname === '/dashboard',
    );
    // A Manager does not pass the billing guard: error toast and back to the dashboard (docs/roles.md).
    await visitor.goto(server.orgUrl('beta-talent', '/settings/billing-payment'));
    await visitor.waitForURL((url) => url.pathname === '/dashboard');
    await visitor.getByText('You Are Not Authorized').waitFor();
    await screenshotBoth(visitor, 'guard-not-authorized');
    await visitor.goto(server.orgUrl('beta-talent', '/settings'));
    await visitor.getByRole('cell', { name: 'kim@beta-e2e.test' }).waitFor();
    expect(await visitor.getByText('Billing and payment').count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await visitorContext.close();

    // The owner changes e-mail with the code sent to the new address, and is signed out 2 s later.
    await second.goto(server.orgUrl('beta-talent', '/settings/account-security'));
    await second.getByRole('button', { name: 'Change Email' }).click();
    await second.getByRole('dialog').getByLabel('New Email').fill('sam@gamma-e2e.test');
    await second.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await second.getByText('Enter the 6-digit code').waitFor();
    const code = /code is (\d{6})/.exec((await mailTo('sam@gamma-e2e.test'))!.text)![1]!;
    await second.getByRole('dialog').locator('input').first().click();
    await second.keyboard.type(code);
    await screenshotBoth(second, 'settings-account-verify-email');
    await second.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await second.getByText('You need to login with new email again!').waitFor();
    await second.waitForURL((url) => url.pathname === '/signin', { timeout: 10_000 });
    await second.getByLabel('Email').fill('sam@gamma-e2e.test');
    await second.getByLabel(/^Password/).fill(password);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.waitForURL(
      (url) => url.host === `beta-talent.${server.appDomain}` && url.pathname === '/dashboard',
    );
    await other.close();
  });
});

/** The newest development-mailbox e-mail to `to`. */
async function mailTo(to: string) {
  const res = await fetch(`${server.url}/api/dev/mailbox`);
  const body = (await res.json()) as { data: { to: string; text: string; links: string[] }[] };
  return body.data.find((m) => m.to === to);
}
