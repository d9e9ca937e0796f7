/**
 * Seat prices in integer cents (docs/product/billing.md#seat-prices). The one definition the API charges, the
 * sandbox invoices, the Stripe price tiers are built from, and the web shows.
 */

export const MIN_SEATS = 1;
/** Prices are listed up to 20 seats; above that the enterprise team is contacted. */
export const MAX_PRICED_SEATS = 20;
/** Yearly billing costs 88% of the monthly price. */
export const YEARLY_PERCENT = 88;
export const TRIAL_DAYS = 3;
/** A failed renewal leaves the organisation writable this long while the provider retries the card. */
export const GRACE_DAYS = 14;

export type BillingFrequency = 'monthly' | 'yearly';

/** '2' is yearly on the wire; anything else is monthly. */
export const frequencyOf = (wire: string | null | undefined): BillingFrequency =>
  wire === '2' ? 'yearly' : 'monthly';

function checkSeats(seats: number): void {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_PRICED_SEATS) {
    throw new RangeError(`seats must be a whole number from ${MIN_SEATS} to ${MAX_PRICED_SEATS}`);
  }
}

/** Monthly price per seat: $49 for one seat, $1 less for every two seats, $39 at 20. */
export function monthlySeatCents(seats: number): number {
  checkSeats(seats);
  return (49 - Math.floor(seats / 2)) * 100;
}

/** Yearly price per seat and month: 88% of the monthly price (whole dollars, so exact in cents). */
export function yearlySeatMonthCents(seats: number): number {
  return (monthlySeatCents(seats) * YEARLY_PERCENT) / 100;
}

/** The price of one seat for one billing period: a month, or twelve months at the yearly rate. */
export function seatPeriodCents(seats: number, frequency: BillingFrequency): number {
  return frequency === 'yearly' ? yearlySeatMonthCents(seats) * 12 : monthlySeatCents(seats);
}

/** The invoice total of a period: seats x the per-seat price of that seat count. */
export function periodTotalCents(seats: number, frequency: BillingFrequency): number {
  return seats * seatPeriodCents(seats, frequency);
}

/** Rounds a / b half up, for non-negative integers. */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export interface ProrationLine {
  description: string;
  quantity: number;
  amountCents: number;
}

/**
 * The prorated charge of changing seats (or plan) at `now` within the period [start, end): a credit for the
 * unused time of the old price and a charge for the remaining time of the new one, each rounded to the cent,
 * counted in whole seconds as the card provider does. The invoice total is the sum of the two lines.
 */
export function prorationLines(input: {
  planName: string;
  frequency: BillingFrequency;
  fromSeats: number;
  toSeats: number;
  newPlanName?: string;
  newFrequency?: BillingFrequency;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): ProrationLine[] {
  const total = Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000);
  const left = Math.max(0, Math.round((input.periodEnd.getTime() - input.now.getTime()) / 1000));
  if (total <= 0 || left === 0) return [];
  const remaining = Math.min(left, total);
  const toPlan = input.newPlanName ?? input.planName;
  const toFrequency = input.newFrequency ?? input.frequency;
  const oldAmount = periodTotalCents(input.fromSeats, input.frequency);
  const newAmount = periodTotalCents(input.toSeats, toFrequency);
  return [
    {
      description: `Unused time on ${input.fromSeats} × ${input.planName} (${input.frequency})`,
      quantity: input.fromSeats,
      amountCents: -divRound(oldAmount * remaining, total),
    },
    {
      description: `Remaining time on ${input.toSeats} × ${toPlan} (${toFrequency})`,
      quantity: input.toSeats,
      amountCents: divRound(newAmount * remaining, total),
    },
  ];
}

/** A promo code's discount on an amount: a percentage (rounded half up) or fixed cents, never above it. */
export function discountCents(
  amount: number,
  promo: { percentOff: number | null; amountOffCents: number | null },
) {
  if (amount <= 0) return 0;
  if (promo.percentOff) return Math.min(amount, divRound(amount * promo.percentOff, 100));
  return Math.min(amount, promo.amountOffCents ?? 0);
}

/** Dollars with two decimals, for text (e-mails, descriptions). */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
