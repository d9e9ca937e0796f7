import { expect } from '@playwright/test';
import { screenshotBoth } from './src/harness';
import { journey } from './src/journey';

/**
 * Billing pages in the browser, signed in as the demo Owner: the demo organisation is never billed, so its edit,
 * add and plan-change controls are hidden (docs/product/billing.md#billing-and-payment-settingsbilling-payment).
 * The paying journey of a new organisation is billing-journey.spec.ts.
 */
const test = journey();

test('the demo Owner sees billing and payment without edit controls', async ({ server, demoPage: page }) => {
  await page.goto(server.orgUrl('demo', '/settings/billing-payment'));
  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Plan Active' })).toBeVisible();
  await expect(page.getByText('There are no records to display')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add payment method' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Choose plan' })).toHaveCount(0);
  await expect(page.getByText('Update information')).toHaveCount(0);
  await screenshotBoth(page, 'billing-payment');
});

test('the plans page lists Essential and Enterprise with their seat prices', async ({
  server,
  demoPage: page,
}) => {
  await page.goto(server.orgUrl('demo', '/change-plan'));
  await expect(page.getByRole('heading', { name: 'Choose Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await page.getByText('Yearly (save 12%)').click();
  await expect(page.getByText('billed yearly').first()).toBeVisible();
  await screenshotBoth(page, 'change-plan');
  await page.getByRole('button', { name: 'Select Plan' }).last().click();
  await expect(page.getByRole('button', { name: 'Pay Invoice' })).toBeDisabled();
  await screenshotBoth(page, 'change-plan-confirm');
});
