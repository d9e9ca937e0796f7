import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { planRefs, withPlan } from '../../testing/billing-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { BillingPage } from './billing-page';
import { ChangePlanPage } from './change-plan-page';

function answer(billing: BillSettings) {
  const sent: string[] = [];
  server.use(
    http.post('*/api/bill_settings', () => HttpResponse.json({ status: 'success', data: billing })),
    http.get('*/api/plans', () => HttpResponse.json({ data: planRefs })),
    http.post('*/api/subscription/resume', ({ request }) => {
      sent.push(new URL(request.url).pathname);
      return HttpResponse.json({
        status: 'success',
        message: 'Your plan will renew at the end of the term',
        data: { subscription: withPlan().subscription, invoice: null },
      });
    }),
  );
  return sent;
}

/** Cancelled on 23 November, ending 23 December 2026: still running. */
const cancelling = withPlan({ cancel_at: '2026-12-23T12:00:00.000Z' });
/** The cancelled term is over: read-only, the plan has ended. */
const ended = withPlan(
  { cancel_at: '2026-12-23T12:00:00.000Z', status: 'canceled' },
  { state: 'expired', writable: false, plan_name: null },
);

describe('/change-plan through a cancellation (docs/product/billing.md#cancel-and-resume)', () => {
  it('while the plan is being cancelled: Select Plan waits for a resume, with the way to it', async () => {
    answer(cancelling);
    renderPage(<ChangePlanPage />);
    expect(await screen.findByRole('heading', { name: 'Change Plan' })).toBeInTheDocument();
    expect(screen.getByText(/Your plan is being cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing and payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Actual Plan' })).toBeDisabled();
  });

  it('after the plan ended: Choose Plan, every Select Plan works and leads to a new purchase', async () => {
    answer(ended);
    server.use(
      http.post('*/api/subscription/preview', () =>
        HttpResponse.json({
          status: 'success',
          data: {
            plan_id: 2,
            plan_name: 'Enterprise',
            frequency: 'monthly',
            seats: 3,
            kind: 'create',
            lines: [{ description: '3 × Enterprise (monthly)', quantity: 3, amount_cents: 14400 }],
            due_now_cents: 14400,
            recurring_total_cents: 14400,
            next_charge_at: '2027-01-23T12:00:00.000Z',
            trial_ends_at: null,
          },
        }),
      ),
    );
    const { user } = renderPage(<ChangePlanPage />);
    expect(await screen.findByRole('heading', { name: 'Choose Plan' })).toBeInTheDocument();
    expect(screen.queryByText(/being cancelled/)).not.toBeInTheDocument();
    const select = screen.getAllByRole('button', { name: 'Select Plan' });
    expect(select).toHaveLength(2);
    for (const button of select) expect(button).toBeEnabled();
    await user.click(select[1]!);
    // A new purchase with the saved card, its amount shown before Confirm plan.
    expect(await screen.findByRole('heading', { name: 'Confirm plan' })).toBeInTheDocument();
    expect(await screen.findByTestId('due-now')).toHaveTextContent('$144.00');
  });
});

describe('/settings/billing-payment through a cancellation', () => {
  it('offers Resume plan beside the cancellation date, and resumes', async () => {
    const sent = answer(cancelling);
    const { user } = renderPage(<BillingPage />);
    expect(await screen.findByText('Cancelled: the plan ends on December 23, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Your plan will renew at the end of the term')).toBeInTheDocument();
    expect(sent).toEqual(['/api/subscription/resume']);
  });

  it('says the plan has ended, not that a trial expired, and offers to choose a plan', async () => {
    answer(ended);
    renderPage(<BillingPage />);
    // The read-only alert's title and the plan box's heading.
    expect(await screen.findByRole('heading', { name: 'Your plan has ended' })).toBeInTheDocument();
    expect(screen.getAllByText('Your plan has ended')).toHaveLength(2);
    expect(screen.getByText(/Choose a plan to make the organisation writable again/)).toBeInTheDocument();
    expect(screen.queryByText('Trial days expired')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).not.toBeInTheDocument();
  });

  it('shows a plan bought during the trial as trialing, with its first charge date', async () => {
    answer(withPlan({ status: 'trialing', end_date: '2026-11-26T12:00:00.000Z' }));
    renderPage(<BillingPage />);
    expect(await screen.findByText('Trialing: first charge on November 26, 2026')).toBeInTheDocument();
  });
});
