import type { StipendNumbers } from '@app/engine';
import { createPricer, type PricingSnapshot } from '@app/pricing';
import { enginePerson } from './live-results';
import type { PersonForm } from './person-form';

/**
 * The stipend modal's figures for the person's first location (as the API's stipend call answers them),
 * computed with the engine and the rate snapshot; null until the person and the rates are ready.
 */
export function stipendFigures(
  form: PersonForm,
  snapshot: PricingSnapshot | undefined,
): StipendNumbers | null {
  if (!snapshot) return null;
  const mapped = enginePerson(form);
  if (!mapped.ok) return null;
  const pricer = createPricer(snapshot);
  const first = mapped.person.locations[0];
  if (!first || !pricer.rates(first)) return null;
  return pricer.stipend(mapped.person, 0);
}

/**
 * Per shift hidden when not a finite number; per hour hidden at 0.00, per week shown instead
 * (docs/product/calculator.md#stipend-modal-add-stipend).
 */
export const showPerShift = (s: StipendNumbers) =>
  s.stipend_per_shift !== null && Number.isFinite(s.stipend_per_shift);
export const showPerHour = (s: StipendNumbers) =>
  s.stipend_per_hour !== null && s.stipend_per_hour.toFixed(2) !== '0.00';
