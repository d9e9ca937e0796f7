import { OVERTIME_THRESHOLD_HOURS } from '../constants/defaults';
import { D, type Dec, dec, max, min, ZERO } from '../decimal';
import type { Person } from '../types/person';
import type { OvertimeRule } from '../types/rates';

/**
 * A state's daily rule as Decimals (docs/calculation-model.md#state-daily-overtime-and-double-time). `key` names
 * the thresholds, so persons priced at two states with the same rule share their figures.
 */
export interface DailyRule {
  overtimeAfter: Dec | null;
  doubletimeAfter: Dec | null;
  seventhDay: boolean;
  key: string;
}

/** How one week's hours split: R + O + DT = H. */
export interface WeekSplit {
  regular: Dec;
  overtime: Dec;
  doubletime: Dec;
  /** One ordinary workday's split, and the 7th day's when the seventh-day rule applies. */
  day: DaySplit | null;
  seventh: DaySplit | null;
  /** Regular hours past 40 moved to overtime by the weekly rule. */
  movedByWeek: Dec;
}

interface DaySplit {
  regular: Dec;
  overtime: Dec;
  doubletime: Dec;
}

const WEEK_LIMIT = new D(OVERTIME_THRESHOLD_HOURS);
const SEVEN = new D(7);
const rules = new WeakMap<OvertimeRule, DailyRule | null>();

/** The location's daily rule as Decimals, or null when it has none (the federal weekly rule alone). */
export function dailyRuleOf(rule: OvertimeRule | null | undefined): DailyRule | null {
  if (!rule) return null;
  let found = rules.get(rule);
  if (found === undefined) {
    const overtimeAfter = rule.dailyOvertimeAfter == null ? null : dec(rule.dailyOvertimeAfter);
    const doubletimeAfter = rule.dailyDoubletimeAfter == null ? null : dec(rule.dailyDoubletimeAfter);
    found =
      overtimeAfter || doubletimeAfter || rule.seventhDay
        ? {
            overtimeAfter,
            doubletimeAfter,
            seventhDay: rule.seventhDay,
            key: `${overtimeAfter ?? ''}|${doubletimeAfter ?? ''}|${rule.seventhDay ? 7 : ''}`,
          }
        : null;
    rules.set(rule, found);
  }
  return found;
}

/** True when a daily rule can apply to the person at all: hourly, non-exempt, on a shift schedule. */
export const dailyRuleApplies = (person: Person): boolean =>
  person.pay.compensation === 'hourly' && !person.pay.exempt && person.assignment.schedule.kind === 'shift';

/** One workday of h hours split by the daily thresholds (a threshold of null: no such part). */
function splitDay(h: Dec, overtimeAfter: Dec | null, doubletimeAfter: Dec | null): DaySplit {
  const doubletime = doubletimeAfter ? max(h.sub(doubletimeAfter), ZERO) : ZERO;
  const rest = h.sub(doubletime);
  const regular = overtimeAfter ? min(rest, overtimeAfter) : rest;
  return { regular, overtime: rest.sub(regular), doubletime };
}

/**
 * A shift week of s shifts of h hours under a daily rule: each shift is a workday split by the thresholds; with
 * 7 shifts and the seventh-day rule, the 7th day's first hours up to the overtime threshold are overtime and
 * the rest double time; then the weekly rule moves regular hours past 40 to overtime.
 */
export function splitShiftWeek(h: Dec, s: Dec, rule: DailyRule): WeekSplit {
  const day = splitDay(h, rule.overtimeAfter, rule.doubletimeAfter);
  const seventhApplies = rule.seventhDay && s.eq(SEVEN);
  const ordinaryDays = seventhApplies ? s.sub(1) : s;
  let regular = day.regular.mul(ordinaryDays);
  let overtime = day.overtime.mul(ordinaryDays);
  let doubletime = day.doubletime.mul(ordinaryDays);
  let seventh: DaySplit | null = null;
  if (seventhApplies) {
    const limit = rule.overtimeAfter ?? ZERO;
    // The 7th day has no regular hours; past the overtime threshold it is double time (overtime where the
    // state has no double time).
    const past = max(h.sub(limit), ZERO);
    seventh = rule.doubletimeAfter
      ? { regular: ZERO, overtime: min(h, limit), doubletime: past }
      : { regular: ZERO, overtime: h, doubletime: ZERO };
    overtime = overtime.add(seventh.overtime);
    doubletime = doubletime.add(seventh.doubletime);
  }
  const movedByWeek = max(regular.sub(WEEK_LIMIT), ZERO);
  regular = regular.sub(movedByWeek);
  overtime = overtime.add(movedByWeek);
  return { regular, overtime, doubletime, day, seventh, movedByWeek };
}
