import { personWireSchema, toPerson } from '@app/contracts/calculation';
import { type WirePersonOptions, wirePerson } from '@app/contracts/calculation/wire-fixtures';
import { describe, expect, it } from 'vitest';
import { MissingLocationError } from './errors';
import { createPricer } from './pricer';
import { solveBillForTarget } from './solve';
import { priceList } from './stored';
import { snapshot } from './testing/fixtures';

/**
 * Worked by hand from docs/calculation-model.md. The person is vector V1 (section 9): $25 an hour, full-time
 * 13 weeks, WC 2%, no benefits or costs, so T = 520 h a location and wages 520 x 25 = 13,000; tax year 2026.
 * Nothing costs in proportion to revenue, so each location's gross profit is 520 b - its fixed cost:
 *   Dallas TX: 13,000 + SS 6.2% x 13,000 = 806 + Medicare 1.45% x 13,000 = 188.50 + FUTA 0.6% x 7,000 = 42
 *              + SUTA 2.7% x 9,000 = 243 + WC 2% x 13,000 = 260                                  = 14,539.50
 *   Los Angeles CA: 13,000 + 806 + 188.50 + FUTA (0.6% + 1.2% credit reduction) x 7,000 = 126
 *              + SUTA 3.4% x 7,000 = 238 + 260                                                 = 14,618.50
 * (Sales tax is billed on top of the invoice, not a cost: it does not move gross profit.)
 */
const DALLAS: [string, string] = ['48', '1'];
const LOS_ANGELES: [string, string] = ['6', '2'];

const v1 = (over: WirePersonOptions = {}) => toPerson(personWireSchema.parse(wirePerson(over)));
const solve = (...args: Parameters<typeof solveBillForTarget> extends [unknown, ...infer R] ? R : never) =>
  solveBillForTarget(createPricer(snapshot()), ...args);

/** The saved calculation's revenue and gross profit at a bill rate. */
function savedAt(bill: string, sites: [string, string][]) {
  const { summary } = priceList([personWireSchema.parse(wirePerson({ bill, sites }))], snapshot());
  const { total_revenue: revenue, gross_profit: profit } = summary!.total_assignment_calculation;
  return { revenue, profit };
}

describe('solving the bill for a target at one location (V1 in Dallas)', () => {
  it('fills the bill rate for a 25% margin, rounded up', () => {
    // 520 b - 14,539.50 = 25% x 520 b  =>  390 b = 14,539.50  =>  b = 37.2807...  ->  37.29
    expect(solve(v1(), 'bill_rate', { grossProfitPercent: 25 })).toEqual({ ok: true, value: '37.29' });
  });

  it('fills the markup for a 25% margin', () => {
    // (37.2807... - 25) / 25 x 100 = 49.1230...%  ->  49.13
    expect(solve(v1(), 'markup', { grossProfitPercent: 25 })).toEqual({ ok: true, value: '49.13' });
  });

  it('fills the bill rate for $10 profit per hour', () => {
    // 520 b - 14,539.50 = 10 x 520  =>  b = 19,739.50 / 520 = 37.9605...  ->  37.97
    expect(solve(v1(), 'bill_rate', { grossProfitPerHour: 10 })).toEqual({ ok: true, value: '37.97' });
  });
});

describe('solving the bill for a target across Dallas and Los Angeles', () => {
  const both = () => v1({ sites: [DALLAS, LOS_ANGELES] });

  it('fills one bill rate that gives 25% on the two locations summed', () => {
    // 1,040 b - (14,539.50 + 14,618.50 = 29,158) = 25% x 1,040 b  =>  780 b = 29,158  =>  b = 37.3820...  ->  37.39
    expect(solve(both(), 'bill_rate', { grossProfitPercent: 25 })).toEqual({ ok: true, value: '37.39' });
    // Rounded up, so the saved calculation holds the target; a cent less misses it:
    // at 37.39 revenue 1,040 x 37.39 = 38,885.60, profit 38,885.60 - 29,158 = 9,727.60 >= 25% = 9,721.40;
    // at 37.38 revenue 38,875.20, profit 9,717.20 < 25% = 9,718.80.
    expect(savedAt('37.39', [DALLAS, LOS_ANGELES])).toEqual({ revenue: 38885.6, profit: 9727.6 });
    expect(savedAt('37.38', [DALLAS, LOS_ANGELES])).toEqual({ revenue: 38875.2, profit: 9717.2 });
  });

  it('fills the markup over the pay rate for 25%', () => {
    // b = 29,158 / 780; (b - 25) / 25 x 100 = (29,158 - 19,500) / 780 x 4 = 49.5282...%  ->  49.53
    expect(solve(both(), 'markup', { grossProfitPercent: 25 })).toEqual({ ok: true, value: '49.53' });
  });

  it('fills the bill rate for $10 profit per hour over both locations’ hours', () => {
    // 1,040 b - 29,158 = 10 x 1,040  =>  b = 39,558 / 1,040 = 38.0365...  ->  38.04
    expect(solve(both(), 'bill_rate', { grossProfitPerHour: 10 })).toEqual({ ok: true, value: '38.04' });
    // At 38.04 profit 39,561.60 - 29,158 = 10,403.60 >= 10 x 1,040; at 38.03 it is 10,393.20, short of 10,400.
    expect(savedAt('38.04', [DALLAS, LOS_ANGELES]).profit).toBe(10403.6);
    expect(savedAt('38.03', [DALLAS, LOS_ANGELES]).profit).toBe(10393.2);
  });

  it('says why a target cannot be reached', () => {
    expect(solve(both(), 'bill_rate', { grossProfitPercent: 100 })).toMatchObject({
      ok: false,
      reason: 'invalid_target',
    });
    // 1,040 b - 29,158 = -40 x 1,040  =>  b = -12,442 / 1,040 < 0: no bill rate gives a loss that large.
    expect(solve(both(), 'bill_rate', { grossProfitPerHour: -40 })).toEqual({
      ok: false,
      reason: 'unreachable',
      message: 'The target cannot be reached at any bill rate',
    });
    expect(
      solve(v1({ pay: '0', sites: [DALLAS, LOS_ANGELES] }), 'markup', { grossProfitPercent: 25 }),
    ).toEqual({
      ok: false,
      reason: 'no_pay_rate',
      message: 'Markup needs a pay rate above 0',
    });
  });

  it('says which location the snapshot still lacks', () => {
    const person = v1({ sites: [DALLAS, ['36', '7']] });
    expect(() => solve(person, 'bill_rate', { grossProfitPercent: 25 })).toThrow(MissingLocationError);
  });
});
