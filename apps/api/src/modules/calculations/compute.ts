import { type PersonWire, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  calculate,
  EngineInputError,
  type LocationRates,
  type Person,
  type ResultFigures,
  resultSum,
  type SummedFigures,
  stipend,
  toResultFigures,
  toStipendFigures,
  toSummedFigures,
} from '@app/engine';
import { AppError } from '../../plugins/app-error';
import { locationKey, type StoredSnapshot } from './rate-snapshot';

export interface PersonResults {
  job_name: string;
  /** One result per work location. */
  locations: ResultFigures[];
}

/**
 * A person as stored: its figures, or, for a copy of an earlier identical person (a job's N employees), that
 * person's index. A crew of 20 identical workers stores one set of figures, not 20 (a result is about 3 KB).
 */
type StoredPerson = PersonResults | { job_name: string; same_as: number };

export interface StoredResults {
  /** One entry per person_list entry. */
  persons: StoredPerson[];
  /** Every (person, location) summed from unrounded figures. */
  summary: SummedFigures;
  total_assignment_calculation: SummedFigures['total_assignment_calculation'];
  base_hour_calculation: SummedFigures['base_hour_calculation'];
}

/** The stored results with every person's figures written out, as readers (the API, downloads) present them. */
export function expandResults(
  stored: StoredResults,
): Omit<StoredResults, 'persons'> & { persons: PersonResults[] } {
  const persons: PersonResults[] = [];
  for (const person of stored.persons) {
    persons.push(
      'same_as' in person
        ? { job_name: person.job_name, locations: persons[person.same_as]!.locations }
        : person,
    );
  }
  return { ...stored, persons };
}

type LocationCache = Map<string, LocationRates>;

/**
 * The engine's rates for a person's i-th location. One object per distinct (location, WC code), reused across
 * persons: the engine memoises a location's Decimals and per-year lookups by the object's identity, so a crew
 * at one site is prepared once, not once per person.
 */
function locationRates(
  snapshot: StoredSnapshot,
  person: Person,
  i: number,
  cache: LocationCache,
): LocationRates {
  const loc = person.locations[i]!;
  const key = locationKey(loc.stateId, loc.cityId);
  const cacheKey = `${key}|${JSON.stringify(loc.workersComp)}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const rates = snapshot.locations[key];
  if (!rates) throw new Error(`snapshot misses location ${loc.stateId}:${loc.cityId}`);
  const { sutaRateMissing: _missing, ...rest } = rates;
  const location = { ...rest, workersComp: loc.workersComp };
  cache.set(cacheKey, location);
  return location;
}

/** Runs the engine over every person and location; engine input errors become 400s on the person's field. */
export function computeResults(personList: PersonWire[], snapshot: StoredSnapshot): StoredResults {
  // "A job with N employees appends N copies": identical entries are priced once and counted N times.
  const keys = personList.map((wire) => JSON.stringify(wire));
  const copies = new Map<string, number>();
  for (const key of keys) copies.set(key, (copies.get(key) ?? 0) + 1);
  // Each result is added to the sum and presented at once, then let go: results kept until the end would
  // live through a young-generation collection and be copied into the old one (the create benchmark's tail).
  const sum = resultSum();
  const first = new Map<string, { index: number; job: string }>();
  const locations: LocationCache = new Map();
  const persons = personList.map((wire, p): StoredPerson => {
    const key = keys[p]!;
    const seen = first.get(key);
    if (seen) return { job_name: seen.job, same_as: seen.index };
    const person = toPerson(wire);
    first.set(key, { index: p, job: person.jobName });
    const figures = person.locations.map((_, i) => {
      const result = priceOne(person, locationRates(snapshot, person, i, locations), snapshot, p);
      sum.add(result, copies.get(key));
      return toResultFigures(result);
    });
    return { job_name: person.jobName, locations: figures };
  });
  const summary = toSummedFigures(sum.finish());
  return {
    persons,
    summary,
    total_assignment_calculation: summary.total_assignment_calculation,
    base_hour_calculation: summary.base_hour_calculation,
  };
}

function priceOne(
  person: Person,
  location: LocationRates,
  snapshot: StoredSnapshot,
  p: number,
): CalculationResult {
  try {
    return calculate(person, location, snapshot.rates);
  } catch (err) {
    if (err instanceof EngineInputError) {
      throw AppError.validation({ [`person_list.${p}.${err.field ?? 'person'}`]: [err.message] });
    }
    throw err;
  }
}

/** The stipend modal's figures per person, for each of its locations (the first is the one shown). */
export function computeStipends(personList: PersonWire[], snapshot: StoredSnapshot) {
  const cache: LocationCache = new Map();
  return personList.map((wire) => {
    const person = toPerson(wire);
    const locations = person.locations.map((_, i) =>
      toStipendFigures(stipend(person, locationRates(snapshot, person, i, cache), snapshot.rates)),
    );
    return { data: locations[0] ?? null, locations };
  });
}
