import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, screenshotBoth, startServer } from './src/harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a signed-out visitor', () => {
  it('sees the landing page with its pricing', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Gross Profit Margin Simplified' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign up' }).first().isVisible()).toBe(true);
    expect(await page.locator('#pricing').getByText('$49.00').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'I agree' }).click();
    expect(await page.getByText('By using our website you are consenting').count()).toBe(0);
    await screenshotBoth(page, 'landing');
  });

  it('is sent to /signin when opening the dashboard', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/signin');
    expect(new URL(page.url()).pathname).toBe('/signin');
  });

  it('treats unknown paths as private and opens the legal pages', async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.waitForURL('**/signin');
    await page.goto(`${server.url}/terms`);
    await page.getByRole('heading', { name: 'Terms of Use' }).waitFor();
    expect(await page.getByText('governed by the laws of the State of Delaware').isVisible()).toBe(true);
    await screenshotBoth(page, 'terms');
  });
});

describe('npm start a second time', () => {
  it('reopens the same database instead of creating a new one', async () => {
    const { dataDir, databaseUrl } = server;
    await server.stop({ keepData: true });
    server = await startServer({ dataDir, databaseUrl });
    const ready = await (await fetch(`${server.url}/readyz`)).json();
    expect(ready).toEqual({ status: 'ready', database: databaseUrl ? 'postgres' : 'pglite' });
    const states = await (await fetch(`${server.url}/api/states`)).json();
    expect(states.data).toHaveLength(51);
  });
});
