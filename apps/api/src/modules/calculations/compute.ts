import { type PersonWire, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  calculate,
  EngineInputError,
  type LocationRates,
  type Person,
  type ResultFigures,
  type SummedFigures,
  stipend,
  sumResults,
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
export type StoredPerson = PersonResults | { job_name: string; same_as: number };

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

function locationRates(snapshot: StoredSnapshot, person: Person, i: number): LocationRates {
  const loc = person.locations[i]!;
  const rates = snapshot.locations[locationKey(loc.stateId, loc.cityId)];
  if (!rates) throw new Error(`snapshot misses location ${loc.stateId}:${loc.cityId}`);
  const { sutaRateMissing: _missing, ...rest } = rates;
  return { ...rest, workersComp: loc.workersComp };
}

/** Runs the engine over every person and location; engine input errors become 400s on the person's field. */
export function computeResults(personList: PersonWire[], snapshot: StoredSnapshot): StoredResults {
  // "A job with N employees appends N copies": identical entries are priced once and counted N times.
  const unique: CalculationResult[] = [];
  const counts: number[] = [];
  // Per distinct entry: its index, the span of its results in `unique`, and its job name.
  const priced = new Map<string, { index: number; first: number; size: number; job: string }>();
  const persons = personList.map((wire, p): StoredPerson => {
    const key = JSON.stringify(wire);
    const seen = priced.get(key);
    if (seen) {
      for (let i = seen.first; i < seen.first + seen.size; i++) counts[i]! += 1;
      return { job_name: seen.job, same_as: seen.index };
    }
    const person = toPerson(wire);
    const results = person.locations.map((_, i) => priceOne(person, snapshot, i, p));
    priced.set(key, { index: p, first: unique.length, size: results.length, job: person.jobName });
    for (const result of results) {
      unique.push(result);
      counts.push(1);
    }
    return { job_name: person.jobName, locations: results.map(toResultFigures) };
  });
  const summary = toSummedFigures(sumResults(unique, counts));
  return {
    persons,
    summary,
    total_assignment_calculation: summary.total_assignment_calculation,
    base_hour_calculation: summary.base_hour_calculation,
  };
}

function priceOne(person: Person, snapshot: StoredSnapshot, i: number, p: number): CalculationResult {
  try {
    return calculate(person, locationRates(snapshot, person, i), snapshot.rates);
  } catch (err) {
    if (err instanceof EngineInputError) {
      throw AppError.validation({ [`person_list.${p}.${err.field ?? 'person'}`]: [err.message] });
    }
    throw err;
  }
}

/** The stipend modal's figures per person, for each of its locations (the first is the one shown). */
export function computeStipends(personList: PersonWire[], snapshot: StoredSnapshot) {
  return personList.map((wire) => {
    const person = toPerson(wire);
    const locations = person.locations.map((_, i) =>
      toStipendFigures(stipend(person, locationRates(snapshot, person, i), snapshot.rates)),
    );
    return { data: locations[0] ?? null, locations };
  });
}
