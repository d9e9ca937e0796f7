import { fromCents, toCents } from '@app/contracts/money';
import type { Person, StipendNumbers } from '@app/engine';
import type { Pricer } from '@app/pricing';

/** The stipend of a person at one work location, named by its city and state. */
export interface LocationStipend {
  /** 'Dallas, TX' (the state's code alone when the location has no city). */
  name: string;
  figures: StipendNumbers;
}

/**
 * The person's stipend at every work location, in their order, and the total over all of them: each work
 * state is a separate, parallel assignment, so the stipend is paid once per location
 * (docs/product/calculator.md#stipend-modal-add-stipend). Locations whose rates are missing are left out;
 * `complete` says whether any was.
 */
export function locationStipends(
  pricer: Pricer,
  person: Person,
): { locations: LocationStipend[]; total: number; complete: boolean } {
  const locations: LocationStipend[] = [];
  let cents = 0;
  person.locations.forEach((loc, i) => {
    const rates = pricer.rates(loc);
    if (!rates) return;
    const figures = pricer.stipend(person, i);
    locations.push({ name: [rates.city, rates.stateCode].filter(Boolean).join(', '), figures });
    cents += toCents(figures.stipend_total);
  });
  return { locations, total: fromCents(cents), complete: locations.length === person.locations.length };
}
