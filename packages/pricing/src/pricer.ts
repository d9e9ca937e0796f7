import {
  type CalculationResult,
  calculate,
  EngineInputError,
  type LocationRates,
  type Person,
  type PersonLocation,
  type StipendNumbers,
  stipend,
  toStipendFigures,
} from '@app/engine';
import { MissingLocationError, PricingInputError } from './errors';
import { locationKey, type PricingSnapshot } from './snapshot';

/** A person priced at one work location: the rates used and the engine's unrounded result. */
export interface LocationPrice {
  rates: LocationRates;
  result: CalculationResult;
}

/** A person priced at each of their work locations, in their order. Immutable: keep it while the person is. */
export interface PricedPerson {
  person: Person;
  locations: LocationPrice[];
}

/** Prices persons against one snapshot. Keep one per snapshot: its location objects are reused. */
export interface Pricer {
  readonly snapshot: PricingSnapshot;
  /** The engine's rates at a location with the person's WC code; null when the snapshot lacks the location. */
  rates(location: PersonLocation): LocationRates | null;
  /**
   * The person at each of their locations. `index` is the person's place in the list, for errors.
   * @throws PricingInputError when the engine refuses an input; MissingLocationError when rates are missing.
   */
  price(person: Person, index: number): PricedPerson;
  /** The person at their i-th location only (`price` for one location), for callers that stream results. */
  priceAt(person: Person, index: number, i: number): LocationPrice;
  /** The stipend figures of the person at their i-th location. @throws MissingLocationError */
  stipend(person: Person, i: number): StipendNumbers;
}

export function createPricer(snapshot: PricingSnapshot): Pricer {
  // One object per distinct (location, WC code): the engine memoises a location's Decimals and per-year
  // lookups by the object's identity, so a crew at one site is prepared once, not once per person.
  const cache = new Map<string, LocationRates>();
  const rates = (loc: PersonLocation): LocationRates | null => {
    const key = locationKey(loc.stateId, loc.cityId);
    const cacheKey = `${key}|${JSON.stringify(loc.workersComp)}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const found = snapshot.locations[key];
    if (!found) return null;
    const { sutaRateMissing: _missing, ...rest } = found;
    const location = { ...rest, workersComp: loc.workersComp };
    cache.set(cacheKey, location);
    return location;
  };
  const required = (loc: PersonLocation): LocationRates => {
    const found = rates(loc);
    if (!found) throw new MissingLocationError(locationKey(loc.stateId, loc.cityId));
    return found;
  };
  const priceAt = (person: Person, index: number, i: number): LocationPrice => {
    const at = required(person.locations[i]!);
    try {
      return { rates: at, result: calculate(person, at, snapshot.rates) };
    } catch (err) {
      if (err instanceof EngineInputError) {
        throw new PricingInputError(err.message, index, err.field ?? 'person', { cause: err });
      }
      throw err;
    }
  };
  const price = (person: Person, index: number): PricedPerson => ({
    person,
    locations: person.locations.map((_, i) => priceAt(person, index, i)),
  });
  const stipendAt = (person: Person, i: number): StipendNumbers => {
    const loc = person.locations[i];
    if (!loc) throw new RangeError(`The person has no location ${i}`);
    return toStipendFigures(stipend(person, required(loc), snapshot.rates));
  };
  return { snapshot, rates, price, priceAt, stipend: stipendAt };
}
