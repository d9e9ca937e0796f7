import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { closeTours, screenshotBoth } from './src/harness';
import { journey } from './src/journey';

/**
 * Settings, Webhooks (docs/product/webhooks.md): the demo Owner adds an endpoint pointing at a receiver this
 * spec runs on 127.0.0.1, copies the secret shown once, sends a quote, and finds the delivery in the log.
 */
const test = journey();
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, unknown>; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(() => {
  receiver?.close();
});

/** Sends one of the demo's quotes to a client through the API, as the quote page's Send does. */
async function sendAQuote(page: Page) {
  const status = await page.evaluate(async () => {
    const list = await (await fetch('/api/organization_team/quotes?page=1&per_page=5')).json();
    for (const q of list.data.quotation as { id: number }[]) {
      const res = await fetch('/api/organization_team/quote/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: q.id, email: 'buyer@example.com' }),
      });
      if (res.ok) return res.status;
    }
    return 0;
  });
  expect(status).toBe(200);
}

test('an Owner adds an endpoint, sees its secret once, and its delivery log', async ({
  server,
  demoPage: page,
}) => {
  await page.goto(server.orgUrl('demo', '/settings'));
  await closeTours(page);
  await page.getByRole('link', { name: /Webhooks/ }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('There are no records to display')).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await dialog.getByLabel('Description').fill('CRM sync');
  await dialog.getByRole('checkbox', { name: /quote\.sent/ }).check();
  await dialog.getByRole('checkbox', { name: /quote\.signed/ }).check();
  await screenshotBoth(page, 'webhooks-add');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await screenshotBoth(page, 'webhooks-secret');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(receiverUrl)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await sendAQuote(page);
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
  expect(JSON.parse(received[0]!.body).type).toBe('quote.sent');
  await page.getByRole('button', { name: 'Show delivery log' }).click();
  await expect(page.getByRole('cell', { name: 'quote.sent' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  await screenshotBoth(page, 'webhooks-log');

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
  expect(received[1]!.body).toBe(received[0]!.body);
});
