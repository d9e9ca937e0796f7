import {
  calculate,
  D,
  type Dec,
  type ProfitTarget,
  type SolveOutcome,
  solveBillRate,
  solveMarkup,
  withBillRate,
} from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { enginePerson, pricerFor } from './live-results';
import type { PersonForm, SolvePin } from './person-form';

export type SolveKind = 'bill_rate' | 'markup';
export type SolveAnswer = { ok: true; value: string } | { ok: false; message: string };

/**
 * The bill rate or markup that reaches a target margin % or gross profit per hour, rounded up to the cent
 * (or to 0.01%) so that the target is met. One location: the engine's solvers. Several: gross profit of the
 * person is still linear in the bill rate (a sum of linear functions), so two evaluations solve it exactly.
 */
export function solveFor(
  form: PersonForm,
  snapshot: PricingSnapshot,
  kind: SolveKind,
  target: ProfitTarget,
): SolveAnswer {
  // The bill itself is what is being solved, so any valid placeholder lets the person through the schema.
  const probe: PersonForm = {
    ...form,
    bill: { ...form.bill, compensation_type: 'bill_rate', bill_rate: 0 },
  };
  const mapped = enginePerson(probe);
  if (!mapped.ok) return { ok: false, message: `Complete the person first: ${mapped.missing[0]}` };
  const person = { ...mapped.person, bill: { ...mapped.person.bill } };
  const pricer = pricerFor(snapshot);
  const locations = person.locations.map((l) => pricer.rates(l));
  if (locations.some((l) => l === null)) return { ok: false, message: 'Rates are still loading' };
  const rates = locations as NonNullable<(typeof locations)[number]>[];

  let outcome: SolveOutcome;
  if (rates.length === 1) {
    outcome = (kind === 'markup' ? solveMarkup : solveBillRate)(person, rates[0]!, snapshot.rates, target);
  } else {
    outcome = solveAcross(person, rates, snapshot.rates, target);
    if (outcome.ok && kind === 'markup') {
      // The hourly pay rate the engine uses (a salary over 2,080 hours).
      const pay = calculate(person, rates[0]!, snapshot.rates).rates.pay_rate;
      outcome = toMarkup(pay, outcome.value);
    }
  }
  if (!outcome.ok) return { ok: false, message: outcome.message };
  return { ok: true, value: outcome.value.toDecimalPlaces(2, D.ROUND_UP).toFixed(2) };
}

type Args<T extends (...a: never[]) => unknown> = Parameters<T>;

function solveAcross(
  person: Args<typeof solveBillRate>[0],
  locations: Args<typeof solveBillRate>[1][],
  rates: Args<typeof solveBillRate>[2],
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

/** The engine's target of a pin. */
const pinTarget = (pin: SolvePin): ProfitTarget =>
  pin.aim === 'margin' ? { grossProfitPercent: pin.target } : { grossProfitPerHour: pin.target };

/** 'Target margin 25%' or 'Target profit per hour $10.00'. */
export const pinLabel = (pin: SolvePin) =>
  pin.aim === 'margin' ? `${pin.target}% margin` : `$${Number(pin.target).toFixed(2)} profit per hour`;

/**
 * A pinned person re-solved after a change: the value to set (null when it already holds), or why the target
 * cannot be kept any more (the caller shows it; the bill is then left as it was).
 */
export function resolvePin(
  form: PersonForm,
  snapshot: PricingSnapshot,
): { ok: true; value: number | null } | { ok: false; message: string } | null {
  const pin = form.pin;
  if (!pin) return null;
  const answer = solveFor(form, snapshot, pin.kind, pinTarget(pin));
  if (!answer.ok) return { ok: false, message: answer.message };
  const value = Number(answer.value);
  return { ok: true, value: Number(form.bill[pin.kind]) === value ? null : value };
}
