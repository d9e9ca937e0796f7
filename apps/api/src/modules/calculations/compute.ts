import { type PlainPerson, toPerson } from '@app/contracts/calculation';
import {
  createPricer,
  PricingInputError,
  type PricingSnapshot,
  priceList,
  type StoredResults,
} from '@app/pricing';
import { AppError } from '../../plugins/app-error';

/** Prices the person list with @app/pricing; an input the engine refuses is a 400 on the person's field. */
export function computeResults(personList: PlainPerson[], snapshot: PricingSnapshot): StoredResults {
  try {
    return priceList(personList, snapshot);
  } catch (err) {
    if (err instanceof PricingInputError) {
      throw AppError.validation({ [`persons.${err.person}.${err.field}`]: [err.message] });
    }
    throw err;
  }
}

/** The stipend modal's figures per person, for each of its locations (the first is the one shown). */
export function computeStipends(personList: PlainPerson[], snapshot: PricingSnapshot) {
  const pricer = createPricer(snapshot);
  return personList.map((plain) => {
    const person = toPerson(plain);
    const locations = person.locations.map((_, i) => pricer.stipend(person, i));
    return { data: locations[0] ?? null, locations };
  });
}
