import type { BillSettings, Subscription } from '@app/contracts/billing/schemas';
import type { PlanRef } from '@app/contracts/reference';
import { enterpriseMonthly, planRefsOf } from './api-fixtures';

/** Billing answers as the API gives them, for the billing pages' and the settings home's component tests. */

/** The plans as GET /plans gives them, with this file's ids. */
export const planRefs: PlanRef[] = planRefsOf([
  [1, 'Essential', 'essential-monthly', '1', false],
  [2, 'Enterprise', 'enterprise-monthly', '1', true],
  [3, 'Essential', 'essential-yearly', '2', false],
  [4, 'Enterprise', 'enterprise-yearly', '2', true],
]);

export const defaultCard = {
  pm_id: 'pm_sbx_ok',
  card_type: 'visa',
  card_last_four: '4242',
  card_expiry: '12/30',
  status: true,
};

/** No plan yet, the trial over: read-only, 3 seats in use. */
export const noPlan: BillSettings = {
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

/** Enterprise monthly for 3 seats, paid, renewing on 23 December 2026 unless `changes` say otherwise. */
export function withPlan(
  changes: Partial<Subscription> = {},
  state: Partial<BillSettings['billing']> = {},
): BillSettings {
  return {
    ...noPlan,
    payment_methods: [defaultCard],
    plan: enterpriseMonthly,
    subscription: {
      id: 1,
      plan: enterpriseMonthly,
      members: 3,
      status: 'active',
      cancel_at: null,
      end_date: '2026-12-23T12:00:00.000Z',
      current_period_start: '2026-11-23T12:00:00.000Z',
      period_total_cents: 14400,
      seat_price_cents: 4800,
      past_due_since: null,
      provider: 'sandbox',
      ...changes,
    },
    billing: {
      ...noPlan.billing,
      state: 'active',
      writable: true,
      plan_name: 'Enterprise',
      paid_seats: 3,
      ...state,
    },
  };
}
