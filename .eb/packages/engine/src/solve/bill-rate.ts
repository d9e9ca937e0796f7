import { calculate } from '../calculate';
import { type Dec, dec, HUNDRED, ONE, ZERO } from '../decimal';
import { hourlyRates } from '../pay/rates';
import type { Person } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';
import { failed, marginOf100, type ProfitTarget, type SolveOutcome, solved } from './outcome';
import { withBillRate } from './variants';

/**
 * The bill rate that reaches a target gross-profit % or gross profit per hour. Exact, not iterative: for a
 * fixed person, revenue and every revenue-based cost are proportional to the bill rate and nothing else
 * depends on it (taxes follow wages), so gross profit is g0 + gs x b. Two evaluations (b = 0 and b = 1) give
 * g0 and gs, and the target is solved for b.
 */
export function solveBillRate(
  person: Person,
  location: LocationRates,
  rates: RateSnapshot,
  target: ProfitTarget,
): SolveOutcome {
  const r0 = calculate(withBillRate(person, ZERO), location, rates);
  const at0 = r0.total;
  const at1 = calculate(withBillRate(person, ONE), location, rates).total;
  const g0 = at0.gross_profit;
  const gs = at1.gross_profit.sub(g0);
  const revenuePerRate = at1.total_revenue;
  if (revenuePerRate.isZero()) {
    return failed('no_revenue', 'No billable hours: revenue is 0 at any bill rate');
  }

  let billRate: Dec;
  if ('grossProfitPercent' in target) {
    const share = dec(target.grossProfitPercent).div(HUNDRED);
    if (share.gte(ONE)) return marginOf100();
    // g0 + gs b = share x revenuePerRate x b, so b = -g0 / (gs - share x revenuePerRate): the margin left
    // after revenue-based costs must exceed the target, or no bill rate covers the fixed costs.
    const slope = gs.sub(share.mul(revenuePerRate));
    if (slope.lte(0)) return unreachable();
    billRate = g0.neg().div(slope);
    // With no cost at a zero bill rate (g0 = 0) the solution is b = 0, where revenue is 0 and the margin is
    // taken as 0 %: only a 0 % target is reached there; any bill rate above 0 gives the same fixed margin.
    if (billRate.isZero() && !share.isZero()) return unreachable();
  } else {
    if (gs.lte(0)) return unreachable();
    const hours = r0.time.total_hours;
    billRate = dec(target.grossProfitPerHour).mul(hours).sub(g0).div(gs);
  }
  return billRate.isNeg() ? unreachable() : solved(billRate);
}

const unreachable = () =>
  failed(
    'unreachable',
    'The target cannot be reached at any bill rate: costs that grow with revenue take too large a share',
  );

/** The markup (percent over the pay rate) that reaches the target; can be below 0 when b < p. */
export function solveMarkup(
  person: Person,
  location: LocationRates,
  rates: RateSnapshot,
  target: ProfitTarget,
): SolveOutcome {
  const pay = hourlyRates(person).pay;
  if (pay.isZero()) return failed('no_pay_rate', 'Markup needs a pay rate above 0');
  const bill = solveBillRate(person, location, rates, target);
  if (!bill.ok) return bill;
  return solved(bill.value.sub(pay).mul(HUNDRED).div(pay));
}
