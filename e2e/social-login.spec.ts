import { expect, type Page, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { attachServerLogs, type RunningServer, screenshotBoth, startServer, urlOf } from './src/harness';

/** Google sign-up and sign-in in a real browser, against a local OAuth 2.0 server standing in for Google. */
let oauth: OAuth2Server;
let server: RunningServer;
let page: Page;

// One story: the second test signs in again with the Google account the first one signed up.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url!;
  server = await startServer({
    env: {
      GOOGLE_CLIENT_ID: 'staffmargin-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
  page = await browser.newPage();
});
test.afterEach(() => attachServerLogs(server));
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
  await oauth?.stop();
});

const profile = {
  sub: 'google-e2e-1',
  email: 'casey@gamma-e2e.test',
  given_name: 'Casey',
  family_name: 'Nguyen',
};

test.describe('social login with Google', () => {
  test('signs up, continues at the company step and lands on the new sub-domain', async () => {
    oauth.service.once('beforeUserinfo', (res) => {
      res.body = profile;
    });
    await page.goto(`${server.url}/signup`);
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Company Info' })).toBeVisible();
    await page.getByLabel('Company Name').fill('Gamma Recruiting');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Business Domain').fill('gamma-recruiting');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page).toHaveURL(urlOf(server.orgUrl('gamma-recruiting', '/dashboard')));
    // A new company's first sign-in opens the welcome tour once; its last slide leads to the calculator.
    const welcome = page.getByRole('dialog', { name: 'Welcome to StaffMargin' });
    await expect(welcome.getByText('Your 3-day trial starts today')).toBeVisible();
    for (let i = 0; i < 2; i++) await welcome.getByRole('button', { name: 'Next' }).click();
    await welcome.getByRole('button', { name: 'Start a calculation' }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    // With the dialog gone the page is reachable again: the header names the signed-in user.
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Casey Nguyen');
    await page.goto(server.orgUrl('gamma-recruiting', '/settings'));
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signs the same Google account in again (sign-in by id)', async () => {
    oauth.service.once('beforeUserinfo', (res) => {
      res.body = profile;
    });
    await page.goto(`${server.url}/signin`);
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
    await screenshotBoth(page, 'signin-google-configured');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(urlOf(server.orgUrl('gamma-recruiting', '/dashboard')));
  });
});
