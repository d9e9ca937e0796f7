import { parseCalcFile } from '@app/contracts/calculation/calc-file';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { calculate, toResultFigures } from '@app/engine';
import input from './overtime-example.input.json' with { type: 'json' };

/** One row of the reference data's state overtime rules (apps/api/src/seed/data/overtime_rules.csv). */
export interface StateRuleRow {
  state: string;
  name: string;
  daily_overtime_after: number | null;
  daily_doubletime_after: number | null;
  seventh_day: boolean;
  source: string;
}

/** The rules CSV and the states CSV (code,name,...) as rows; a blank threshold is "none". */
export function parseStateRules(rulesCsv: string, statesCsv: string): StateRuleRow[] {
  const names = new Map(
    statesCsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',') as [string, string]),
  );
  const hours = (v: string | undefined) => (v ? Number(v) : null);
  return rulesCsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [state = '', overtime, doubletime, seventh, ...source] = line.split(',');
      return {
        state,
        name: names.get(state) ?? state,
        daily_overtime_after: hours(overtime),
        daily_doubletime_after: hours(doubletime),
        seventh_day: seventh === 'true',
        source: source.join(','),
      };
    });
}

/**
 * The Learning Center's state overtime example (docs/calculation-model.md#state-daily-overtime-and-double-time): a 12 h x 3 shift week
 * in California, priced by the engine with California's rule from the reference data, and the same week under
 * the federal weekly rule alone. The build runs this in Node (vite.config.ts, virtual:overtime-example), so the
 * page shows the product's own figures.
 */
export function computeOvertimeExample(rules: StateRuleRow[]) {
  const ca = rules.find((r) => r.state === input.location.state);
  if (!ca) throw new Error(`no overtime rule for ${input.location.state} in the reference data`);
  const price = (withRule: boolean) => {
    const location = withRule
      ? {
          ...input.location,
          overtime_rule: {
            state_name: ca.name,
            daily_overtime_after: ca.daily_overtime_after,
            daily_doubletime_after: ca.daily_doubletime_after,
            seventh_day: ca.seventh_day,
          },
        }
      : input.location;
    const parsed = parseCalcFile({ ...input, location });
    if (!parsed.ok) throw new Error(`overtime example input is invalid: ${JSON.stringify(parsed.errors)}`);
    const { person, locations, rates } = parsed.value;
    return toResultFigures(calculate(person, locations[0]!, rates));
  };
  const f = price(true);
  const federal = price(false);
  const t = f.total_assignment_calculation;
  return {
    rules,
    job: f.job_name,
    state: ca.name,
    hours_per_shift: Number(input.person.assignment[W.hoursPerShift]),
    shifts_per_week: Number(input.person.assignment.shift_per_week),
    weeks: f.time.weeks,
    rule: f.overtime_rule.explanation,
    rates: {
      pay: f.rates.pay_rate,
      bill: f.rates.bill_rate,
      overtime_pay: f.rates.overtime_pay_rate,
      overtime_bill: f.rates.overtime_bill_rate,
      doubletime_pay: f.rates.doubletime_pay_rate,
      doubletime_bill: f.rates.doubletime_bill_rate,
    },
    hours: {
      regular: f.time.regular_hours,
      overtime: f.time.overtime_hours,
      doubletime: f.time.doubletime_hours,
      total: f.time.total_hours,
    },
    pay: { regular: t.regular_pay, overtime: t.overtime_pay, doubletime: t.doubletime_pay },
    revenue: { regular: t.revenue, overtime: t.overtime_revenue, doubletime: t.doubletime_revenue },
    federal: {
      rule: federal.overtime_rule.explanation,
      regular: federal.time.regular_hours,
      overtime: federal.time.overtime_hours,
    },
  };
}
