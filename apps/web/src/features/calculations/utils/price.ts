import { type PersonWire, personFromWire, toPerson } from '@app/contracts/calculation';
import type { CalculationResult, SummedFigures } from '@app/engine';
import { createPricer, type PricingSnapshot, priceEach, sumFigures } from '@app/pricing';
import { locationStipends } from '../../../lib/stipends';

/** One person at one work location, priced unrounded so any selection sums exactly like the server. */
export interface PricedLocation {
  person: number;
  stateId: string;
  stateCode: string;
  result: CalculationResult;
}

/**
 * Re-prices the stored inputs against the stored rate snapshot with @app/pricing, the path the server's save
 * took, so summing everything reproduces the stored summary. Identical entries are priced once.
 */
export function pricePersons(personList: PersonWire[], snapshot: PricingSnapshot): PricedLocation[][] {
  return priceEach(personList.map(personFromWire), snapshot).map((priced, index) =>
    priced.locations.map(({ rates, result }, i) => ({
      person: index,
      stateId: String(priced.person.locations[i]!.stateId),
      stateCode: rates.stateCode,
      result,
    })),
  );
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
  return sumFigures(selectedResults(priced, selection));
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

/**
 * The stipend of a person at each of their work locations and the total over all of them, with the
 * calculation's own rates (each work state is a parallel assignment that pays its own stipend).
 */
export function stipendsOf(
  wire: PersonWire,
  snapshot: PricingSnapshot,
): ReturnType<typeof locationStipends> | null {
  try {
    const person = toPerson(personFromWire(wire));
    if (!person.locations.length) return null;
    return locationStipends(createPricer(snapshot), person);
  } catch {
    return null;
  }
}
