import { SALARY_HOURS_PER_YEAR } from '../constants/defaults';
import { D, type Dec, dec, HUNDRED } from '../decimal';
import type { Person } from '../types/person';

export interface HourlyRates {
  /** p: straight-time hourly pay (salary / 2080). */
  pay: Dec;
  /** b: hourly bill rate, entered or p x (1 + markup). */
  bill: Dec;
  /** k: overtime multiplier for pay and bill. */
  overtime: Dec;
}

const HOURS_PER_YEAR = new D(SALARY_HOURS_PER_YEAR);

/** p, b and k of a person (docs/calculation-model.md#4-pay-revenue-and-wages). */
export function hourlyRates(person: Person): HourlyRates {
  const { pay: payInput, bill: billInput } = person;
  let pay = dec(payInput.rate);
  if (payInput.compensation === 'salary') {
    const annual = payInput.salaryPeriod === 'monthly' ? pay.mul(12) : pay;
    pay = annual.div(HOURS_PER_YEAR);
  }
  const bill =
    billInput.kind === 'bill_rate'
      ? dec(billInput.billRate)
      : pay.mul(HUNDRED.add(dec(billInput.markupPercent))).div(HUNDRED);
  return { pay, bill, overtime: dec(billInput.overtimeMultiplier) };
}
