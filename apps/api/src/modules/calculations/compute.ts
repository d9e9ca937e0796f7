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

export interface StoredResults {
  /** One entry per person_list entry, with one result per work location. */
  persons: { job_name: string; locations: ResultFigures[] }[];
  /** Every (person, location) summed from unrounded figures. */
  summary: SummedFigures;
  total_assignment_calculation: SummedFigures['total_assignment_calculation'];
  base_hour_calculation: SummedFigures['base_hour_calculation'];
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
  const all: CalculationResult[] = [];
  // "A job with N employees appends N copies": identical entries are priced once and counted N times.
  const priced = new Map<string, { results: CalculationResult[]; figures: ResultFigures[]; job: string }>();
  const persons = personList.map((wire, p) => {
    const key = JSON.stringify(wire);
    let entry = priced.get(key);
    if (!entry) {
      const person = toPerson(wire);
      const results = person.locations.map((_, i) => priceOne(person, snapshot, i, p));
      entry = { results, figures: results.map(toResultFigures), job: person.jobName };
      priced.set(key, entry);
    }
    all.push(...entry.results);
    return { job_name: entry.job, locations: entry.figures };
  });
  const summary = toSummedFigures(sumResults(all));
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
