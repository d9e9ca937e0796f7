import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { type ResultFigures, toResultFigures } from '../results/figures';
import { sumResults } from '../results/sum';
import { type SummedFigures, toSummedFigures } from '../results/summed-figures';
import { referenceLocation, referencePerson, referenceRates } from './arbitraries';
import { referenceCalculate } from './model';
import { type Flat, presentReference, presentReferenceSum, putLines } from './present';

/**
 * The engine against the exact-fraction reference (reference/model.ts, written from docs/calculation-model.md
 * alone): every presented figure of every (person, location) result and of their sum must agree to the cent.
 * A failure prints the shrunk input and the figures that differ.
 */
const RUNS = Number(process.env.REFERENCE_RUNS ?? 20_000);

const zeroSign = (value: number | null) => (value === 0 ? 0 : value);

function flattenEngine(f: ResultFigures | SummedFigures): Flat {
  const flat: Flat = {};
  const put = (section: string, record: Record<string, number | null> | null) => {
    for (const [name, value] of Object.entries(record ?? {})) flat[`${section}.${name}`] = value;
  };
  put('time', f.time);
  if ('rates' in f) put('rates', f.rates);
  put('total', f.total_assignment_calculation);
  put('hour', f.base_hour_calculation);
  flat.gross_profit_percent = f.gross_profit_percent;
  put('profitability', f.profitability);
  put('hours_taxed', f.hours_taxed);
  if ('cap_years' in f)
    f.cap_years.forEach((year, i) => {
      for (const name of [
        'taxable_wages',
        'social_security',
        'medicare',
        'futa',
        'suta',
        'futa_rate',
      ] as const)
        flat[`cap_years.${i}.${name}`] = year[name];
    });
  if ('cap_years' in f) putLines(flat, f.othercost_items, (value) => value);
  return flat;
}

/** Every figure the reference presents, with the engine's value where it differs. */
function differences(engine: Flat, reference: Flat): string[] {
  const out: string[] = [];
  for (const [name, expected] of Object.entries(reference)) {
    const actual = engine[name];
    if (zeroSign(actual ?? null) !== zeroSign(expected))
      out.push(`${name}: engine ${actual}, exact ${expected}`);
  }
  return out;
}

describe('engine against the exact-fraction reference', () => {
  it(`agrees to the cent on every presented figure (${RUNS} random inputs, two locations each, and their sum)`, () => {
    const input = fc.record({
      person: referencePerson,
      locations: fc.tuple(referenceLocation, referenceLocation),
      rates: referenceRates,
    });
    fc.assert(
      fc.property(input, ({ person, locations, rates }) => {
        const results = locations.map((location) => calculate(person, location, rates));
        const exact = locations.map((location) => referenceCalculate(person, location, rates));
        const wrong = results.flatMap((result, i) =>
          differences(flattenEngine(toResultFigures(result)), presentReference(exact[i] as never)).map(
            (d) => `location ${i + 1} ${d}`,
          ),
        );
        wrong.push(
          ...differences(flattenEngine(toSummedFigures(sumResults(results))), presentReferenceSum(exact)).map(
            (d) => `sum ${d}`,
          ),
        );
        expect(wrong).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
