import { expect } from '@playwright/test';
import { screenshotBoth } from './src/harness';
import { journey } from './src/journey';

const test = journey();

test.describe('a signed-out visitor', () => {
  test('sees the landing page with its pricing', async ({ server, visitorPage: page }) => {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Gross Profit Margin Simplified' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await expect(page.locator('#pricing').getByText('$49.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByText('By using our website you are consenting')).toHaveCount(0);
    await screenshotBoth(page, 'landing');
  });

  test('is sent to /signin when opening the dashboard', async ({ server, visitorPage: page }) => {
    await page.goto(`${server.url}/dashboard`);
    await expect(page).toHaveURL(`${server.url}/signin?next=%2Fdashboard`);
  });

  test('treats unknown paths as private and opens the legal pages', async ({ server, visitorPage: page }) => {
    await page.goto(`${server.url}/no-such-page`);
    await expect(page).toHaveURL(`${server.url}/signin?next=%2Fno-such-page`);
    await page.goto(`${server.url}/terms`);
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('governed by the laws of the State of Delaware')).toBeVisible();
    await screenshotBoth(page, 'terms');
  });
});

test.describe('npm start a second time', () => {
  test('reopens the same database instead of creating a new one', async ({ request, reopenServer }) => {
    const server = await reopenServer();
    const { databaseUrl } = server;
    const ready = await request.get(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: databaseUrl ? 'postgres' : 'pglite' });
    const states = await request.get(`${server.url}/api/states`);
    expect((await states.json()).data).toHaveLength(51);
  });
});
