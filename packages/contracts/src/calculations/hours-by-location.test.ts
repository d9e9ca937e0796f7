import { calculate, toResultFigures } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { parseCalcFile } from '../calculation/calc-file';
import { texasWire, wirePerson } from '../calculation/wire-fixtures';
import { locationHours } from './hours-by-location';

const california = {
  state: 'CA',
  state_id: '5',
  suta_rate: '3.4',
  suta_wage_bases: { '2025': 7000 },
  overtime_rule: {
    state_name: 'California',
    daily_overtime_after: '8',
    daily_doubletime_after: '12',
    seventh_day: true,
  },
};

/** 13 weeks of `hours` x 3 shifts at $20 pay and $30 bill, priced by the engine at one location. */
function figures(location: object, hours: string) {
  const person = wirePerson({ pay: '20', bill: '30', sites: [[location === texasWire ? 48 : 5, 1]] });
  const parsed = parseCalcFile({
    tax_year: 2025,
    person: {
      ...person,
      assignment: { ...person.assignment, shadule: 'shift', work_shadule: hours, shift_per_week: '3' },
    },
    location,
    rates: { healthcare_packages: [], cost_items: [], always_accrue: false, sales_tax_exempt_all: false },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const { person: p, locations, rates } = parsed.value;
  return toResultFigures(calculate(p, locations[0]!, rates));
}

// docs/product/calculations.md#hours-by-location
describe('hours by location', () => {
  it('splits California’s 14 h x 3 into regular, overtime and double time that add up', () => {
    const h = locationHours(figures(california, '14'));
    expect(
      h.rows.map((r) => [r.label, r.per_week, r.hours, r.pay_rate, r.pay, r.bill_rate, r.revenue]),
    ).toEqual([
      ['Regular', 24, 312, 20, 6240, 30, 9360],
      ['Overtime', 12, 156, 30, 4680, 45, 7020],
      ['Double time', 6, 78, 40, 3120, 60, 4680],
    ]);
    expect(h.total).toEqual({ hours: 546, per_week: 42, pay: 14040, revenue: 21060 });
    expect(h.rule).toMatch(/^California: /);
  });

  it('shows a double-time row at 0 h where the state pays double time, and none in Texas', () => {
    expect(locationHours(figures(california, '12')).rows.map((r) => [r.kind, r.hours])).toEqual([
      ['regular', 312],
      ['overtime', 156],
      ['doubletime', 0],
    ]);
    const texas = locationHours(figures(texasWire, '12'));
    expect(texas.rows.map((r) => [r.kind, r.hours])).toEqual([['regular', 468]]);
    expect(texas.rule).toBe('Federal rule: hours past 40 a week are overtime');
  });
});
