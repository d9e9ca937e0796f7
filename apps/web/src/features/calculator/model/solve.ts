import type { ProfitTarget } from '@app/engine';
import { MissingLocationError, type PricingSnapshot, type SolveKind, solveBillForTarget } from '@app/pricing';
import { enginePerson, pricerFor } from './live-results';
import type { PersonForm, SolvePin } from './person-form';

export type SolveAnswer = { ok: true; value: string } | { ok: false; message: string };

/**
 * The bill rate or markup that reaches a target margin % or gross profit per hour, rounded up to the cent (or
 * to 0.01%) so that the target is met, over all the person's locations. The maths is @app/pricing's
 * `solveBillForTarget`; here the form becomes the engine's person and its failures the screen's messages.
 */
export function solveFor(
  form: PersonForm,
  snapshot: PricingSnapshot,
  kind: SolveKind,
  target: ProfitTarget,
): SolveAnswer {
  // The bill itself is what is being solved, so any valid placeholder lets the person through the schema.
  const probe: PersonForm = {
    ...form,
    bill: { ...form.bill, compensation_type: 'bill_rate', bill_rate: 0 },
  };
  const mapped = enginePerson(probe);
  if (!mapped.ok) return { ok: false, message: `Complete the person first: ${mapped.missing[0]}` };
  try {
    const solved = solveBillForTarget(pricerFor(snapshot), mapped.person, kind, target);
    return solved.ok ? solved : { ok: false, message: solved.message };
  } catch (err) {
    if (err instanceof MissingLocationError) return { ok: false, message: 'Rates are still loading' };
    throw err;
  }
}

/** The engine's target of a pin. */
const pinTarget = (pin: SolvePin): ProfitTarget =>
  pin.aim === 'margin' ? { grossProfitPercent: pin.target } : { grossProfitPerHour: pin.target };

/** 'Target margin 25%' or 'Target profit per hour $10.00'. */
export const pinLabel = (pin: SolvePin) =>
  pin.aim === 'margin' ? `${pin.target}% margin` : `$${Number(pin.target).toFixed(2)} profit per hour`;

/**
 * A pinned person re-solved after a change: the value to set (null when it already holds), or why the target
 * cannot be kept any more (the caller shows it; the bill is then left as it was).
 */
export function resolvePin(
  form: PersonForm,
  snapshot: PricingSnapshot,
): { ok: true; value: number | null } | { ok: false; message: string } | null {
  const pin = form.pin;
  if (!pin) return null;
  const answer = solveFor(form, snapshot, pin.kind, pinTarget(pin));
  if (!answer.ok) return { ok: false, message: answer.message };
  const value = Number(answer.value);
  return { ok: true, value: Number(form.bill[pin.kind]) === value ? null : value };
}
