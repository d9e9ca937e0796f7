import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { location, person, rates } from '../testing/fixtures';
import type { CalculationResult, MoneyFigureName, MoneyFigures } from '../types/result';
import { california } from '../vectors/locations.vectors';
import { resultSum, sumResults } from './sum';
import { toSummedFigures } from './summed-figures';

/*
 * V15 a person with two locations (Texas and California), each computed in full, with a $45 background
 * check charged once at each location:
 *   Texas: V1's gross profit 6,260.50 - 45 = 6,215.50; California: V13's 6,181.50 - 45 = 6,136.50
 *   sum: revenue 20,800 x 2 = 41,600; gross profit 12,352.00; GP% 12,352 / 41,600 = 29.6923 -> 29.69
 *   other costs 45 x 2 = 90.00; hours 520 x 2 = 1,040; work days 65 x 2 = 130
 *   per hour (per hour worked) 12,352 / 1,040 = 11.8769 -> 11.88; per day 12,352 / 130 = 95.0154 -> 95.02
 *   per week (side by side) 6,215.50 / 13 + 6,136.50 / 13 = 950.1538 -> 950.15; per month / 3 each: 4,117.33
 *   base hour gross profit = 12,352 / 1,040 = 11.88; social security 806 x 2 / 1,040 = 1.55
 */
describe('sumResults: V15 a person with two locations', () => {
  const worker = person({
    otherCosts: { paymentTermsDays: '0', selections: [{ category: 'background_check', item: 'bc' }] },
  });
  const snapshot = rates({
    costItems: [
      {
        id: 'bc',
        name: 'Background check',
        option: 'flat',
        amount: '45',
        from: 'revenue',
        frequency: 'once',
      },
    ],
  });
  const results = [calculate(worker, location(), snapshot), calculate(worker, california, snapshot)];
  const sum = toSummedFigures(sumResults(results));

  it.each([
    ['count', sum.count, 2],
    ['gross profit Texas', Number(results[0]!.total.gross_profit), 6215.5],
    ['gross profit California', Number(results[1]!.total.gross_profit), 6136.5],
    ['total_revenue', sum.total_assignment_calculation.total_revenue, 41600],
    ['gross_profit', sum.total_assignment_calculation.gross_profit, 12352],
    ['gross_profit_percent', sum.gross_profit_percent, 29.69],
    ['other_costs', sum.total_assignment_calculation.other_costs, 90],
    ['social_security', sum.total_assignment_calculation.social_security, 1612],
    ['futa', sum.total_assignment_calculation.futa, 168],
    ['total hours', sum.time.total_hours, 1040],
    ['days worked', sum.time.days_worked, 130],
    ['profit per hour', sum.profitability.assignment_profit_per_hour, 11.88],
    ['profit per day', sum.profitability.assignment_profit_per_day, 95.02],
    ['profit per week', sum.profitability.assignment_profit_per_week, 950.15],
    ['profit per month', sum.profitability.assignment_profit_per_month, 4117.33],
    ['base hour gross profit', sum.base_hour_calculation?.gross_profit, 11.88],
    ['base hour social security', sum.base_hour_calculation?.social_security, 1.55],
    ['background check line', sum.othercost_items[0]?.value, 90],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('adds unrounded figures: thirds that each round down add up to a cent more', () => {
    // 100 / 3 = 33.333...; three of them round to 33.33 each (99.99 when added), but sum to 100.00.
    const third = person({
      pay: { ...person().pay, rate: '0' },
      bill: { kind: 'bill_rate', billRate: '0', overtimeMultiplier: '1.5' },
    });
    const snap = rates({
      costItems: [
        {
          id: 'x',
          name: 'Third',
          option: 'flat',
          amount: '33.333333333333333333',
          from: 'revenue',
          frequency: 'once',
        },
      ],
    });
    const withThird = {
      ...third,
      otherCosts: { paymentTermsDays: '0', selections: [{ category: 'custom' as const, item: 'x' }] },
    };
    const parts = [1, 2, 3].map(() => calculate({ ...withThird }, location(), snap));
    expect(toSummedFigures(sumResults(parts)).total_assignment_calculation.custom_cost).toBe(100);
  });

  it('is empty-safe', () => {
    const empty = toSummedFigures(sumResults([]));
    expect(empty.count).toBe(0);
    expect(empty.total_assignment_calculation.gross_profit).toBe(0);
    expect(empty.base_hour_calculation).toBeNull();
  });
});

/*
 * A crew of identical workers (a job's N employees) is priced once and counted N times: 3 copies of V1 in
 * Texas and one in California sum to exactly what adding the four results one by one gives (revenue
 * 20,800 x 4 = 83,200; count 4), every figure the same to the cent.
 */
describe('sumResults with counts', () => {
  it('equals adding each copy', () => {
    const texas = calculate(person(), location(), rates());
    const elsewhere = calculate(person(), california, rates());
    const weighted = toSummedFigures(sumResults([texas, elsewhere], [3, 1]));
    expect(weighted).toEqual(toSummedFigures(sumResults([texas, texas, texas, elsewhere])));
    expect(weighted.count).toBe(4);
    expect(weighted.total_assignment_calculation.total_revenue).toBe(83200);
  });

  it('gives the same sum when results are added as they are priced', () => {
    const texas = calculate(person(), location(), rates());
    const elsewhere = calculate(person(), california, rates());
    const sum = resultSum();
    sum.add(texas, 3);
    sum.add(elsewhere);
    const streamed = sum.finish();
    expect(toSummedFigures(streamed)).toEqual(toSummedFigures(sumResults([texas, elsewhere], [3, 1])));
    expect(streamed.count).toBe(4);
  });
});

describe('sumResults: totals in any key order', () => {
  it('sums each total by its name, not its place, when a result lists them in another order', () => {
    const worker = person();
    const results = [calculate(worker, location(), rates()), calculate(worker, california, rates())];
    const reordered = results.map((r): CalculationResult => {
      const names = Object.keys(r.total).reverse() as MoneyFigureName[];
      const total = Object.fromEntries(names.map((name) => [name, r.total[name]])) as MoneyFigures;
      return {
        ...r,
        total,
        rates: r.rates,
        hour: r.hour,
        perHourOf: (amount) => r.perHourOf(amount),
        profitability: r.profitability,
        hours_taxed: r.hours_taxed,
      };
    });
    expect(toSummedFigures(sumResults(reordered))).toEqual(toSummedFigures(sumResults(results)));
  });
});
