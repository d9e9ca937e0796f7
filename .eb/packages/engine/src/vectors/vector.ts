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
  expect: Record<string, number | string | null>;
}
