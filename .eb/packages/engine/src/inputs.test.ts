import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { EngineError } from './errors';
import { toResultFigures } from './results/figures';
import { sumResults } from './results/sum';
import { location, person, rates } from './testing/fixtures';
import type { AssignmentPeriod, Person } from './types/person';

const withPeriod = (period: AssignmentPeriod): Person =>
  person({ assignment: { ...person().assignment, period } });

describe('inputs are immutable: a changed input is priced afresh, never from a stale cache', () => {
  it('a new object with a changed field gives the new figures', () => {
    const first = person();
    const loc = location();
    const snapshot = rates();
    expect(toResultFigures(calculate(first, loc, snapshot)).total_assignment_calculation.total_revenue).toBe(
      20800,
    );
    const longer = withPeriod({ kind: 'estimate', length: '64.675', unit: 'week' });
    // 40 h x 64.675 weeks x $40 = 103,480
    expect(toResultFigures(calculate(longer, loc, snapshot)).total_assignment_calculation.total_revenue).toBe(
      103480,
    );
  });

  it('the same objects cannot be changed after a first calculate, so they cannot go stale', () => {
    const p = person();
    const loc = location();
    const snapshot = rates();
    calculate(p, loc, snapshot);
    expect(() => {
      (p.assignment as { period: AssignmentPeriod }).period = {
        kind: 'estimate',
        length: '64.7',
        unit: 'week',
      };
    }).toThrow(TypeError);
    expect(() => {
      (p.pay as { rate: string }).rate = '99';
    }).toThrow(TypeError);
    expect(() => {
      (loc.suta as { ratePercent: string }).ratePercent = '9';
    }).toThrow(TypeError);
    expect(() => {
      (snapshot as { taxYear: number }).taxYear = 2026;
    }).toThrow(TypeError);
    const again = toResultFigures(calculate(p, loc, snapshot)).total_assignment_calculation;
    expect([again.total_revenue, again.regular_pay, again.suta]).toEqual([20800, 13000, 243]);
  });
});

describe('out-of-range input is refused with an EngineError, at once (never a loop)', () => {
  const refuses = (make: () => unknown, field: string | undefined) => {
    const started = performance.now();
    let error: unknown;
    try {
      make();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).field).toBe(field);
    expect((error as EngineError).code).toBe('out_of_range');
    expect(performance.now() - started).toBeLessThan(1000);
  };

  it.each([
    ['1e7 weeks', '1e7', 'week'],
    ['1e308 weeks', '1e308', 'week'],
    ['521 weeks', '521', 'week'],
    ['120.1 months', '120.1', 'month'],
    ['10.01 years', '10.01', 'year'],
    ['a negative length', '-1', 'week'],
  ] as const)('an estimated length of %s', (_name, length, unit) => {
    refuses(
      () => calculate(withPeriod({ kind: 'estimate', length, unit }), location(), rates()),
      'assignment.length',
    );
  });

  it('accepts the longest assignment in each unit: 520 weeks, 120 months, 10 years', () => {
    for (const [length, unit] of [
      ['520', 'week'],
      ['120', 'month'],
      ['10', 'year'],
    ] as const) {
      const result = calculate(withPeriod({ kind: 'estimate', length, unit }), location(), rates());
      expect(result.time.weeks.toString()).toBe('520');
      expect(result.cap_years).toHaveLength(10);
    }
  });

  it.each([
    ['a start before 2000', '1999-12-31', '2000-03-01', 'assignment.startDate'],
    ['an end after 2100', '2100-06-01', '2101-01-01', 'assignment.endDate'],
    ['an end more than 10 years after the start', '2020-03-01', '2030-03-02', 'assignment.endDate'],
  ] as const)('dates with %s', (_name, startDate, endDate, field) => {
    refuses(() => calculate(withPeriod({ kind: 'dates', startDate, endDate }), location(), rates()), field);
  });

  it('accepts an end exactly 10 years after the start', () => {
    const result = calculate(
      withPeriod({ kind: 'dates', startDate: '2020-03-01', endDate: '2030-03-01' }),
      location(),
      rates(),
    );
    expect(result.time.calendar_days?.toString()).toBe('3653');
  });

  it('a non-finite number', () => {
    refuses(
      () =>
        calculate(person({ pay: { ...person().pay, rate: Number.POSITIVE_INFINITY } }), location(), rates()),
      undefined,
    );
  });

  it('more than 5 locations for a person', () => {
    const six = Array.from({ length: 6 }, () => person().locations[0]!);
    refuses(() => calculate(person({ locations: six }), location(), rates()), 'locations');
  });

  it('a sum of more than 100 persons x 5 locations', () => {
    const one = calculate(person(), location(), rates());
    expect(sumResults(Array.from({ length: 500 }, () => one)).count).toBe(500);
    refuses(() => sumResults(Array.from({ length: 501 }, () => one)), 'person_list');
  });
});

describe('workers’ comp base: the overtime premium left out is max(0, O x W x p x (k - 1))', () => {
  // A 50-hour week (10 h of overtime) for 13 weeks at $25: taxable wages = 40 x 13 x 25 + 10 x 13 x 25 x k.
  const shifts = (k: string) =>
    person({
      bill: { kind: 'bill_rate', billRate: '40', overtimeMultiplier: k },
      assignment: {
        ...person().assignment,
        schedule: { kind: 'shift', hoursPerShift: '10', shiftsPerWeek: '5' },
      },
    });
  const figures = (k: string) =>
    toResultFigures(calculate(shifts(k), location(), rates())).total_assignment_calculation;

  it('k = 1.5: WC is 2% of taxable wages less the premium 10 x 13 x 25 x 0.5 (2% x 16,250 = 325)', () => {
    const t = figures('1.5');
    expect(t.taxable_wages).toBe(17875);
    expect(t.workers_comp).toBe(325);
  });

  it('k = 0.5, below 1: nothing is left out (2% x all 14,625 of taxable wages = 292.50)', () => {
    const t = figures('0.5');
    expect(t.taxable_wages).toBe(14625);
    expect(t.workers_comp).toBe(292.5);
  });
});
