import type { StipendNumbers } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { type LocationStipend, locationStipends } from '../../../lib/stipends';
import { enginePerson, pricerFor } from './live-results';
import type { PersonForm } from './person-form';

/** A discount the stipend rules accept: 0 to 100, whole or decimal (docs/product/calculator.md#pay-tab). */
export function discountError(value: unknown): string | null {
  if (value === '' || value === null || value === undefined) return 'Discount is required';
  const n = Number(value);
  if (!Number.isFinite(n)) return 'Discount must be a number';
  if (n < 0 || n > 100) return 'Discount must be between 0 and 100';
  return null;
}

export type StipendView =
  /** The person or the rates are not ready: `missing` says what the person lacks (empty while loading). */
  | { status: 'waiting'; missing: string[] }
  | {
      status: 'ready';
      locations: LocationStipend[];
      /** Sum over the locations; null while the discount is invalid (the per-day rates are still shown). */
      total: number | null;
    };

/**
 * The stipend modal's figures at each of the person's work locations, computed with the engine and the rate
 * snapshot. An invalid discount never hides the modal: the per diem rates are priced at no discount and the
 * totals that depend on the discount are withheld until it is fixed.
 */
export function stipendView(form: PersonForm, snapshot: PricingSnapshot | undefined): StipendView {
  const discountOk = discountError(form.pay.discount) === null;
  const probe: PersonForm = discountOk ? form : { ...form, pay: { ...form.pay, discount: 0 } };
  const mapped = enginePerson(probe);
  if (!mapped.ok) return { status: 'waiting', missing: mapped.missing };
  if (!snapshot) return { status: 'waiting', missing: [] };
  const { locations, total, complete } = locationStipends(pricerFor(snapshot), mapped.person);
  if (!complete) return { status: 'waiting', missing: [] };
  return { status: 'ready', locations, total: discountOk ? total : null };
}

/**
 * Per shift hidden when not a finite number; per hour hidden at 0.00, per week shown instead
 * (docs/product/calculator.md#stipend-modal-add-stipend).
 */
export const showPerShift = (s: StipendNumbers) =>
  s.stipend_per_shift !== null && Number.isFinite(s.stipend_per_shift);
export const showPerHour = (s: StipendNumbers) =>
  s.stipend_per_hour !== null && s.stipend_per_hour.toFixed(2) !== '0.00';
