import type { BillSettings } from '@app/contracts/billing/schemas';

/**
 * Whether the organisation has a plan that is still running (docs/product/billing.md#cancel-and-resume): paid
 * for (trialing, active or past due) and not ended. A cancelled plan whose term is over is not: the owner buys
 * a new one on /change-plan. Read from the server's billing state, never the browser's clock.
 */
export function isLivePlan(billing: BillSettings): boolean {
  const sub = billing.subscription;
  if (!sub || !['trialing', 'active', 'past_due'].includes(sub.status)) return false;
  // Read-only with a cancellation date: the cancelled term has ended.
  return !(sub.cancel_at && billing.billing.state === 'expired');
}

/** A cancellation that has not taken effect yet: the plan can be resumed. */
export function isCancelling(billing: BillSettings): boolean {
  return isLivePlan(billing) && !!billing.subscription?.cancel_at;
}
