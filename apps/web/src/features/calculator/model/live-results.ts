import { type PersonWire, personWireSchema, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  calculate,
  type Person,
  type ResultFigures,
  type SummedFigures,
  sumResults,
  toResultFigures,
  toSummedFigures,
} from '@app/engine';
import type { PersonForm } from './person-form';
import { locationRatesFor, type RatesSnapshot } from './rates-snapshot';
import { toPersonWire } from './to-wire';

export type LivePerson =
  | { status: 'priced'; person: Person; results: CalculationResult[]; figures: ResultFigures[] }
  /** Some inputs are still missing or wrong: the first messages say which. */
  | { status: 'incomplete'; missing: string[] }
  /** The rates of a location are still loading. */
  | { status: 'waiting' };

export interface LiveResults {
  persons: LivePerson[];
  /** Every priced (person, location) summed from unrounded figures; null when nothing is priced yet. */
  summary: SummedFigures | null;
}

/** A person the API would accept, as the engine's Person (the same schema and mapping the API runs). */
export function enginePerson(
  form: PersonForm,
): { ok: true; person: Person } | { ok: false; missing: string[] } {
  const parsed = personWireSchema.safeParse(toPersonWire(form));
  if (!parsed.success) {
    const missing = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return { ok: false, missing };
  }
  return { ok: true, person: toPerson(parsed.data as PersonWire) };
}

/**
 * Prices every person in the browser with the engine and the API's rate snapshot, exactly as a save would:
 * one result per (person, location), summed unrounded, each figure rounded once.
 */
export function computeLive(forms: PersonForm[], snapshot: RatesSnapshot | undefined): LiveResults {
  const all: CalculationResult[] = [];
  const persons = forms.map((form): LivePerson => {
    const mapped = enginePerson(form);
    if (!mapped.ok) return { status: 'incomplete', missing: mapped.missing };
    if (!snapshot) return { status: 'waiting' };
    const results: CalculationResult[] = [];
    for (const location of mapped.person.locations) {
      const rates = locationRatesFor(snapshot, location);
      if (!rates) return { status: 'waiting' };
      try {
        results.push(calculate(mapped.person, rates, snapshot.rates));
      } catch (err) {
        return { status: 'incomplete', missing: [err instanceof Error ? err.message : String(err)] };
      }
    }
    all.push(...results);
    return { status: 'priced', person: mapped.person, results, figures: results.map(toResultFigures) };
  });
  return { persons, summary: all.length > 0 ? toSummedFigures(sumResults(all)) : null };
}
