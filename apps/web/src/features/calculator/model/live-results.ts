import { personWireSchema, toPerson } from '@app/contracts/calculation';
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
  type Pricer,
  type PricingSnapshot,
  sumFigures,
} from '@app/pricing';
import { untickedCostSections, withoutUntickedSections } from './cost-sections';
import type { PersonForm } from './person-form';
import { toPersonWire } from './to-wire';

export type LivePerson =
  | {
      status: 'priced';
      person: Person;
      results: CalculationResult[];
      figures: ResultFigures[];
      /** Other Costs sections switched on with nothing ticked: priced without them, named here. */
      pending?: string[];
    }
  /** Some inputs are still missing or wrong: the first messages say which. */
  | { status: 'incomplete'; missing: string[] }
  /** The rates of a location are still loading. */
  | { status: 'waiting' };

export interface LiveResults {
  persons: LivePerson[];
  /** Every priced (person, location) summed from unrounded figures; null when nothing is priced yet. */
  summary: SummedFigures | null;
}

const contentKeys = new WeakMap<PersonForm, string>();

/**
 * A person's content as a string: the memo key of everything derived from it, so two equal persons (a job's
 * N employees, or a value typed and typed back) share their figures. Kept per object: the wizard's form never
 * changes a person in place (hooks/use-wizard-form.ts), so a person it did not touch costs no JSON on a
 * keystroke. `key` (screen identity) and the solve-for pin are left out: they change no figure.
 */
export function contentKey(form: PersonForm): string {
  let key = contentKeys.get(form);
  if (key === undefined) {
    const { key: _key, pin: _pin, ...rest } = form;
    key = JSON.stringify(rest);
    contentKeys.set(form, key);
  }
  return key;
}

/** A small memo by content key, emptied when it grows past `limit` (old persons' entries go with it). */
function memo<T>(limit: number) {
  const map = new Map<string, T>();
  return (key: string, make: () => T): T => {
    const hit = map.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    if (map.size >= limit) map.clear();
    map.set(key, value);
    return value;
  };
}

type Mapped = { ok: true; person: Person } | { ok: false; missing: string[] };
const mappedMemo = memo<Mapped>(2000);

/** A person the API would accept, as the engine's Person (the same schema and mapping the API runs). */
export function enginePerson(form: PersonForm, key = contentKey(form)): Mapped {
  return mappedMemo(key, () => {
    const parsed = personWireSchema.safeParse(toPersonWire(form));
    if (!parsed.success) {
      const missing = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      return { ok: false, missing };
    }
    return { ok: true, person: toPerson(parsed.data) };
  });
}

const pricers = new WeakMap<PricingSnapshot, Pricer>();
/** One pricer per snapshot: it keeps the prepared locations between keystrokes. */
export function pricerFor(snapshot: PricingSnapshot): Pricer {
  let pricer = pricers.get(snapshot);
  if (!pricer) {
    pricer = createPricer(snapshot);
    pricers.set(snapshot, pricer);
  }
  return pricer;
}

type Priced = { live: LivePerson; priced: PricedPerson | null };
const pricedMemos = new WeakMap<PricingSnapshot, ReturnType<typeof memo<Priced>>>();

function pricePerson(form: PersonForm, index: number, snapshot: PricingSnapshot | undefined): Priced {
  // An Other Costs section switched on with nothing ticked adds nothing: the figures stay, and the card names
  // the section that still needs a choice (docs/product/calculator.md#other-costs-tab).
  const unticked = untickedCostSections(form);
  const priced = priceComplete(withoutUntickedSections(form, unticked), index, snapshot);
  if (unticked.length === 0) return priced;
  const pending = unticked.map((u) => u.message);
  const { live } = priced;
  if (live.status === 'priced') return { ...priced, live: { ...live, pending } };
  if (live.status === 'incomplete')
    return { ...priced, live: { ...live, missing: [...live.missing, ...pending] } };
  return priced;
}

function priceComplete(form: PersonForm, index: number, snapshot: PricingSnapshot | undefined): Priced {
  const key = contentKey(form);
  const mapped = enginePerson(form, key);
  if (!mapped.ok) return { live: { status: 'incomplete', missing: mapped.missing }, priced: null };
  if (!snapshot) return { live: { status: 'waiting' }, priced: null };
  let memoOf = pricedMemos.get(snapshot);
  if (!memoOf) {
    memoOf = memo<Priced>(2000);
    pricedMemos.set(snapshot, memoOf);
  }
  return memoOf(key, () => {
    try {
      const one = pricerFor(snapshot).price(mapped.person, index);
      const results = one.locations.map((l) => l.result);
      const figures = results.map(toResultFigures);
      return { live: { status: 'priced', person: mapped.person, results, figures }, priced: one };
    } catch (err) {
      if (err instanceof MissingLocationError) return { live: { status: 'waiting' }, priced: null };
      const missing = [err instanceof Error ? err.message : String(err)];
      return { live: { status: 'incomplete', missing }, priced: null };
    }
  });
}

/**
 * Prices every person in the browser with @app/pricing and the API's rate snapshot, exactly as a save would:
 * one result per (person, location), summed unrounded, each figure rounded once. Each person is priced once
 * per content and snapshot (memoised), so a keystroke re-prices only the person being edited; identical
 * persons (a job's N employees) are priced once and counted N times.
 */
export function computeLive(forms: PersonForm[], snapshot: PricingSnapshot | undefined): LiveResults {
  const results: CalculationResult[] = [];
  const counts: number[] = [];
  const seen = new Map<PricedPerson, number>();
  const persons = forms.map((form, index): LivePerson => {
    const { live, priced } = pricePerson(form, index, snapshot);
    if (priced) {
      const at = seen.get(priced);
      if (at !== undefined) {
        for (let i = 0; i < priced.locations.length; i++) counts[at + i]! += 1;
      } else {
        seen.set(priced, results.length);
        for (const l of priced.locations) {
          results.push(l.result);
          counts.push(1);
        }
      }
    }
    return live;
  });
  return { persons, summary: sumFigures(results, counts) };
}
