import { describe, expect, it } from 'vitest';
import { doubleTimeRule } from './double-time';
import { explain } from './explain';
import { californiaShiftPerson, californiaSnapshot, texasPerson } from './fixtures';
import { computeLive } from './live-results';

// docs/product/calculator.md#bill-tab: the Double time field and the live results' hours, by the state's rule.
describe('double time in the calculator', () => {
  it('is asked for a California location only, and never for an exempt person', () => {
    const snapshot = californiaSnapshot();
    expect(doubleTimeRule(californiaShiftPerson(), snapshot)).toEqual({ stateName: 'California', after: 12 });
    expect(doubleTimeRule(texasPerson(), snapshot)).toBeNull();
    const exempt = californiaShiftPerson();
    exempt.pay.exempt = true;
    expect(doubleTimeRule(exempt, snapshot)).toBeNull();
    // Rates not loaded yet: nothing to go by, so nothing asked.
    expect(doubleTimeRule(californiaShiftPerson(), undefined)).toBeNull();
  });

  it('explains 12 h x 3 in California as 24 regular and 12 overtime hours a week, naming the rule', () => {
    const live = computeLive([californiaShiftPerson()], californiaSnapshot());
    const how = explain(live.summary!, live.persons);
    expect(how.hours.map((l) => [l.label, l.value])).toEqual([
      ['1. Warehouse associate · CA', null],
      ['California: 4 h a day past 8 are overtime', null],
      ['Regular: 312 h (24 h a week)', 312 * 25],
      ['Overtime: 156 h (12 h a week)', 156 * 37.5],
      ['Double time: 0 h (0 h a week)', 0],
    ]);
    expect(how.revenue.map((l) => [l.detail, l.value])).toEqual([
      ['312 h × $40.00', 312 * 40],
      ['156 h × $60.00 (California: 4 h a day past 8 are overtime)', 156 * 60],
    ]);
    // The revenue lines add up to the figure they explain.
    expect(how.revenue.reduce((s, l) => s + (l.value ?? 0), 0)).toBe(
      live.summary!.total_assignment_calculation.total_revenue,
    );
  });
});
