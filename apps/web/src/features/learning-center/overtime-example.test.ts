import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeOvertimeExample, parseStateRules } from './overtime-example';

const data = new URL('../../../../api/src/seed/data/', import.meta.url);
const rules = parseStateRules(
  readFileSync(new URL('overtime_rules.csv', data), 'utf8'),
  readFileSync(new URL('states.csv', data), 'utf8'),
);

// docs/calculation-model.md#state-daily-overtime-and-double-time: California, 12 h x 3 is 24 regular and 12 overtime hours a week.
describe('Learning Center state overtime example', () => {
  it('reads the rule table of the reference data', () => {
    expect(
      rules.map((r) => [r.name, r.daily_overtime_after, r.daily_doubletime_after, r.seventh_day]),
    ).toEqual(
      expect.arrayContaining([
        ['California', 8, 12, true],
        ['Alaska', 8, null, false],
        ['Colorado', 12, null, false],
      ]),
    );
  });

  it('prices the California week with the engine, every figure hours x rate', () => {
    const e = computeOvertimeExample(rules);
    expect(e.weeks).toBe(13);
    expect(e.hours).toEqual({ regular: 312, overtime: 156, doubletime: 0, total: 468 });
    expect(e.rule).toBe('California: 4 h a day past 8 are overtime');
    expect(e.pay).toEqual({ regular: 312 * 30, overtime: 156 * 45, doubletime: 0 });
    expect(e.revenue).toEqual({ regular: 312 * 48, overtime: 156 * 72, doubletime: 0 });
    // The weekly rule alone: 36 regular hours, no overtime.
    expect(e.federal).toMatchObject({ regular: 468, overtime: 0 });
  });
});
