import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultCard, noPlan, planRefs, withPlan } from '../../../testing/billing-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { PlanConfirm } from './plan-confirm';

const enterpriseYearly = planRefs[3]!;
const base = noPlan;
const card = defaultCard;

/** The API's preview of a yearly Enterprise subscription for 3 seats: $1,520.64, less 20% with WELCOME20. */
function previewOf(body: { plan_members?: number; promocode?: string }, kind: 'create' | 'change') {
  const seats = body.plan_members ?? 3;
  const full = seats * 4224 * 12;
  const lines = [{ description: `${seats} × Enterprise (yearly)`, quantity: seats, amount_cents: full }];
  if (body.promocode === 'WELCOME20')
    lines.push({ description: 'Promo code WELCOME20', quantity: 1, amount_cents: -Math.round(full * 0.2) });
  if (kind === 'change')
    lines.splice(0, 1, { description: 'Remaining time', quantity: seats, amount_cents: 2350 });
  return {
    plan_id: 4,
    plan_name: 'Enterprise',
    frequency: 'yearly',
    seats,
    kind,
    lines,
    due_now_cents: lines.reduce((sum, l) => sum + l.amount_cents, 0),
    recurring_total_cents: full,
    next_charge_at: '2027-11-23T12:00:00.000Z',
    trial_ends_at: null,
  };
}

function render(billing: BillSettings, answer?: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  const previews: unknown[] = [];
  const ok = {
    status: 'success',
    message: 'Plan subscribed successfully',
    data: { subscription: {}, invoice: null },
  };
  server.use(
    http.post('*/api/subscription/preview', async ({ request }) => {
      const body = (await request.json()) as { plan_members?: number; promocode?: string };
      previews.push(body);
      if (body.promocode === 'NOPE') {
        return HttpResponse.json(
          {
            status: 'error',
            code: 'VALIDATION',
            message: 'This promo code is not valid',
            errors: { promocode: ['This promo code is not valid'] },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        status: 'success',
        data: previewOf(body, billing.subscription ? 'change' : 'create'),
      });
    }),
    http.post('*/api/subscription/*', async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return answer ? answer() : HttpResponse.json(ok);
    }),
    http.post('*/api/billing/sandbox/payment_method', () =>
      HttpResponse.json({ status: 'success', pm_id: 'pm_sbx_ok_visa_4242_122030_aaaaaaaaaaaa' }),
    ),
  );
  const done: string[] = [];
  const view = renderPage(
    <PlanConfirm plan={enterpriseYearly} billing={billing} onBack={() => {}} onDone={(m) => done.push(m)} />,
  );
  return { ...view, sent, done, previews };
}

describe('PlanConfirm: the three confirm variants', () => {
  it('without a plan or a card: member stepper, promo code, card entry and Pay Invoice, after the terms', async () => {
    const { user, sent, done } = render(base);
    expect(screen.getByText('Pay invoice')).toBeInTheDocument();
    // 3 members yearly: $48 x 88% = $42.24 a seat-month, $506.88 a seat-year, $1,520.64 in all, due now.
    expect(await screen.findByTestId('due-now')).toHaveTextContent('$1,520.64');
    const pay = screen.getByRole('button', { name: 'Pay Invoice' });
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    // A typed code must be applied first, so the total shown is the one charged.
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME20');
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // $1,520.64 less 20% ($304.13) = $1,216.51, shown before Pay.
    await waitFor(() => expect(screen.getByTestId('due-now')).toHaveTextContent('$1,216.51'));
    expect(screen.getByText('-$304.13')).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
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
          expected_total_cents: 121651,
        },
      },
    ]);
  });

  it('refuses an unknown promo code before Pay, with the API’s message beside the field', async () => {
    const { user } = render({ ...base, payment_methods: [card] });
    await screen.findByTestId('due-now');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.type(screen.getByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm plan' })).toBeDisabled();
  });

  it('shows the new figures when the amount changed before the charge, and charges nothing meanwhile', async () => {
    const changed = { ...previewOf({ plan_members: 3 }, 'create'), due_now_cents: 160000 };
    changed.lines = [{ description: '3 × Enterprise (yearly)', quantity: 3, amount_cents: 160000 }];
    const { user, done } = render({ ...base, payment_methods: [card] }, () =>
      HttpResponse.json(
        {
          status: 'error',
          code: 'CONFLICT',
          message: 'The amount has changed since it was shown; please check the new total',
          preview: changed,
        },
        { status: 409 },
      ),
    );
    expect(await screen.findByTestId('due-now')).toHaveTextContent('$1,520.64');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm plan' }));
    await waitFor(() => expect(screen.getByTestId('due-now')).toHaveTextContent('$1,600.00'));
    expect(screen.getByText(/The amount has changed since it was shown/)).toBeInTheDocument();
    expect(done).toEqual([]);
  });

  it('with a saved card: member stepper and Confirm plan, paid with the default card', async () => {
    const { user, sent } = render({ ...base, payment_methods: [card] });
    expect(screen.getByText(/default card \*\*\*\* 4242/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // The stepper never goes below the members in use.
    expect(screen.getByRole('button', { name: 'Fewer members' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More members' }));
    expect(screen.getByLabelText('Members')).toHaveTextContent('4');
    // The amount follows the stepper: 4 x $506.88 = $2,027.52 before Confirm plan.
    await waitFor(() => expect(screen.getByTestId('due-now')).toHaveTextContent('$2,027.52'));
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm plan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/subscription/create/payment_method',
      body: { plan_id: 4, plan_members: 4, accept_terms: true, expected_total_cents: 4 * 4224 * 12 },
    });
  });

  it('with an existing plan: Confirm and Back, prorated, sent as an update', async () => {
    const { user, sent } = render(withPlan());
    expect(screen.getByText('Confirm your new plan')).toBeInTheDocument();
    expect(screen.getByText(/prorated/)).toBeInTheDocument();
    // The prorated amount due now and the new yearly total, before Confirm.
    expect(await screen.findByTestId('due-now')).toHaveTextContent('$23.50');
    expect(screen.getByTestId('recurring-total')).toHaveTextContent('$1,520.64 a year for 3 member(s)');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/subscription/update',
      body: {
        plan_id: 4,
        plan_members: 3,
        update_plan: true,
        accept_terms: true,
        expected_total_cents: 2350,
      },
    });
  });
});
