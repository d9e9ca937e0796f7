import { orNull, readCsv } from './read-data';
import { knownStateCodes } from './reference-years';

/** A row of data/overtime_rules.csv (docs/reference-data.md): thresholds in hours, as text; null = none. */
export interface OvertimeRuleData {
  stateCode: string;
  dailyOvertimeAfter: string | null;
  dailyDoubletimeAfter: string | null;
  seventhDay: boolean;
  source: string;
}

const HOURS = /^\d{1,2}(\.\d{1,2})?$/;

/** What is wrong with the rows (empty when sound): a start-up with a broken file stops with this list. */
export function checkOvertimeRules(rows: readonly Record<string, string>[], states: Set<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const at = `overtime_rules.csv row ${i + 2}`;
    const state = r.state ?? '';
    if (!states.has(state)) problems.push(`${at}: unknown state "${state}"`);
    if (seen.has(state)) problems.push(`${at}: ${state} twice`);
    seen.add(state);
    const after = (name: string) => {
      const value = r[name] ?? '';
      if (value !== '' && (!HOURS.test(value) || Number(value) > 24)) {
        problems.push(`${at}: ${name} must be hours of a day (0 to 24) or blank`);
      }
      return value === '' ? null : Number(value);
    };
    const overtime = after('daily_overtime_after');
    const double = after('daily_doubletime_after');
    if (overtime !== null && double !== null && double < overtime) {
      problems.push(`${at}: double time must start at or after overtime`);
    }
    if (!['true', 'false'].includes(r.seventh_day ?? ''))
      problems.push(`${at}: seventh_day must be true or false`);
    if (!r.source) problems.push(`${at}: a source is required`);
  });
  return problems;
}

/** The daily overtime rules by state, checked (one row per state; a state without one is federal). */
export function readOvertimeRules(rows = readCsv('overtime_rules.csv')): OvertimeRuleData[] {
  const problems = checkOvertimeRules(rows, knownStateCodes());
  if (problems.length > 0) throw new Error(`Reference data:\n${problems.join('\n')}`);
  return rows.map((r) => ({
    stateCode: r.state!,
    dailyOvertimeAfter: orNull(r.daily_overtime_after),
    dailyDoubletimeAfter: orNull(r.daily_doubletime_after),
    seventhDay: r.seventh_day === 'true',
    source: r.source!,
  }));
}
