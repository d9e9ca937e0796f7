import { PAY_PERIODS_PER_YEAR, WEEKS_PER_YEAR } from '../constants/defaults';
import { D, dec, max, ONE, pct, plus, ZERO } from '../decimal';
import { deepFreeze } from '../freeze';
import { scale, times } from '../ratio';
import { weeklySchedule } from '../time/schedule';
import { assignmentSpan } from '../time/weeks';
import type { Person } from '../types/person';
import type { PersonBasis } from './basis';
import { paidLeave } from './leave';
import { hourlyRates } from './rates';
import { stipendScale } from './stipend';

const cache = new WeakMap<Person, PersonBasis>();
const TWELVE = new D(12);
const FIFTY_TWO = new D(WEEKS_PER_YEAR);

/** The person's basis for a tax year, memoised per person object (frozen on first sight). */
export function personBasis(person: Person, taxYear: number): PersonBasis {
  const cached = cache.get(person);
  if (cached && cached.taxYear === taxYear) return cached;
  const basis = computeBasis(deepFreeze(person), taxYear); // memoised by identity, so never changed after
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
  // Weekly amounts times W, dividing last (multiply before dividing: docs/calculation-model.md#1-numbers-and-rounding).
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
