import { WEEKS_PER_YEAR } from '../constants/defaults';
import { D, type Dec, dec, ONE } from '../decimal';
import { EngineInputError } from '../errors';
import { type Ratio, ratio } from '../ratio';
import type { AssignmentPeriod } from '../types/person';
import { dayNumber, firstDayOfYear, yearOfDay } from './dates';

/** Taxable wages of a cap year are `num / den` of the assignment's (spread evenly over its days). */
export interface CapYearShare {
  year: number;
  num: Dec;
  den: Dec;
}

export interface AssignmentSpan {
  /** W, never rounded: calendar days / 7, or length x (1, 52 / 12 or 52). */
  weeks: Ratio;
  /** Calendar days including both ends, with dates; null for an estimate. */
  calendarDays: Dec | null;
  capYears: CapYearShare[];
}

const SEVEN = new D(7);
const FIFTY_TWO = new D(WEEKS_PER_YEAR);
const TWELVE = new D(12);

/** W and the cap years (model sections 3 and 5); `taxYear` anchors an assignment without dates. */
export function assignmentSpan(period: AssignmentPeriod, taxYear: number): AssignmentSpan {
  if (period.kind === 'dates') return datedSpan(period.startDate, period.endDate);
  const length = dec(period.length);
  if (length.isNeg()) throw new EngineInputError('Estimated length must be at least 0', 'assignment.length');
  const weeks =
    period.unit === 'week'
      ? ratio(length)
      : period.unit === 'year'
        ? ratio(length.mul(FIFTY_TWO))
        : ratio(length.mul(FIFTY_TWO), TWELVE);
  return { weeks, calendarDays: null, capYears: estimateCapYears(weeks, taxYear) };
}

function datedSpan(startDate: string, endDate: string): AssignmentSpan {
  const start = dayNumber(startDate, 'assignment.startDate');
  const end = dayNumber(endDate, 'assignment.endDate');
  if (end < start) throw new EngineInputError('End date must not be before start date', 'assignment.endDate');
  const total = new D(end - start + 1);
  const capYears: CapYearShare[] = [];
  // Caps reset on 1 January: each calendar year gets its share of the calendar days.
  for (let year = yearOfDay(start); year <= yearOfDay(end); year++) {
    const from = Math.max(start, firstDayOfYear(year));
    const to = Math.min(end, firstDayOfYear(year + 1) - 1);
    capYears.push({ year, num: new D(to - from + 1), den: total });
  }
  return { weeks: ratio(total, SEVEN), calendarDays: total, capYears };
}

/**
 * Without dates the assignment starts on 1 January of the tax year and every 52 weeks is a new cap year.
 * Shares are counted in units of 1 / den of a week, so they stay exact.
 */
function estimateCapYears(weeks: Ratio, taxYear: number): CapYearShare[] {
  if (weeks.num.isZero()) return [{ year: taxYear, num: ONE, den: ONE }];
  const yearUnits = FIFTY_TWO.mul(weeks.den);
  const capYears: CapYearShare[] = [];
  let remaining = weeks.num;
  for (let i = 0; remaining.gt(0); i++) {
    const block = remaining.gt(yearUnits) ? yearUnits : remaining;
    capYears.push({ year: taxYear + i, num: block, den: weeks.num });
    remaining = remaining.sub(block);
  }
  return capYears;
}
