import type { BillingFrequency } from '@app/contracts/billing/pricing';

/** The end of a billing period that starts at `start`: the same day next month (or year), clamped to the month's end. */
export function periodEnd(start: Date, frequency: BillingFrequency): Date {
  const months = frequency === 'yearly' ? 12 : 1;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
}
