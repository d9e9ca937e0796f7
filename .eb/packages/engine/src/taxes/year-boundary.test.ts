import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { FEDERAL_CONSTANTS } from '../constants/federal';
import { toResultFigures } from '../results/figures';
import { sumResults } from '../results/sum';
import { location, person, rates } from '../testing/fixtures';
import type { FederalTable } from '../types/rates';

/*
 * A year the reference data does not have yet is priced with the latest earlier year's figures, and the result
 * says so (docs/reference-data.md#a-year-not-in-the-data).
 *
 * Texas (SUTA 2.7% on $9,000 in 2025 and 2026; no FUTA credit reduction), p = 100, b = 140, full time,
 * 2026-12-01 to 2027-01-31: 62 calendar days, 31 in each year.
 *   T = 40 x 62 / 7 = 354.2857 h; taxable wages = 100 x 40 x 62 / 7 = 35,428.5714, 17,714.2857 a year
 *   2026 (its own figures): FUTA 0.6% x 7,000 = 42.00; SUTA 2.7% x 9,000 = 243.00
 *   2027 (none in the data: 2026's used): FUTA 0.6% x 7,000 = 42.00; SUTA 2.7% x 9,000 = 243.00
 *   FUTA 84.00, SUTA 486.00; Social Security 6.2% x 35,428.5714 = 2,196.5714 -> 2,196.57 (under both caps)
 */
const acrossNewYear = person({
  pay: { ...person().pay, rate: '100' },
  bill: { kind: 'bill_rate', billRate: '140', overtimeMultiplier: '1.5' },
  assignment: {
    period: { kind: 'dates', startDate: '2026-12-01', endDate: '2027-01-31' },
    schedule: { kind: 'full-time' },
  },
});

/*
 * FIXTURE, NOT REAL DATA: made-up 2027 figures to show that a new year's data changes that year only. They are
 * not published figures and never ship (docs/reference-data.md#adding-a-year).
 */
const FIXTURE_2027_FEDERAL: FederalTable = {
  ...FEDERAL_CONSTANTS,
  2027: { ...FEDERAL_CONSTANTS[2026]!, futaWageBase: '8000' },
};
const FIXTURE_2027_TX_SUTA_BASE = '10000';

describe('a tax year missing from the reference data', () => {
  it('prices 2027 with 2026 wage bases and reports which figures came from which year', () => {
    const result = toResultFigures(calculate(acrossNewYear, location(), rates({ taxYear: 2026 })));
    expect(result.cap_years.map((y) => [y.year, y.futa, y.suta, y.suta_wage_base])).toEqual([
      [2026, 42, 243, 9000],
      [2027, 42, 243, 9000],
    ]);
    expect(result.total_assignment_calculation.futa).toBe(84);
    expect(result.total_assignment_calculation.suta).toBe(486);
    expect(result.total_assignment_calculation.social_security).toBe(2196.57);
    expect(result.reference_fallbacks).toEqual([
      { year: 2027, used_year: 2026, figures: 'federal', state: null },
      { year: 2027, used_year: 2026, figures: 'suta_wage_base', state: 'TX' },
    ]);
  });

  /*
   * With the fixture's 2027 (FUTA base $8,000, Texas SUTA base $10,000), only the 2027 share changes:
   *   2026: FUTA 42.00, SUTA 243.00 (as before)
   *   2027: FUTA 0.6% x 8,000 = 48.00; SUTA 2.7% x 10,000 = 270.00
   *   FUTA 42 + 48 = 90.00; SUTA 243 + 270 = 513.00; Social Security unchanged (rate and base copied from 2026)
   *   employer taxes + 6 + 27 = 33.00 more, gross profit 33.00 less
   */
  it("changes only that year's figures once the year is in the data, and reports no fallback", () => {
    const before = toResultFigures(calculate(acrossNewYear, location(), rates({ taxYear: 2026 })));
    const tx2027 = location({
      suta: {
        ratePercent: '2.7',
        wageBases: { 2025: '9000', 2026: '9000', 2027: FIXTURE_2027_TX_SUTA_BASE },
      },
    });
    const after = toResultFigures(
      calculate(acrossNewYear, tx2027, rates({ taxYear: 2026, federal: FIXTURE_2027_FEDERAL })),
    );
    expect(after.cap_years[0]).toEqual(before.cap_years[0]);
    expect(after.cap_years.map((y) => [y.year, y.futa, y.suta])).toEqual([
      [2026, 42, 243],
      [2027, 48, 270],
    ]);
    const total = after.total_assignment_calculation;
    expect([total.futa, total.suta, total.social_security]).toEqual([90, 513, 2196.57]);
    expect(total.employer_taxes).toBe(
      Math.round((before.total_assignment_calculation.employer_taxes + 33) * 100) / 100,
    );
    expect(total.gross_profit).toBe(
      Math.round((before.total_assignment_calculation.gross_profit - 33) * 100) / 100,
    );
    expect(after.reference_fallbacks).toEqual([]);
  });

  it('reports nothing for an assignment inside the years the data covers', () => {
    const result = calculate(person(), location(), rates({ taxYear: 2026 }));
    expect(result.cap_years.map((y) => y.year)).toEqual([2026]);
    expect(result.reference_fallbacks).toEqual([]);
  });

  it("reports a state's missing SUTA base and FUTA credit reduction, but not a cap that applies to every year", () => {
    // California's 2026 FUTA credit reduction is announced in November 2026: until it is in the data, 2025's.
    const ca = location({
      stateCode: 'CA',
      suta: { ratePercent: '3.4', wageBases: { 2025: '7000' } },
      futaCreditReductions: { 2024: '0.9', 2025: '1.2' },
    });
    expect(calculate(person(), ca, rates({ taxYear: 2026 })).reference_fallbacks).toEqual([
      { year: 2026, used_year: 2025, figures: 'suta_wage_base', state: 'CA' },
      { year: 2026, used_year: 2025, figures: 'futa_credit_reduction', state: 'CA' },
    ]);
    // A location's own wage cap (one value for every year) and a state that never had a credit reduction.
    const ownCap = location({ suta: { ratePercent: '2.7', wageBases: { 1900: '12000' } } });
    expect(calculate(person(), ownCap, rates({ taxYear: 2026 })).reference_fallbacks).toEqual([]);
    // Before a state's first credit reduction there was none (0): no fallback either.
    const ct = location({ stateCode: 'CT', futaCreditReductions: { 2025: '0' } });
    expect(calculate(person(), ct, rates({ taxYear: 2025 })).reference_fallbacks).toEqual([]);
  });

  it('sums the fallbacks of every location once each, by year', () => {
    const tx = calculate(acrossNewYear, location(), rates({ taxYear: 2026 }));
    const ny = calculate(
      acrossNewYear,
      location({
        stateCode: 'NY',
        suta: { ratePercent: '4.1', wageBases: { 2025: '12800', 2026: '13000' } },
      }),
      rates({ taxYear: 2026 }),
    );
    expect(sumResults([tx, ny, tx]).reference_fallbacks).toEqual([
      { year: 2027, used_year: 2026, figures: 'federal', state: null },
      { year: 2027, used_year: 2026, figures: 'suta_wage_base', state: 'NY' },
      { year: 2027, used_year: 2026, figures: 'suta_wage_base', state: 'TX' },
    ]);
  });
});
