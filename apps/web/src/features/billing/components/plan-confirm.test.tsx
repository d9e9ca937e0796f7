import type { BillSettings } from '@app/contracts/billing/schemas';
import type { PlanRef } from '@app/contracts/reference';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { plansReply } from '../../../testing/api-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { PlanConfirm } from './plan-confirm';

const enterpriseYearly: PlanRef = plansReply().data.find((p) => p.code === 'enterprise-yearly')!;

const base: BillSettings = {
  plan: null,
  subscription: null,
  payment_methods: [],
  billing_histories: [],
  billing: {
    state: 'expired',
    writable: false,
    plan_name: null,
    trial_ends_at: '2026-11-20T00:00:00.000Z',
    trial_days_left: 0,
    grace_ends_at: null,
    paid_seats: null,
    used_seats: 3,
  },
  provider: 'sandbox',
  publishable_key: null,
  is_demo: false,
};

const card = {
  pm_id: 'pm_sbx_ok',
  card_type: 'visa',
  card_last_four: '4242',
  card_expiry: '12/30',
  status: true,
};
const planSchema = {
  id: 2,
  name: 'Enterprise',
  code: 'enterprise-monthly',
  frequency: '1',
  stripe_id: null,
  features: [],
  is_enterprise: true,
};

function render(billing: BillSettings) {
  const sent: { url: string; body: unknown }[] = [];
  const ok = {
    status: 'success',
    message: 'Plan subscribed successfully',
    data: { subscription: {}, invoice: null },
  };
  server.use(
    http.post('*/api/subscription/*', async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(ok);
    }),
    http.post('*/api/billing/sandbox/payment_method', () =>
      HttpResponse.json({ status: 'success', pm_id: 'pm_sbx_ok_visa_4242_122030_aaaaaaaaaaaa' }),
    ),
  );
  const done: string[] = [];
  const view = renderPage(
    <PlanConfirm plan={enterpriseYearly} billing={billing} onBack={() => {}} onDone={(m) => done.push(m)} />,
  );
  return { ...view, sent, done };
}

describe('PlanConfirm: the three confirm variants', () => {
  it('without a plan or a card: member stepper, promo code, card entry and Pay Invoice, after the terms', async () => {
    const { user, sent, done } = render(base);
    expect(screen.getByText('Pay invoice')).toBeInTheDocument();
    // 3 members yearly: $48 x 88% = $42.24 a seat-month, $506.88 a seat-year, $1,520.64 in all.
    expect(screen.getByText('$1,520.64')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay Invoice' });
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME20');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(pay);
    await waitFor(() => expect(done).toEqual(['Plan subscribed successfully']));
    expect(sent).toEqual([
      {
        url: '/api/subscription/create',
        body: {
          plan_id: 4,
          plan_members: 3,
          promocode: 'WELCOME20',
          pm_id: 'pm_sbx_ok_visa_4242_122030_aaaaaaaaaaaa',
          accept_terms: true,
        },
      },
    ]);
  });

  it('with a saved card: member stepper and Confirm plan, paid with the default card', async () => {
    const { user, sent } = render({ ...base, payment_methods: [card] });
    expect(screen.getByText(/default card \*\*\*\* 4242/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // The stepper never goes below the members in use.
    expect(screen.getByRole('button', { name: 'Fewer members' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More members' }));
    expect(screen.getByLabelText('Members')).toHaveTextContent('4');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm plan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/subscription/create/payment_method',
      body: { plan_id: 4, plan_members: 4, accept_terms: true },
    });
  });

  it('with an existing plan: Confirm and Back, prorated, sent as an update', async () => {
    const { user, sent } = render({
      ...base,
      payment_methods: [card],
      plan: planSchema,
      subscription: {
        id: 1,
        plan: planSchema,
        members: 3,
        status: 'active',
        cancel_at: null,
        end_date: '2026-12-23T12:00:00.000Z',
        current_period_start: '2026-11-23T12:00:00.000Z',
        period_total_cents: 14400,
        seat_price_cents: 4800,
        past_due_since: null,
        provider: 'sandbox',
      },
    });
    expect(screen.getByText('Confirm your new plan')).toBeInTheDocument();
    expect(screen.getByText(/prorated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/subscription/update',
      body: { plan_id: 4, plan_members: 3, update_plan: true, accept_terms: true },
    });
  });
});
