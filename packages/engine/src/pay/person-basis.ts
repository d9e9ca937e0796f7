import { PAY_PERIODS_PER_YEAR, WEEKS_PER_YEAR } from '../constants/defaults';
import { D, dec, max, ONE, pct, plus, ZERO } from '../decimal';
import { deepFreeze } from '../freeze';
import { scale, times } from '../ratio';
import { type DailyRule, dailyRuleApplies } from '../time/daily-overtime';
import { weeklySchedule } from '../time/schedule';
import { assignmentSpan } from '../time/weeks';
import type { Person } from '../types/person';
import type { PersonBasis } from './basis';
import { paidLeave } from './leave';
import { hourlyRates } from './rates';
import { stipendScale } from './stipend';

/** Per person: the tax year and one basis per daily rule the person is split by ('' = federal). */
const cache = new WeakMap<Person, { taxYear: number; byRule: Map<string, PersonBasis> }>();
const TWELVE = new D(12);
const FIFTY_TWO = new D(WEEKS_PER_YEAR);

/**
 * The person's basis for a tax year and the location's daily overtime rule (null: federal), memoised per
 * person object (frozen on first sight) and rule: persons the rule cannot apply to share the federal basis.
 */
export function personBasis(person: Person, taxYear: number, rule: DailyRule | null = null): PersonBasis {
  const key = rule && dailyRuleApplies(person) ? rule.key : '';
  let cached = cache.get(person);
  if (!cached || cached.taxYear !== taxYear) {
    cached = { taxYear, byRule: new Map() };
    cache.set(person, cached);
  }
  let basis = cached.byRule.get(key);
  if (!basis) {
    // Memoised by identity, so never changed after.
    basis = computeBasis(deepFreeze(person), taxYear, key ? rule : null, key);
    cached.byRule.set(key, basis);
  }
  return basis;
}

function computeBasis(person: Person, taxYear: number, rule: DailyRule | null, ruleKey: string): PersonBasis {
  const schedule = weeklySchedule(person, rule);
  const span = assignmentSpan(person.assignment.period, taxYear);
  const rates = hourlyRates(person);
  const { pay: p, bill: b, overtime: k, doubletime: d } = rates;
  const { regularPerWeek: R, overtimePerWeek: O, doubletimePerWeek: DT } = schedule;
  const W = span.weeks;
  // Weekly amounts times W, dividing last (multiply before dividing: docs/calculation-model.md#1-numbers-and-rounding).
  const regularPay = times(R.mul(p), W);
  const overtimePay = times(O.mul(p).mul(k), W);
  const doubletimePay = times(DT.mul(p).mul(d), W);
  const revenue = times(R.mul(b), W);
  const overtimeRevenue = times(O.mul(b).mul(k), W);
  const doubletimeRevenue = times(DT.mul(b).mul(d), W);
  const { bonus: bonusInput, holidays, pto } = person.benefits;
  let bonus = ZERO;
  if (bonusInput) {
    // A percent bonus is of the pay for hours worked (regular, overtime, double time); a dollar bonus is paid
    // once per person.
    bonus =
      bonusInput.kind === 'percent'
        ? pct(bonusInput.amount).mul(regularPay.add(overtimePay).add(doubletimePay))
        : dec(bonusInput.amount);
  }
  const weeklyPay = R.mul(p).add(O.mul(p).mul(k)).add(DT.mul(p).mul(d));
  // The premium parts (k - 1 and d - 1, each at least 0) are outside the workers' comp base.
  const premium = O.mul(max(k.sub(ONE), ZERO)).add(DT.mul(max(d.sub(ONE), ZERO)));
  const stipendDiscount = dec(person.pay.stipend.discountPercent || 0);
  return {
    taxYear,
    ruleKey,
    schedule,
    span,
    rates,
    weeks: W,
    months: scale(W, TWELVE, FIFTY_TWO),
    totalHours: scale(W, schedule.hoursPerWeek),
    daysWorked: scale(W, schedule.daysPerWeek),
    regularHours: times(R, W),
    overtimeHours: times(O, W),
    doubletimeHours: times(DT, W),
    regularPay,
    overtimePay,
    doubletimePay,
    overtimePremium: times(premium.mul(p), W),
    revenue,
    overtimeRevenue,
    doubletimeRevenue,
    totalRevenue: plus(plus(revenue, overtimeRevenue), doubletimeRevenue),
    bonus,
    holidays: paidLeave(holidays, W, schedule, p),
    ptoVacationSick: paidLeave(pto, W, schedule, p),
    wagesPerPayPeriod: weeklyPay.mul(WEEKS_PER_YEAR).div(PAY_PERIODS_PER_YEAR[person.pay.frequency]),
    paidWages: plus(plus(plus(regularPay, overtimePay), doubletimePay), bonus),
    k401: person.benefits.k401Percent ? pct(person.benefits.k401Percent) : null,
    stipendDiscount,
    stipendScale: stipendScale(W, stipendDiscount),
    byRates: new WeakMap(),
  };
}
