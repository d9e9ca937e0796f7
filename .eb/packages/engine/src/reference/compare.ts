import fc from 'fast-check';
import { expect } from 'vitest';
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
 * A failure prints the shrunk input and the figures that differ. Two test files run half the inputs each, so
 * that the two cores share them.
 */
export const RUNS_PER_FILE = Math.ceil(Number(process.env.REFERENCE_RUNS ?? 20_000) / 2);

const zeroSign = (value: number | null) => (value === 0 ? 0 : value);

function flattenEngine(f: ResultFigures | SummedFigures): Flat {
  const flat: Flat = {
    time: f.time,
    total: f.total_assignment_calculation,
    hour: f.base_hour_calculation ?? {},
    misc: { gross_profit_percent: f.gross_profit_percent },
    profitability: f.profitability,
    hours_taxed: f.hours_taxed,
  };
  if ('rates' in f) flat.rates = f.rates;
  if ('cap_years' in f) {
    f.cap_years.forEach((year, i) => {
      const { year: _, ...figures } = year;
      flat[`cap_years.${i}`] = figures;
    });
    putLines(flat, f.othercost_items, (value) => value);
  }
  return flat;
}

/** Every figure the reference presents, with the engine's value where it differs. */
function differences(engine: Flat, reference: Flat): string[] {
  const out: string[] = [];
  for (const [name, figures] of Object.entries(reference)) {
    const actual = engine[name];
    for (const key in figures) {
      const expected = zeroSign(figures[key] ?? null);
      const value = actual?.[key];
      if (value === undefined || zeroSign(value) !== expected)
        out.push(`${name}.${key}: engine ${value}, exact ${expected}`);
    }
  }
  return out;
}

/** Prices `runs` random inputs with the engine and the reference and requires every figure to agree. */
export function agreesWithReference(runs: number): void {
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
      if (wrong.length > 0) expect(wrong).toEqual([]);
    }),
    { numRuns: runs },
  );
}
