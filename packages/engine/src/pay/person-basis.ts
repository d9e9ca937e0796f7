import { PAY_PERIODS_PER_YEAR, WEEKS_PER_YEAR } from '../constants/defaults';
import { D, type Dec, dec, max, ONE, pct, plus, ZERO } from '../decimal';
import { type Ratio, scale, times } from '../ratio';
import { type WeeklySchedule, weeklySchedule } from '../time/schedule';
import { type AssignmentSpan, assignmentSpan } from '../time/weeks';
import type { Person } from '../types/person';
import type { RateSnapshot } from '../types/rates';
import { paidLeave } from './leave';
import type { PersonRates } from './person-rates';
import { type HourlyRates, hourlyRates } from './rates';
import { stipendScale } from './stipend';

/** Everything about a person that does not depend on the location: computed once, reused per location. */
export interface PersonBasis {
  taxYear: number;
  schedule: WeeklySchedule;
  span: AssignmentSpan;
  rates: HourlyRates;
  /** W. */
  weeks: Ratio;
  /** M = W x 12 / 52. */
  months: Ratio;
  /** T = H x W. */
  totalHours: Ratio;
  /** D x W. */
  daysWorked: Ratio;
  regularHours: Dec;
  overtimeHours: Dec;
  regularPay: Dec;
  overtimePay: Dec;
  /** The (k - 1) part of overtime pay, outside the workers' comp base. */
  overtimePremium: Dec;
  revenue: Dec;
  overtimeRevenue: Dec;
  totalRevenue: Dec;
  bonus: Dec;
  holidays: Dec;
  ptoVacationSick: Dec;
  wagesPerPayPeriod: Dec;
  /** regular + overtime pay + bonus: the wages common to taxable and total wages. */
  paidWages: Dec;
  /** 401k contribution as a factor; null = none. */
  k401: Dec | null;
  stipendDiscount: Dec;
  /** 7 x W x (100 - discount) / 100: stipend_total = daily per diem x this. */
  stipendScale: Ratio;
  /** Parts that depend on the snapshot's cost items and packages, per snapshot. */
  byRates: WeakMap<RateSnapshot, PersonRates>;
}

const cache = new WeakMap<Person, PersonBasis>();
const TWELVE = new D(12);
const FIFTY_TWO = new D(WEEKS_PER_YEAR);

/** The person's basis for a tax year, memoised per person object (persons are treated as immutable). */
export function personBasis(person: Person, taxYear: number): PersonBasis {
  const cached = cache.get(person);
  if (cached && cached.taxYear === taxYear) return cached;
  const basis = computeBasis(person, taxYear);
  cache.set(person, basis);
  return basis;
}

function computeBasis(person: Person, taxYear: number): PersonBasis {
  const schedule = weeklySchedule(person);
  const span = assignmentSpan(person.assignment.period, taxYear);
  const rates = hourlyRates(person);
  const { pay: p, bill: b, overtime: k } = rates;
  const { regularPerWeek: R, overtimePerWeek: O } = schedule;
  const W = span.weeks;
  // Weekly amounts times W, dividing last (model section 11: multiply before dividing).
  const regularPay = times(R.mul(p), W);
  const overtimePay = times(O.mul(p).mul(k), W);
  const revenue = times(R.mul(b), W);
  const overtimeRevenue = times(O.mul(b).mul(k), W);
  const { bonus: bonusInput, holidays, pto } = person.benefits;
  let bonus = ZERO;
  if (bonusInput) {
    // A percent bonus is of regular + overtime pay; a dollar bonus is paid once per person.
    bonus =
      bonusInput.kind === 'percent'
        ? pct(bonusInput.amount).mul(regularPay.add(overtimePay))
        : dec(bonusInput.amount);
  }
  const weeklyPay = R.mul(p).add(O.mul(p).mul(k));
  const stipendDiscount = dec(person.pay.stipend.discountPercent || 0);
  return {
    taxYear,
    schedule,
    span,
    rates,
    weeks: W,
    months: scale(W, TWELVE, FIFTY_TWO),
    totalHours: scale(W, schedule.hoursPerWeek),
    daysWorked: scale(W, schedule.daysPerWeek),
    regularHours: times(R, W),
    overtimeHours: times(O, W),
    regularPay,
    overtimePay,
    overtimePremium: times(O.mul(p).mul(max(k.sub(ONE), ZERO)), W),
    revenue,
    overtimeRevenue,
    totalRevenue: revenue.add(overtimeRevenue),
    bonus,
    holidays: paidLeave(holidays, W, schedule, p),
    ptoVacationSick: paidLeave(pto, W, schedule, p),
    wagesPerPayPeriod: weeklyPay.mul(WEEKS_PER_YEAR).div(PAY_PERIODS_PER_YEAR[person.pay.frequency]),
    paidWages: plus(plus(regularPay, overtimePay), bonus),
    k401: person.benefits.k401Percent ? pct(person.benefits.k401Percent) : null,
    stipendDiscount,
    stipendScale: stipendScale(W, stipendDiscount),
    byRates: new WeakMap(),
  };
}
