import {
  type BillingFrequency,
  MAX_PRICED_SEATS,
  MIN_SEATS,
  monthlySeatCents,
  yearlySeatMonthCents,
} from './pricing';

/**
 * The plan story every page tells (docs/product/billing.md#plans): the landing page, the sign-up choice,
 * /change-plan and the invoice all read the plans from GET /plans, whose names, words and prices come from here.
 * Prices come from the one seat price function (pricing.ts); both plans cost the same per seat.
 */

export type PlanName = 'Essential' | 'Enterprise';

export interface PlanStory {
  name: PlanName;
  /** The sign-up account type that starts on this plan (`is_enterprise`). */
  account: 'Single' | 'Enterprise';
  /** One plain sentence: who it is for. */
  summary: string;
  /** What the plan includes, as the plan cards list it. */
  features: string[];
}

export const planStories: Record<PlanName, PlanStory> = {
  Essential: {
    name: 'Essential',
    account: 'Single',
    summary:
      'For a recruiter who prices one person at a time: no quotes, approvals, benefits, other costs or stipends.',
    features: [
      'One person per calculation',
      'Every employer tax, SUTA rates and workers’ comp codes',
      'PDF and spreadsheet downloads',
    ],
  },
  Enterprise: {
    name: 'Enterprise',
    account: 'Enterprise',
    summary: 'For a firm whose team prices crews, gets approvals and sends quotes.',
    features: [
      'Whole crews across states in one calculation',
      'Benefits, other costs and GSA stipends',
      'Teams, approvals and client quotes',
      'Every calculation setting',
    ],
  },
};

/** The story of a plan by its name (a plan row not named here is told as Enterprise: every feature). */
export const planStory = (name: string): PlanStory =>
  name === 'Essential' ? planStories.Essential : planStories.Enterprise;

/** Seat counts with a listed price: 1 to 20. */
export const pricedSeatCounts = Array.from(
  { length: MAX_PRICED_SEATS - MIN_SEATS + 1 },
  (_, i) => MIN_SEATS + i,
);

/** Dollars as the wire carries the spec's amounts: a number with at most two decimals. */
const toDollars = (cents: number) => cents / 100;

/** Per-seat prices by seat count ("1" to "20"), in dollars: monthly, and yearly per seat a month. */
export interface PlanPrices {
  /** One seat, one month, on the plan's own period: the "from" price. */
  amount: number;
  /** Per seat a month on monthly billing, by seat count. */
  price: Record<string, number>;
  /** Per seat a month on yearly billing (88%), by seat count. */
  yearly_price: Record<string, number>;
}

/** The price fields of a plan on GET /plans, from the seat price function. */
export function planPrices(frequency: BillingFrequency): PlanPrices {
  const table = (perSeat: (seats: number) => number) =>
    Object.fromEntries(pricedSeatCounts.map((seats) => [String(seats), toDollars(perSeat(seats))]));
  return {
    amount: toDollars(frequency === 'yearly' ? yearlySeatMonthCents(MIN_SEATS) : monthlySeatCents(MIN_SEATS)),
    price: table(monthlySeatCents),
    yearly_price: table(yearlySeatMonthCents),
  };
}

/** A plan's price per seat a month for a seat count, read back from its GET /plans tables (dollars). */
export function seatPriceOf(
  plan: Pick<PlanPrices, 'price' | 'yearly_price'>,
  seats: number,
  frequency: BillingFrequency,
): number | undefined {
  const key = String(Math.min(Math.max(seats, MIN_SEATS), MAX_PRICED_SEATS));
  return (frequency === 'yearly' ? plan.yearly_price : plan.price)[key];
}
