import { type CalculationResult, type SummedFigures, sumResults, toSummedFigures } from '@app/engine';
import type { PricedPerson } from './pricer';

/**
 * Results summed from their unrounded figures and rounded once (totals are never sums of rounded parts);
 * `counts[i]`, where given, is how many identical persons results[i] stands for. Null when there are none.
 */
export function sumFigures(
  results: readonly CalculationResult[],
  counts?: readonly number[],
): SummedFigures | null {
  return results.length > 0 ? toSummedFigures(sumResults(results, counts)) : null;
}

/**
 * Every location of every priced person, summed. With `Pricer.price` this is the incremental path: keep each
 * person's `PricedPerson`, re-price only the one that changed, and sum again.
 */
export function sumPersons(persons: readonly PricedPerson[]): SummedFigures | null {
  return sumFigures(persons.flatMap((p) => p.locations.map((l) => l.result)));
}
