import { calculate } from '../calculate';
import { type Dec, dec, HUNDRED, type Num, ONE, ZERO } from '../decimal';
import { personBasis } from '../pay/person-basis';
import { hourlyRates } from '../pay/rates';
import type { CapYearShare } from '../time/weeks';
import type { Person } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';
import type { CapYearFigures } from '../types/result';
import { failed, marginOf100, type SolveOutcome, solved } from './outcome';
import { withBillRate, withPayRate } from './variants';

/**
 * The highest pay rate (as entered: hourly, or salary per its period) that keeps a target gross-profit % at a
 * fixed bill rate (the person's own, or `billRate`).
 *
 * Exact method: taxable wages are linear in the pay rate, TW(x) = tw0 + a x, and each cap year holds a fixed
 * share s of them. A tax changes slope only where s x TW(x) crosses a wage base B, at x = (B / s - tw0) / a.
 * Between these breakpoints every figure is linear in x, and gross profit falls as x rises. So: evaluate gross
 * profit at 0 and at each breakpoint, find the segment where it crosses the target, and solve that segment's
 * line (past the last breakpoint, its slope comes from one more evaluation).
 */
export function solvePayRate(
  person: Person,
  location: LocationRates,
  rates: RateSnapshot,
  targetPercent: Num,
  billRate?: Num,
): SolveOutcome {
  const share = dec(targetPercent).div(HUNDRED);
  if (share.gte(ONE)) return marginOf100();
  const fixed = withBillRate(person, billRate === undefined ? hourlyRates(person).bill : dec(billRate));
  const at = (x: Dec) => calculate(withPayRate(fixed, x), location, rates).total;

  const r0 = at(ZERO);
  const revenue = r0.total_revenue;
  if (revenue.isZero()) return failed('no_revenue', 'No billable hours or a bill rate of 0: revenue is 0');
  const target = share.mul(revenue);
  if (r0.gross_profit.lt(target)) {
    return failed('unreachable', 'The target margin is not reached even at a pay rate of 0');
  }
  const r1 = calculate(withPayRate(fixed, ONE), location, rates);
  const tw0 = r0.taxable_wages;
  const slope = r1.total.taxable_wages.sub(tw0);
  const shares = personBasis(fixed, rates.taxYear).span.capYears;
  let prev = { x: ZERO, gp: r0.gross_profit };
  for (const x of breakpoints(shares, r1.cap_years, tw0, slope)) {
    const gp = at(x).gross_profit;
    if (gp.lt(target)) return solved(crossing(prev, { x, gp }, target));
    prev = { x, gp };
  }
  // Past the last cap: one more point gives the final line's slope.
  const next = { x: prev.x.add(ONE), gp: at(prev.x.add(ONE)).gross_profit };
  if (next.gp.gte(prev.gp)) {
    return failed('unbounded', 'Gross profit does not fall as pay rises: no highest pay rate');
  }
  return solved(crossing(prev, next, target));
}

/** x where the line through a and b reaches gross profit `target` (multiply before dividing). */
function crossing(a: { x: Dec; gp: Dec }, b: { x: Dec; gp: Dec }, target: Dec): Dec {
  return a.x.add(a.gp.sub(target).mul(b.x.sub(a.x)).div(a.gp.sub(b.gp)));
}

/** Pay rates at which some cap year's wages reach a wage base, ascending, above 0. */
function breakpoints(shares: CapYearShare[], years: CapYearFigures[], tw0: Dec, slope: Dec): Dec[] {
  if (slope.lte(0)) return [];
  const points: Dec[] = [];
  shares.forEach((share, i) => {
    const year = years[i]!;
    for (const base of [year.social_security_wage_base, year.futa_wage_base, year.suta_wage_base]) {
      if (!base) continue;
      // share x (tw0 + slope x) = base
      const x = base.mul(share.den).div(share.num).sub(tw0).div(slope);
      if (x.gt(0) && !points.some((p) => p.eq(x))) points.push(x);
    }
  });
  return points.sort((a, b) => a.comparedTo(b));
}
