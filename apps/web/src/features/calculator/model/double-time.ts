import { doubleTimeLocation, type PricingSnapshot } from '@app/pricing';
import type { PersonForm } from './person-form';
import { hasOvertime } from './to-wire';

/**
 * The double-time rule the Bill tab asks the multiplier for: an hourly, non-exempt person's first work location
 * whose state pays double time (California); null when none does. The state rules come with the location's
 * rates in the snapshot (docs/calculation-model.md#state-daily-overtime-and-double-time), so a state added to the rule data needs no
 * change here.
 */
export function doubleTimeRule(
  person: PersonForm,
  snapshot: PricingSnapshot | undefined,
): { stateName: string; after: number } | null {
  if (!snapshot || !hasOvertime(person)) return null;
  return doubleTimeLocation(person.wc_states, snapshot);
}
