import type { Dec } from '../decimal';
import { dailyRuleOf, type WeekSplit } from '../time/daily-overtime';
import type { WeeklySchedule } from '../time/schedule';
import type { Person } from '../types/person';
import type { LocationRates } from '../types/rates';
import type { OvertimeRuleFigures } from '../types/result';

/** Hours as a person reads them: at most 2 decimals, no trailing zeros (4, 0.5, 7.25). */
const hours = (value: Dec): string => String(Number(value.toFixed(2)));

/**
 * The overtime rule a result was computed with: the location state's daily rule, or the federal weekly rule
 * (state null), and one plain sentence saying what it did to this person's week
 * (docs/calculation-model.md#state-daily-overtime-and-double-time).
 */
export function overtimeRuleFigures(
  person: Person,
  location: LocationRates,
  schedule: WeeklySchedule,
): OvertimeRuleFigures {
  const rule = location.overtimeRule ?? null;
  const daily = dailyRuleOf(rule);
  return {
    state: daily ? location.stateCode : null,
    daily_overtime_after: daily?.overtimeAfter ?? null,
    daily_doubletime_after: daily?.doubletimeAfter ?? null,
    seventh_day: daily?.seventhDay ?? false,
    explanation: explain(person, daily && rule ? rule.stateName || location.stateCode : null, schedule),
  };
}

function explain(person: Person, state: string | null, schedule: WeeklySchedule): string {
  if (person.pay.compensation === 'salary') return 'Salary: every hour is regular, with no overtime';
  if (person.pay.exempt) return 'Exempt: every hour is regular, with no overtime';
  if (!state) return 'Federal rule: hours past 40 a week are overtime';
  if (!schedule.daily) {
    return `${state}: daily overtime counts on shift schedules only, so hours past 40 a week are overtime`;
  }
  return `${state}: ${clauses(schedule.daily).join(', ')}`;
}

function clauses(split: WeekSplit): string[] {
  const out: string[] = [];
  const { day, seventh } = split;
  const days = seventh ? ' on days 1 to 6' : '';
  if (day && !day.overtime.isZero())
    out.push(`${hours(day.overtime)} h a day past ${hours(day.regular)} are overtime${days}`);
  if (day && !day.doubletime.isZero()) {
    out.push(
      `${hours(day.doubletime)} h past ${hours(day.regular.add(day.overtime))} are double time${days}`,
    );
  }
  if (seventh) {
    const double = seventh.doubletime.isZero() ? '' : ` and ${hours(seventh.doubletime)} h double time`;
    out.push(`the 7th day's ${hours(seventh.overtime)} h are overtime${double}`);
  }
  if (!split.movedByWeek.isZero())
    out.push(`${hours(split.movedByWeek)} regular h past 40 a week are overtime`);
  if (out.length === 0) out.push('no day or week passes its limit, so every hour is regular');
  return out;
}
