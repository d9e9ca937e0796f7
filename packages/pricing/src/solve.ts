import {
  calculate,
  D,
  type Dec,
  type LocationRates,
  type Person,
  type ProfitTarget,
  type SolveFailure,
  type SolveOutcome,
  solveBillRate,
  solveMarkup,
  withBillRate,
} from '@app/engine';
import { MissingLocationError } from './errors';
import type { Pricer } from './pricer';
import { locationKey } from './snapshot';

/** What the calculator's solve-for fills: the bill rate ($ an hour) or the markup (% over the pay rate). */
export type SolveKind = 'bill_rate' | 'markup';

/** The value to fill, rounded up to the cent (or 0.01%), or why no value reaches the target. */
export type SolvedBill = { ok: true; value: string } | { ok: false; reason: SolveFailure; message: string };

/**
 * The bill rate or markup at which the person, summed over all their work locations, reaches a target gross-profit
 * % or gross profit per hour (docs/calculation-model.md#8-solving-for-a-rate). Rounded up, never to the nearest,
 * so that the filled value still meets the target. One location: the engine's solvers. Several: each location's
 * gross profit is linear in the bill rate, so their sum is too, and two evaluations (b = 0 and b = 1) solve it
 * exactly. The person's own bill is ignored: it is what is being solved.
 * @throws MissingLocationError when the snapshot lacks one of the person's locations (rates still loading).
 */
export function solveBillForTarget(
  pricer: Pricer,
  person: Person,
  kind: SolveKind,
  target: ProfitTarget,
): SolvedBill {
  const locations = person.locations.map((loc) => {
    const rates = pricer.rates(loc);
    if (!rates) throw new MissingLocationError(locationKey(loc.stateId, loc.cityId));
    return rates;
  });
  const rates = pricer.snapshot.rates;
  let outcome: SolveOutcome;
  if (locations.length === 1) {
    outcome = (kind === 'markup' ? solveMarkup : solveBillRate)(person, locations[0]!, rates, target);
  } else {
    outcome = solveAcross(person, locations, rates, target);
    if (outcome.ok && kind === 'markup') {
      // The hourly pay rate the engine uses (a salary over 2,080 hours), the same at every location.
      const pay = calculate(withBillRate(person, new D(0)), locations[0]!, rates).rates.pay_rate;
      outcome = toMarkup(pay, outcome.value);
    }
  }
  if (!outcome.ok) return outcome;
  return { ok: true, value: outcome.value.toDecimalPlaces(2, D.ROUND_UP).toFixed(2) };
}

/** Gross profit g0 + gs x b summed over the locations, solved for b as the engine does for one. */
function solveAcross(
  person: Person,
  locations: LocationRates[],
  rates: Pricer['snapshot']['rates'],
  target: ProfitTarget,
): SolveOutcome {
  const at = (b: number) => {
    let gp = new D(0);
    let revenue = new D(0);
    let hours = new D(0);
    for (const location of locations) {
      const r = calculate(withBillRate(person, new D(b)), location, rates);
      gp = gp.add(r.total.gross_profit);
      revenue = revenue.add(r.total.total_revenue);
      hours = hours.add(r.time.total_hours);
    }
    return { gp, revenue, hours };
  };
  const at0 = at(0);
  const at1 = at(1);
  const slope = at1.gp.sub(at0.gp);
  if (at1.revenue.isZero()) return { ok: false, reason: 'no_revenue', message: 'No billable hours' };
  let b: Dec;
  if ('grossProfitPercent' in target) {
    const share = new D(target.grossProfitPercent).div(100);
    if (share.gte(1))
      return { ok: false, reason: 'invalid_target', message: 'A margin below 100% is needed' };
    const s = slope.sub(share.mul(at1.revenue));
    if (s.lte(0)) return unreachable();
    b = at0.gp.neg().div(s);
  } else {
    if (slope.lte(0)) return unreachable();
    b = new D(target.grossProfitPerHour).mul(at0.hours).sub(at0.gp).div(slope);
  }
  return b.isNeg() ? unreachable() : { ok: true, value: b };
}

const unreachable = (): SolveOutcome => ({
  ok: false,
  reason: 'unreachable',
  message: 'The target cannot be reached at any bill rate',
});

function toMarkup(pay: Dec, bill: Dec): SolveOutcome {
  if (pay.isZero()) return { ok: false, reason: 'no_pay_rate', message: 'Markup needs a pay rate above 0' };
  return { ok: true, value: bill.sub(pay).mul(100).div(pay) };
}
