import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bootstrapReply, userReply } from '../../testing/api-fixtures';
import { withPlan } from '../../testing/billing-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { SettingsPage } from './settings-page';

function ownerOnPaidPlan(settings: BillSettings) {
  const { data, expire } = userReply();
  const org = data.organization_users[0]?.organization;
  if (!org) throw new Error('fixture has no organisation');
  org.plan_name = 'Enterprise';
  org.billing_state = 'active';
  server.use(
    http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, expire))),
    http.post('*/api/bill_settings', () => HttpResponse.json({ status: 'success', data: settings })),
    http.post('*/api/organization/members', () => HttpResponse.json({ organization_members: [] })),
  );
}

// docs/product/organizations-and-roles.md#settings-home: the billing card says until when the plan is paid.
describe('the settings home billing card', () => {
  it("says 'Plan is valid till' with the subscription's end date", async () => {
    ownerOnPaidPlan(withPlan({ end_date: '2026-12-23T12:00:00.000Z' }));
    renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
    const card = (await screen.findByText('Billing and payment')).closest('a');
    if (!card) throw new Error('no billing card');
    expect(await within(card).findByText('Plan is valid till December 23, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Enterprise')).toBeInTheDocument();
  });

  it('says when a cancelled plan ends', async () => {
    ownerOnPaidPlan(
      withPlan({ end_date: '2026-12-23T12:00:00.000Z', cancel_at: '2027-01-05T00:00:00.000Z' }),
    );
    renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
    expect(await screen.findByText('Cancelled: the plan ends on January 5, 2027')).toBeInTheDocument();
  });

  it('says an organisation that is never billed (the demo) is not billed, not that it has no trial', async () => {
    const { data, expire } = userReply();
    const org = data.organization_users[0]?.organization;
    if (!org) throw new Error('fixture has no organisation');
    org.plan_name = 'Enterprise';
    org.billing_state = 'exempt';
    org.trial_ends_at = null;
    server.use(
      http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, expire))),
      http.post('*/api/organization/members', () => HttpResponse.json({ organization_members: [] })),
    );
    renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
    const card = (await screen.findByText('Billing and payment')).closest('a');
    if (!card) throw new Error('no billing card');
    expect(await within(card).findByText('Not billed')).toBeInTheDocument();
    expect(within(card).queryByText('No trial')).not.toBeInTheDocument();
  });
});
