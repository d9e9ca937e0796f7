import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { D, type Dec } from './decimal';
import { solveBillRate } from './solve/bill-rate';
import { solvePayRate } from './solve/pay-rate';
import { withBillRate, withPayRate } from './solve/variants';
import { amount, locationArb, personArb, ratesArb } from './testing/arbitraries';
import { MONEY_FIGURES } from './types/result';

const input = fc.record({ person: personArb, location: locationArb, rates: ratesArb });
const RUNS = { numRuns: 300 };
const tiny = new D('1e-25');

describe('properties of calculate', () => {
  it('gross profit = total revenue - total project cost, and the totals add up', () => {
    fc.assert(
      fc.property(input, ({ person, location, rates }) => {
        const t = calculate(person, location, rates).total;
        expect(t.gross_profit.eq(t.total_revenue.sub(t.total_project_cost))).toBe(true);
        expect(t.total_project_cost.eq(t.total_wages.add(t.total_employers_burden))).toBe(true);
        const burden = t.employer_taxes.add(t.risk).add(t.benefits).add(t.other_costs);
        expect(t.total_employers_burden.eq(burden)).toBe(true);
        expect(t.employer_taxes.eq(t.social_security.add(t.medicare).add(t.futa).add(t.suta))).toBe(true);
      }),
      RUNS,
    );
  });

  it('never gives NaN, and no cost is negative for valid input', () => {
    fc.assert(
      fc.property(input, ({ person, location, rates }) => {
        const result = calculate(person, location, rates);
        for (const name of MONEY_FIGURES) {
          const value = result.total[name];
          expect(value.isFinite(), name).toBe(true);
          if (name !== 'gross_profit') expect(value.gte(0), `${name} = ${value}`).toBe(true);
          const hour = result.hour?.[name];
          if (hour) expect(hour.isFinite(), `hour ${name}`).toBe(true);
        }
        expect(result.gross_profit_percent.isFinite()).toBe(true);
      }),
      RUNS,
    );
  });

  it('raising the bill rate never lowers gross profit', () => {
    fc.assert(
      fc.property(input, amount(100), ({ person, location, rates }, raise) => {
        const first = calculate(person, location, rates);
        const higher = withBillRate(person, first.rates.bill_rate.add(raise));
        expect(calculate(higher, location, rates).total.gross_profit.gte(first.total.gross_profit)).toBe(
          true,
        );
      }),
      RUNS,
    );
  });

  it('never exceeds a cap: each tax is at most its rate x the sum of its cap years’ bases', () => {
    fc.assert(
      fc.property(input, ({ person, location, rates }) => {
        const result = calculate(person, location, rates);
        let ss: Dec = new D(0);
        let futa: Dec = new D(0);
        let suta: Dec | null = new D(0);
        for (const year of result.cap_years) {
          ss = ss.add(new D('0.062').mul(year.social_security_wage_base!));
          futa = futa.add(year.futa_rate.div(100).mul(year.futa_wage_base!));
          suta =
            year.suta_wage_base && suta
              ? suta.add(result.rates.suta_rate.div(100).mul(year.suta_wage_base))
              : null;
          expect(
            year.social_security.lte(new D('0.062').mul(year.social_security_wage_base!).add(tiny)),
          ).toBe(true);
        }
        expect(result.total.social_security.lte(ss.add(tiny))).toBe(true);
        expect(result.total.futa.lte(futa.add(tiny))).toBe(true);
        if (suta) expect(result.total.suta.lte(suta.add(tiny))).toBe(true);
        const taxable = result.cap_years.reduce((s, y) => s.add(y.taxable_wages), new D(0));
        expect(taxable.sub(result.total.taxable_wages).abs().lt(tiny)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('properties of the solvers', () => {
  it('a solved bill rate gives the target margin back', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: -50, max: 95 }), ({ person, location, rates }, target) => {
        const solved = solveBillRate(person, location, rates, { grossProfitPercent: target });
        if (!solved.ok) return;
        const check = calculate(withBillRate(person, solved.value), location, rates);
        expect(check.gross_profit_percent.sub(target).abs().lt('1e-20')).toBe(true);
      }),
      RUNS,
    );
  });

  it('a solved gross profit per hour comes back', () => {
    fc.assert(
      fc.property(input, amount(50), ({ person, location, rates }, target) => {
        const solved = solveBillRate(person, location, rates, { grossProfitPerHour: target });
        if (!solved.ok) return;
        const per = calculate(withBillRate(person, solved.value), location, rates).profitability
          .assignment_profit_per_hour;
        expect(per!.sub(target).abs().lt('1e-20')).toBe(true);
      }),
      RUNS,
    );
  });

  it('a solved pay rate keeps the margin, and any higher pay rate misses it', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 60 }), ({ person, location, rates }, target) => {
        const solved = solvePayRate(person, location, rates, target);
        if (!solved.ok) return;
        const bill = calculate(person, location, rates).rates.bill_rate;
        const fixed = withBillRate(person, bill);
        const at = calculate(withPayRate(fixed, solved.value), location, rates).gross_profit_percent;
        expect(at.sub(target).abs().lt('1e-18'), `${at} vs ${target}`).toBe(true);
        const above = calculate(withPayRate(fixed, solved.value.mul('1.0001').add('0.01')), location, rates);
        expect(above.gross_profit_percent.lt(target)).toBe(true);
      }),
      RUNS,
    );
  });
});
