import { GRACE_DAYS } from '@app/contracts/billing/pricing';
import type { BillingStateName } from '@app/contracts/billing/schemas';

const DAY_MS = 24 * 60 * 60_000;

/** The demo organisation is never billed (docs/product/billing.md#billing-and-payment-settingsbilling-payment). */
export const DEMO_DOMAIN = 'demo';

export interface StateInput {
  organization: { businessDomain: string; trialEndsAt: Date | null };
  subscription: {
    status: string;
    cancelAt: Date | null;
    currentPeriodEnd: Date;
    pastDueSince: Date | null;
    seats: number;
    planName: string;
  } | null;
}

export interface BillingStateValue {
  state: BillingStateName;
  writable: boolean;
  planName: string | null;
  trialEndsAt: Date | null;
  trialDaysLeft: number | null;
  graceEndsAt: Date | null;
  paidSeats: number | null;
}

/**
 * Where an organisation stands at `now` (docs/product/billing.md#trial-and-expiry): a paid plan (active, or past
 * due within the grace period while the provider retries the card), the 3-day trial, or read-only (expired)
 * until a plan is paid. Organisations without a trial end (the demo, those created before trials) are exempt.
 */
export function billingStateAt(
  { organization, subscription: sub }: StateInput,
  now: Date,
): BillingStateValue {
  const base = {
    trialEndsAt: organization.trialEndsAt,
    trialDaysLeft: null,
    graceEndsAt: null,
    paidSeats: sub?.seats ?? null,
  };
  if (sub) {
    const ended = sub.cancelAt !== null && sub.cancelAt.getTime() <= now.getTime();
    // Trialing: subscribed during the trial, the card is charged when it ends; paid for like an active plan.
    if ((sub.status === 'active' || sub.status === 'trialing') && !ended) {
      return { ...base, state: 'active', writable: true, planName: sub.planName };
    }
    // Past due (retries running) or unpaid (retries exhausted): writable until the grace period ends.
    if ((sub.status === 'past_due' || sub.status === 'unpaid') && !ended) {
      const since = sub.pastDueSince ?? sub.currentPeriodEnd;
      const graceEndsAt = new Date(since.getTime() + GRACE_DAYS * DAY_MS);
      if (now.getTime() < graceEndsAt.getTime()) {
        return { ...base, state: 'past_due', writable: true, planName: sub.planName, graceEndsAt };
      }
      return { ...base, state: 'expired', writable: false, planName: null, graceEndsAt };
    }
  }
  if (organization.businessDomain === DEMO_DOMAIN) {
    return { ...base, state: 'exempt', writable: true, planName: null };
  }
  if (!sub) {
    const end = organization.trialEndsAt;
    if (!end) return { ...base, state: 'exempt', writable: true, planName: null };
    if (now.getTime() < end.getTime()) {
      const trialDaysLeft = Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
      return { ...base, state: 'trial', writable: true, planName: null, trialDaysLeft };
    }
  }
  return { ...base, trialDaysLeft: sub ? null : 0, state: 'expired', writable: false, planName: null };
}

/** Essential is the restricted plan (docs/product/organizations-and-roles.md#plan-restrictions). */
export const isEssential = (planName: string | null | undefined) =>
  planName?.trim().toLowerCase() === 'essential';
