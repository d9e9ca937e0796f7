import { type PersonWire, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  calculate,
  type LocationRates,
  type Person,
  type RateSnapshot,
  type StipendNumbers,
  type SummedFigures,
  stipend,
  sumResults,
  toStipendFigures,
  toSummedFigures,
} from '@app/engine';

/** The rate snapshot stored with a calculation (the API's StoredSnapshot), keyed by `${stateId}:${cityId}`. */
export interface StoredSnapshot {
  rates: RateSnapshot;
  locations: Record<string, Omit<LocationRates, 'workersComp'> & { sutaRateMissing?: boolean }>;
}

/** One person at one work location, priced unrounded so any selection sums exactly like the server. */
export interface PricedLocation {
  person: number;
  stateId: string;
  stateCode: string;
  result: CalculationResult;
}

const locationKey = (stateId: number | string, cityId: number | string | null | undefined) =>
  `${stateId}:${cityId ?? ''}`;

function ratesFor(snapshot: StoredSnapshot, person: Person, i: number): LocationRates {
  const loc = person.locations[i]!;
  const rates = snapshot.locations[locationKey(loc.stateId, loc.cityId)];
  if (!rates) throw new Error(`The snapshot misses location ${loc.stateId}:${loc.cityId}`);
  const { sutaRateMissing: _missing, ...rest } = rates;
  return { ...rest, workersComp: loc.workersComp };
}

/**
 * Re-runs the engine over the stored inputs with the stored rate snapshot: the same computation the server
 * did on save (apps/api calculations/compute.ts), so summing everything reproduces the stored summary.
 * Identical entries ("N employees" are N copies) are priced once.
 */
export function pricePersons(personList: PersonWire[], snapshot: StoredSnapshot): PricedLocation[][] {
  const cache = new Map<string, PricedLocation[]>();
  return personList.map((wire, index) => {
    const key = JSON.stringify(wire);
    let priced = cache.get(key);
    if (!priced) {
      const person = toPerson(wire);
      priced = person.locations.map((loc, i) => {
        const rates = ratesFor(snapshot, person, i);
        return {
          person: index,
          stateId: String(loc.stateId),
          stateCode: rates.stateCode,
          result: calculate(person, rates, snapshot.rates),
        };
      });
      cache.set(key, priced);
    }
    return priced.map((p) => ({ ...p, person: index }));
  });
}

export interface Selection {
  persons: number[];
  states: string[];
}

/** The (person, location) results inside the selection, in the server's order. */
function selectedResults(priced: PricedLocation[][], selection: Selection): CalculationResult[] {
  const persons = new Set(selection.persons);
  const states = new Set(selection.states);
  return priced
    .flat()
    .filter((p) => persons.has(p.person) && states.has(p.stateId))
    .map((p) => p.result);
}

/** The selection summed from unrounded figures and rounded once; null when nothing falls inside it. */
export function sumSelection(priced: PricedLocation[][], selection: Selection): SummedFigures | null {
  const results = selectedResults(priced, selection);
  return results.length ? toSummedFigures(sumResults(results)) : null;
}

/** Each selected person's own figures (their selected locations summed), for the per-person charts. */
export function personFigures(
  priced: PricedLocation[][],
  selection: Selection,
): { person: number; figures: SummedFigures }[] {
  const out: { person: number; figures: SummedFigures }[] = [];
  for (const person of selection.persons) {
    const figures = sumSelection(priced, { persons: [person], states: selection.states });
    if (figures) out.push({ person, figures });
  }
  return out;
}

/** The stipend modal's figures for a person at their first location, with the calculation's own rates. */
export function stipendOf(wire: PersonWire, snapshot: StoredSnapshot): StipendNumbers | null {
  try {
    const person = toPerson(wire);
    if (!person.locations.length) return null;
    return toStipendFigures(stipend(person, ratesFor(snapshot, person, 0), snapshot.rates));
  } catch {
    return null;
  }
}
