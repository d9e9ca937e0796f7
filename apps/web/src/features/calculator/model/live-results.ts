import { type PersonWire, personWireSchema, toPerson } from '@app/contracts/calculation';
import {
  type CalculationResult,
  type Person,
  type ResultFigures,
  type SummedFigures,
  toResultFigures,
} from '@app/engine';
import {
  createPricer,
  MissingLocationError,
  type PricedPerson,
  type PricingSnapshot,
  sumPersons,
} from '@app/pricing';
import type { PersonForm } from './person-form';
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
 * Prices every person in the browser with @app/pricing and the API's rate snapshot, exactly as a save would:
 * one result per (person, location), summed unrounded, each figure rounded once. Persons are priced one at a
 * time and summed after, so a caller may keep the unchanged ones and re-price only the edited person.
 */
export function computeLive(forms: PersonForm[], snapshot: PricingSnapshot | undefined): LiveResults {
  const pricer = snapshot ? createPricer(snapshot) : null;
  const priced: PricedPerson[] = [];
  const persons = forms.map((form, index): LivePerson => {
    const mapped = enginePerson(form);
    if (!mapped.ok) return { status: 'incomplete', missing: mapped.missing };
    if (!pricer) return { status: 'waiting' };
    try {
      const one = pricer.price(mapped.person, index);
      priced.push(one);
      const results = one.locations.map((l) => l.result);
      return { status: 'priced', person: mapped.person, results, figures: results.map(toResultFigures) };
    } catch (err) {
      if (err instanceof MissingLocationError) return { status: 'waiting' };
      return { status: 'incomplete', missing: [err instanceof Error ? err.message : String(err)] };
    }
  });
  return { persons, summary: sumPersons(priced) };
}
