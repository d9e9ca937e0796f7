import { type PersonWire, toPerson } from '@app/contracts/calculation';
import { identicalEntries } from './identical';
import { createPricer, type PricedPerson } from './pricer';
import type { PricingSnapshot } from './snapshot';

/**
 * Every entry of a person list priced, unrounded, so that any selection of (person, location) results can be
 * summed exactly like the stored summary. Identical entries are priced once and share one `PricedPerson`.
 * @throws PricingInputError or MissingLocationError.
 */
export function priceEach(personList: readonly PersonWire[], snapshot: PricingSnapshot): PricedPerson[] {
  const { first } = identicalEntries(personList);
  const pricer = createPricer(snapshot);
  const out: PricedPerson[] = [];
  personList.forEach((wire, p) => {
    const same = first[p]!;
    out.push(same === p ? pricer.price(toPerson(wire), p) : out[same]!);
  });
  return out;
}
