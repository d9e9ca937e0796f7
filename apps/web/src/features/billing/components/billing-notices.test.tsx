import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bootstrapReply, userReply } from '../../../testing/api-fixtures';
import { noPlan, planRefs, withPlan } from '../../../testing/billing-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { TrialModal } from './billing-notices';

/** A read-only organisation (`expire`), as the Owner sees it, with `billing` as its billing answer. */
function readOnly(billing: BillSettings) {
  const { data } = userReply();
  server.use(
    http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, true))),
    http.post('*/api/bill_settings', () => HttpResponse.json({ status: 'success', data: billing })),
    http.get('*/api/plans', () => HttpResponse.json({ data: planRefs })),
  );
}

describe('the expired-plan modal (docs/product/billing.md#cancel-and-resume)', () => {
  it('tells a former customer their plan has ended and offers to choose one, never "Trial days expired"', async () => {
    readOnly(
      withPlan(
        { cancel_at: '2026-12-23T12:00:00.000Z', status: 'canceled' },
        { state: 'expired', writable: false, plan_name: null },
      ),
    );
    const { user } = renderPage(<TrialModal />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByRole('dialog', { name: 'Your plan has ended' })).toBeInTheDocument();
    expect(screen.queryByText('Trial days expired')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a plan' }));
    expect(await screen.findByText('Your plan')).toBeInTheDocument();
  });

  it('tells an organisation that never paid that its trial days expired', async () => {
    readOnly(noPlan);
    renderPage(<TrialModal />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByRole('dialog', { name: 'Trial days expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm plan' })).toBeInTheDocument();
  });
});
