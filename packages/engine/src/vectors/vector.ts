import type { ResultFigures } from '../results/figures';
import type { Person } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';

/**
 * A worked example (docs/calculation-model.md#9-worked-example-vector-v1): inputs and the figures expected to the cent, each worked out by hand
 * from docs/calculation-model.md (the arithmetic sits in a comment above each vector).
 */
export interface Vector {
  name: string;
  person: Person;
  location: LocationRates;
  rates: RateSnapshot;
  /**
   * Presented figures (toResultFigures). A bare name is a total_assignment_calculation figure; otherwise a
   * dotted path into ResultFigures, with `hour.` for base_hour_calculation.
   */
  expect: Record<string, number | string | boolean | null>;
}

/** Reads a figure: a bare name from total_assignment_calculation, else a dotted path (hour. = base hour). */
export function figure(result: ResultFigures, path: string): unknown {
  const parts = path.split('.');
  if (parts.length === 1 && !(path in result)) return result.total_assignment_calculation[path as 'revenue'];
  if (parts[0] === 'hour') parts[0] = 'base_hour_calculation';
  let value: unknown = result;
  for (const part of parts) value = (value as Record<string, unknown>)?.[part];
  return value;
}
