import {
  FULL_TIME_DAYS_PER_WEEK,
  FULL_TIME_HOURS_PER_WEEK,
  OVERTIME_THRESHOLD_HOURS,
} from '../constants/defaults';
import { D, type Dec, dec, max, min, ZERO } from '../decimal';
import { EngineError } from '../errors';
import type { Person } from '../types/person';

export interface WeeklySchedule {
  /** H: hours worked a week. */
  hoursPerWeek: Dec;
  /** D: work days a week. */
  daysPerWeek: Dec;
  /** h = H / D; null with 0 days a week (nothing per day to show). */
  hoursPerDay: Dec | null;
  /** R and O: weekly regular and overtime hours. */
  regularPerWeek: Dec;
  overtimePerWeek: Dec;
}

const FULL_TIME_H = new D(FULL_TIME_HOURS_PER_WEEK);
const FULL_TIME_D = new D(FULL_TIME_DAYS_PER_WEEK);
const PART_TIME_D = new D(FULL_TIME_DAYS_PER_WEEK);
const OT_THRESHOLD = new D(OVERTIME_THRESHOLD_HOURS);

/** Weekly hours and days by schedule (docs/calculation-model.md#3-time), with the federal weekly overtime split. */
export function weeklySchedule(person: Person): WeeklySchedule {
  const { schedule } = person.assignment;
  const salary = person.pay.compensation === 'salary';
  if (salary && schedule.kind !== 'full-time') {
    throw new EngineError('Salary allows only a full-time schedule', 'assignment.schedule');
  }
  let hoursPerWeek: Dec;
  let daysPerWeek: Dec;
  if (schedule.kind === 'full-time') {
    hoursPerWeek = FULL_TIME_H;
    daysPerWeek = FULL_TIME_D;
  } else if (schedule.kind === 'part-time') {
    hoursPerWeek = dec(schedule.hoursPerWeek);
    daysPerWeek = PART_TIME_D;
  } else {
    daysPerWeek = dec(schedule.shiftsPerWeek);
    hoursPerWeek = dec(schedule.hoursPerShift).mul(daysPerWeek);
  }
  // Salaried and exempt workers have no overtime: every hour is regular, even past 40.
  const noOvertime = salary || person.pay.exempt;
  const regularPerWeek = noOvertime ? hoursPerWeek : min(hoursPerWeek, OT_THRESHOLD);
  const overtimePerWeek = noOvertime ? ZERO : max(hoursPerWeek.sub(OT_THRESHOLD), ZERO);
  const hoursPerDay = daysPerWeek.isZero() ? null : hoursPerWeek.div(daysPerWeek);
  return { hoursPerWeek, daysPerWeek, hoursPerDay, regularPerWeek, overtimePerWeek };
}
