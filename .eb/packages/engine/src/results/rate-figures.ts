import { type Dec, HUNDRED, max, ZERO } from '../decimal';
import type { PersonBasis } from '../pay/basis';
import type { LocationBasis } from '../prepare/location-basis';
import { per } from '../ratio';
import type { CapYearFigures, RateFigures } from '../types/result';

/** The hourly and percentage rates a result was computed with, for display next to its figures. */
export function rateFigures(
  basis: PersonBasis,
  loc: LocationBasis,
  first: CapYearFigures,
  taxableWages: Dec,
): RateFigures {
  const { pay, bill, overtime } = basis.rates;
  const base = first.suta_wage_base;
  return {
    pay_rate: pay,
    bill_rate: bill,
    markup: pay.isZero() ? null : bill.sub(pay).mul(HUNDRED).div(pay),
    overtime_multiplier: overtime,
    overtime_pay_rate: pay.mul(overtime),
    overtime_bill_rate: bill.mul(overtime),
    suta_rate: loc.sutaRate.mul(HUNDRED),
    futa_rate: first.futa_rate,
    workers_comp_rate: loc.workersCompRate.mul(HUNDRED),
    wage_rate: per(taxableWages, basis.totalHours),
    initial_rate: base,
    diff: base ? max(taxableWages.sub(base), ZERO) : ZERO,
    wages_per_pay_period: basis.wagesPerPayPeriod,
  };
}
