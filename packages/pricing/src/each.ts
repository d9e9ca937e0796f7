import { type PlainPerson, toPerson } from '@app/contracts/calculation';
import { identicalEntries } from './identical';
import { createPricer, type PricedPerson } from './pricer';
import type { PricingSnapshot } from './snapshot';

/**
 * Every entry of a person list priced, unrounded, so that any selection of (person, location) results can be
 * summed exactly like the stored summary. Identical entries are priced once and share one `PricedPerson`.
 * @throws PricingInputError or MissingLocationError.
 */
export function priceEach(personList: readonly PlainPerson[], snapshot: PricingSnapshot): PricedPerson[] {
  const { first } = identicalEntries(personList);
  const pricer = createPricer(snapshot);
  const out: PricedPerson[] = [];
  personList.forEach((plain, p) => {
    const same = first[p]!;
    out.push(same === p ? pricer.price(toPerson(plain), p) : out[same]!);
  });
  return out;
}
