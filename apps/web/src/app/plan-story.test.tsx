import type { BillSettings } from '@app/contracts/billing/schemas';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignUpPage } from '../features/auth/sign-up-page';
import { ChangePlanPage } from '../features/billing/change-plan-page';
import { LandingPage } from '../features/landing/landing-page';
import { bootstrapReply, plansReply } from '../testing/api-fixtures';
import { renderPage } from '../testing/render';
import { server } from '../testing/server';

/**
 * One plan story (docs/product/billing.md#plans): the landing page, sign-up and /change-plan show the same plans
 * at the same price for the same number of members, all read from GET /plans.
 */

const billing = (usedSeats: number): BillSettings => ({
  plan: null,
  subscription: null,
  payment_methods: [],
  billing_histories: [],
  billing: {
    state: 'trial',
    writable: true,
    plan_name: null,
    trial_ends_at: '2026-11-29T00:00:00.000Z',
    trial_days_left: 2,
    grace_ends_at: null,
    paid_seats: null,
    used_seats: usedSeats,
  },
  provider: 'sandbox',
  publishable_key: null,
  is_demo: false,
});

function answerPlans() {
  server.use(
    http.get('*/api/plans', () => HttpResponse.json(plansReply())),
    http.post('*/api/bill_settings', () => HttpResponse.json({ status: 'success', data: billing(5) })),
  );
}

/** What a visitor reads on each plan: the price per member and the total for the members counted. */
async function shownPrices() {
  return Promise.all(
    ['Essential', 'Enterprise'].map(async (name) => {
      const plan = await screen.findByTestId(`plan-${name}`, {}, { timeout: 10_000 });
      return {
        name,
        perSeat: within(plan).getByTestId(`seat-price-${name}`).textContent,
        total: within(plan).getByTestId(`plan-total-${name}`).textContent,
        features: within(plan)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      };
    }),
  );
}

// Five members: $49 less $1 for every two members is $47.00 a member, $235.00 a month.
const fiveMembers = [
  { name: 'Essential', perSeat: '$47.00', total: '5 members: $235.00 a month, billed monthly' },
  { name: 'Enterprise', perSeat: '$47.00', total: '5 members: $235.00 a month, billed monthly' },
];

describe('the plan story', () => {
  it('prices five members the same on the landing page, at sign-up and on /change-plan', async () => {
    answerPlans();
    const landing = renderPage(<LandingPage />);
    // The pricing card loads after the first paint.
    await screen.findByTestId('plan-Enterprise', {}, { timeout: 10_000 });
    for (let i = 1; i < 5; i++)
      await landing.user.click(screen.getByRole('button', { name: 'More members' }));
    const onLanding = await shownPrices();
    expect(onLanding).toMatchObject(fiveMembers);
    landing.unmount();

    answerPlans();
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(null))),
      http.get('*/api/auth/providers', () => HttpResponse.json({ data: [] })),
      http.post('*/api/check_domain', () =>
        HttpResponse.json({ status: 'ignore', app_domain: 'localhost:3000' }),
      ),
    );
    const signUp = renderPage(<SignUpPage />, { route: '/signup', path: '/signup' });
    const members = await screen.findByRole('textbox', { name: 'Team members' });
    await signUp.user.clear(members);
    await signUp.user.type(members, '5');
    const atSignUp = await shownPrices();
    expect(atSignUp).toEqual(onLanding);
    // The choice says what it leads to, in plain words, with the trial.
    expect(screen.getByRole('radio', { name: 'Single: the Essential plan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Enterprise: the Enterprise plan' })).toBeInTheDocument();
    expect(screen.getByText(/3-day free trial has every feature of both plans/)).toBeInTheDocument();
    signUp.unmount();

    server.resetHandlers(); // signed in again
    answerPlans();
    renderPage(<ChangePlanPage />, { route: '/change-plan', path: '/change-plan' });
    const onChangePlan = await shownPrices();
    expect(onChangePlan).toEqual(onLanding);
  });

  it('shows the yearly price (88%) alike on the landing page and /change-plan', async () => {
    answerPlans();
    const landing = renderPage(<LandingPage />);
    await screen.findByTestId('plan-Enterprise', {}, { timeout: 10_000 });
    await landing.user.click(await screen.findByText('Yearly (save 12%)'));
    for (let i = 1; i < 5; i++)
      await landing.user.click(screen.getByRole('button', { name: 'More members' }));
    const onLanding = await shownPrices();
    expect(onLanding[1]).toMatchObject({
      perSeat: '$41.36',
      total: '5 members: $2,481.60 a year, billed yearly',
    });
    landing.unmount();

    answerPlans();
    const change = renderPage(<ChangePlanPage />, { route: '/change-plan', path: '/change-plan' });
    await screen.findByTestId('plan-Enterprise', {}, { timeout: 10_000 });
    await change.user.click(screen.getByText('Yearly (save 12%)'));
    expect(await shownPrices()).toEqual(onLanding);
  });
});
