import { type StipendNumbers, stipend, toStipendFigures } from '@app/engine';
import { enginePerson } from './live-results';
import type { PersonForm } from './person-form';
import { locationRatesFor, type RatesSnapshot } from './rates-snapshot';

/**
 * The stipend modal's figures for the person's first location (as the API's stipend call answers them),
 * computed with the engine and the rate snapshot; null until the person and the rates are ready.
 */
export function stipendFigures(form: PersonForm, snapshot: RatesSnapshot | undefined): StipendNumbers | null {
  if (!snapshot) return null;
  const mapped = enginePerson(form);
  if (!mapped.ok) return null;
  const first = mapped.person.locations[0];
  const rates = first ? locationRatesFor(snapshot, first) : null;
  if (!rates) return null;
  return toStipendFigures(stipend(mapped.person, rates, snapshot.rates));
}

/** Spec: per shift hidden when not a finite number; per hour hidden at 0.00, per week shown instead. */
export const showPerShift = (s: StipendNumbers) =>
  s.stipend_per_shift !== null && Number.isFinite(s.stipend_per_shift);
export const showPerHour = (s: StipendNumbers) =>
  s.stipend_per_hour !== null && s.stipend_per_hour.toFixed(2) !== '0.00';
