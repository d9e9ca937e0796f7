import { personWireSchema, toPerson } from '@app/contracts/calculation';
import type { LocationRates, RateSnapshot } from '@app/engine';
// The engine's independent exact-fraction model of docs/calculation-model.md (not the engine, not @app/pricing):
// a journey checks what the product shows against it, never against the code that made the figures.
import { referenceCalculate } from '../../packages/engine/src/reference/model';
import { presentReferenceSum } from '../../packages/engine/src/reference/present';

/** A saved calculation as `POST /organization_team/calculation` answers it: inputs and frozen rates. */
export interface SavedInputs {
  person_list: unknown[];
  rate_snapshot: { rates: RateSnapshot; locations: Record<string, Omit<LocationRates, 'workersComp'>> };
}

/**
 * The totals (`total_assignment_calculation`) the reference model gives for the saved inputs and rates: every
 * (person, location) priced exactly, summed, each figure rounded once to the cent.
 */
export function referenceTotals(saved: SavedInputs): Record<string, number> {
  const results = saved.person_list.flatMap((wire) => {
    const person = toPerson(personWireSchema.parse(wire));
    return person.locations.map((loc) => {
      const rates = saved.rate_snapshot.locations[`${loc.stateId}:${loc.cityId ?? ''}`];
      if (!rates) throw new Error(`the snapshot lacks ${loc.stateId}:${loc.cityId}`);
      return referenceCalculate(
        person,
        { ...rates, workersComp: loc.workersComp },
        saved.rate_snapshot.rates,
      );
    });
  });
  const totals = presentReferenceSum(results).total ?? {};
  // -0 and 0 are the same amount of money.
  return Object.fromEntries(Object.entries(totals).map(([name, value]) => [name, (value ?? 0) + 0]));
}
