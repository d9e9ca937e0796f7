import { expect, request } from '@playwright/test';
import { type RunningServer, screenshotBoth } from './src/harness';
import { journey } from './src/journey';

const test = journey();

/** An integrator's call: the key in a header, no cookie (a request context of its own). */
async function integratorGet(server: RunningServer, key: string, path: string) {
  const client = await request.newContext({ baseURL: server.url });
  const res = await client.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  const status = res.status();
  await client.dispose();
  return status;
}

test('an Owner creates a key, sees it once, an integration uses it, and revoking it stops it at once', async ({
  server,
  demoPage: page,
}) => {
  await page.goto(server.orgUrl('demo', '/settings'));
  await page.getByRole('link', { name: /API keys/ }).click();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Bullhorn sync');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^sm_live_[0-9a-f]{12}_/);
  const key = (await shown.textContent())!.trim();
  await screenshotBoth(page, 'api-keys-created');
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Bullhorn sync/ });
  await expect(row).toContainText(key.slice(0, 20));
  await expect(row).not.toContainText(key);
  expect(await integratorGet(server, key, '/teams')).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /Bullhorn sync/ })).not.toContainText('Never');
  await screenshotBoth(page, 'api-keys');
  await page.getByRole('button', { name: 'Revoke Bullhorn sync' }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('row', { name: /Bullhorn sync/ })).toContainText('Revoked');
  expect(await integratorGet(server, key, '/teams')).toBe(401);
});

test('the developer guide is public', async ({ server, visitorPage: visitor }) => {
  await visitor.goto(`${server.url}/developers`);
  await expect(visitor.getByRole('heading', { name: 'StaffMargin API' })).toBeVisible();
  await expect(visitor.getByText('/api/v1/openapi.json').first()).toBeVisible();
  await screenshotBoth(visitor, 'developers');
});
