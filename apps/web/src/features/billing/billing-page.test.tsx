import type { Member } from '@app/contracts/accounts/responses';
import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultCard, withPlan } from '../../testing/billing-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { BillingPage } from './billing-page';

const member = (
  id: number,
  first: string,
  last: string,
  role: 'Owner' | 'Admin' | 'Team Member',
): Member => ({
  id,
  user_id: 100 + id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@acme.test`,
  image: null,
  created_at: '2026-11-01T10:00:00.000Z',
  role: { id: role === 'Owner' ? 1 : role === 'Admin' ? 2 : 4, name: role },
});

const team = [
  member(1, 'Olivia', 'Owner', 'Owner'),
  member(2, 'Adam', 'Admin', 'Admin'),
  member(3, 'Rita', 'Recruiter', 'Team Member'),
];

function answerBilling(over: Partial<BillSettings> = {}) {
  let members = [...team];
  const deleted: number[] = [];
  server.use(
    http.post('*/api/bill_settings', () =>
      HttpResponse.json({
        status: 'success',
        data: {
          ...withPlan(),
          payment_methods: [
            defaultCard,
            {
              pm_id: 'pm_amex',
              card_type: 'amex',
              card_last_four: '0005',
              card_expiry: '01/29',
              status: false,
            },
          ],
          ...over,
        },
      }),
    ),
    http.post('*/api/organization/members', () =>
      HttpResponse.json({ status: 'success', data: { organization_members: members } }),
    ),
    http.post('*/api/organization/members/delete', async ({ request }) => {
      const { user_id } = (await request.json()) as { user_id: number };
      deleted.push(user_id);
      members = members.filter((m) => m.user_id !== user_id);
      return HttpResponse.json({ status: 'success', message: 'User deleted successfully.' });
    }),
  );
  return deleted;
}

// docs/product/billing.md#billing-and-payment-settingsbilling-payment
describe('the billing page', () => {
  it('shows each saved card with its brand', async () => {
    answerBilling();
    renderPage(<BillingPage />, { route: '/settings/billing-payment', path: '/settings/billing-payment' });
    expect(await screen.findByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.getByText('Visa **** 4242')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(screen.getByText('American Express **** 0005')).toBeInTheDocument();
  });

  it('keeps the billing history’s Total in view on a phone: the date may wrap, the total does not', async () => {
    answerBilling({
      billing_histories: [
        {
          id: 1,
          number: 'SBX-CCAC4CD6',
          created_at: '2026-12-06T12:00:00.000Z',
          description: 'Enterprise plan, 1 member(s)',
          current_price: 517.44,
          total_cents: 51744,
          status: 'paid',
          lines: [],
        },
      ],
    });
    renderPage(<BillingPage />, { route: '/settings/billing-payment', path: '/settings/billing-payment' });
    const date = await screen.findByRole('cell', { name: '06 December, 2026' });
    // At 390 px a date on one line pushed the Total off the card (docs/product/billing.md#billing-and-payment-settingsbilling-payment).
    expect(date.style.whiteSpace).not.toBe('nowrap');
    expect(screen.getByRole('cell', { name: '$517.44' }).style.whiteSpace).toBe('nowrap');
  });

  it('Edit member opens Manage Team: the members, their count and total, and removes a non-Owner after asking', async () => {
    const deleted = answerBilling();
    const { user } = renderPage(<BillingPage />, {
      route: '/settings/billing-payment',
      path: '/settings/billing-payment',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit member' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage Team' });
    expect(await within(modal).findByText('Rita Recruiter')).toBeInTheDocument();
    expect(within(modal).getByText('rita@acme.test')).toBeInTheDocument();
    expect(within(modal).getByText('3 member(s)')).toBeInTheDocument();
    expect(within(modal).getByText('3 seat(s) paid')).toBeInTheDocument();
    // Enterprise monthly, 3 seats at $48.00: the page's own total.
    expect(within(modal).getByTestId('manage-team-total')).toHaveTextContent('$144.00 / month');
    // The Owner cannot be removed.
    expect(within(modal).queryByRole('button', { name: 'Remove Olivia Owner' })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Remove Rita Recruiter' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(within(ask).getByText('Are you sure you want to remove Rita Recruiter?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User deleted successfully.')).toBeInTheDocument();
    expect(deleted).toEqual([103]);
    const after = await screen.findByRole('dialog', { name: 'Manage Team' });
    expect(await within(after).findByText('2 member(s)')).toBeInTheDocument();
    expect(within(after).queryByText('Rita Recruiter')).not.toBeInTheDocument();
  });
});
