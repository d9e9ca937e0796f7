import { expect } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './src/harness';
import { journey } from './src/journey';

/**
 * The open API's reference page (docs/product/api.md#open-api-v1): a visitor with no account goes from the
 * getting-started guide to /developers/reference, which renders the server's OpenAPI document by itself (no
 * request leaves our origin), grouped by tag, with fields, error codes, the key, limits and idempotency.
 */
const test = journey();

test('a visitor reads the API reference from the guide, on a wide screen and a phone', async ({
  server,
  visitorPage: page,
}) => {
  // One axe run over a long page (every operation's fields) on a shared, loaded machine.
  test.setTimeout(180_000);
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  await page.goto(`${server.url}/developers`);
  await page.getByRole('link', { name: 'API reference' }).first().click();
  await expect(page).toHaveURL(/\/developers\/reference$/);
  await expect(page.getByRole('heading', { name: 'API reference', exact: true })).toBeVisible();

  for (const group of ['Calculations', 'Quotes', 'Organisation', 'Reference data']) {
    await expect(page.getByRole('heading', { name: group, exact: true, level: 2 })).toBeVisible();
  }
  const create = page.getByRole('region', { name: 'Price and save a calculation' });
  await expect(create.getByText('POST', { exact: true })).toBeVisible();
  await expect(create.getByText('/api/v1/calculations', { exact: true })).toBeVisible();
  // The request body's nested fields, each with its type and whether it is required.
  const body = create.getByRole('table', { name: 'Request body of POST /api/v1/calculations' });
  await expect(body.getByRole('row', { name: /^persons\[\]\.pay\.pay_rate/ })).toContainText('string');
  await expect(body.getByRole('row', { name: /^name\b/ })).toContainText('required');
  await expect(create.getByRole('table', { name: /^Parameters of POST/ })).toContainText('Idempotency-Key');
  await expect(create.getByRole('table', { name: 'Answer 201 of POST /api/v1/calculations' })).toContainText(
    'gross_profit',
  );

  // The shared rules, read from the same document.
  await expect(page.getByText(/requests a minute, per API key/)).toBeVisible();
  await expect(page.getByText('RateLimit-Remaining', { exact: true })).toBeVisible();
  const errors = page.getByRole('table', { name: 'Error codes' });
  for (const code of ['validation', 'invalid_api_key', 'idempotency_key_reused', 'rate_limited']) {
    await expect(errors.getByRole('row', { name: new RegExp(`^${code}\\b`) })).toBeVisible();
  }

  // The contents column jumps to an operation.
  const contents = page.getByRole('navigation', { name: 'API reference contents' });
  await contents.getByRole('link', { name: /^List quotes/ }).click();
  await expect(page).toHaveURL(/#get-quotes$/);
  await expect(page.getByRole('region', { name: /^List quotes/ })).toBeInViewport();

  await expectAccessible(page, '/developers/reference at 1280 px');
  await screenshotBoth(page, 'developers-reference');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(contents).toBeHidden();
  // The phone layout shows the same elements, stacked: axe at 1280 px has checked them (one run, not two).
  await expect(create).toBeVisible();
  expect(elsewhere, 'requests to other origins').toEqual([]);
});
