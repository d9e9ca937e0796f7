import { BOUNDS, WEEKS_PER_YEAR } from '../constants/defaults';
import { D, type Dec, dec, ONE } from '../decimal';
import { EngineError } from '../errors';
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
const FIRST_DAY = dayNumber(BOUNDS.firstDate);
const LAST_DAY = dayNumber(BOUNDS.lastDate);

const FIFTY_TWO = new D(WEEKS_PER_YEAR);
const TWELVE = new D(12);

/** The same calendar date `maxYears` later (29 February: 1 March if that year has none). */
const latestEnd = (startDate: string): number => {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y + BOUNDS.maxYears, m - 1, d) / 86_400_000;
};

/** W and the cap years (model sections 3 and 5); `taxYear` anchors an assignment without dates. */
export function assignmentSpan(period: AssignmentPeriod, taxYear: number): AssignmentSpan {
  if (period.kind === 'dates') return datedSpan(period.startDate, period.endDate);
  const length = dec(period.length);
  const longest = BOUNDS.maxLength[period.unit];
  if (longest === undefined) throw new EngineError(`Unknown length unit ${period.unit}`, 'assignment.unit');
  if (length.isNeg() || length.gt(longest)) {
    throw new EngineError(
      `Estimated length must be from 0 to ${longest} ${period.unit}s`,
      'assignment.length',
      'out_of_range',
    );
  }
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
  if (end < start) throw new EngineError('End date must not be before start date', 'assignment.endDate');
  if (start < FIRST_DAY || end > LAST_DAY) {
    const field = start < FIRST_DAY ? 'assignment.startDate' : 'assignment.endDate';
    throw new EngineError(
      `Dates must be from ${BOUNDS.firstDate} to ${BOUNDS.lastDate}`,
      field,
      'out_of_range',
    );
  }
  if (end > latestEnd(startDate)) {
    const years = BOUNDS.maxYears;
    throw new EngineError(
      `End date must be at most ${years} years after the start date`,
      'assignment.endDate',
      'out_of_range',
    );
  }
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
