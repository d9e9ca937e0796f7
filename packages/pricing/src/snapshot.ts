import type { LocationRates, RateSnapshot } from '@app/engine';

/** The rates of one (state, city) pair, without the WC code (that comes with each person). */
export type LocationSnapshot = Omit<LocationRates, 'workersComp'> & {
  /** True when the organisation has not entered a SUTA rate for the state (0 is used). */
  sutaRateMissing?: boolean;
};

/**
 * Everything a person list is priced against: the organisation-wide rates and each location's rates. Stored
 * with a calculation (and a quote) so later settings edits never change it; the calculator's live results get
 * the same shape from the API's rates endpoint.
 */
export interface PricingSnapshot {
  rates: RateSnapshot;
  /** Keyed by `locationKey(stateId, cityId)`. */
  locations: Record<string, LocationSnapshot>;
}

/** The key of a (state, city) pair in `PricingSnapshot.locations`: `${stateId}:${cityId ?? ''}`. */
export const locationKey = (stateId: number | string, cityId: number | string | null | undefined) =>
  `${stateId}:${cityId ?? ''}`;

/**
 * The first of these work locations whose state pays double time, with the hours a day after which it starts
 * (docs/calculation-model.md#state-daily-overtime-and-double-time); null when none does. The rule comes with each
 * location's rates, so the calculator and the calculation's summary ask the snapshot, never a list of states.
 */
export function doubleTimeLocation(
  locations: readonly { state_id?: number | string | null; city_id?: number | string | null }[],
  snapshot: PricingSnapshot,
): { stateName: string; after: number } | null {
  for (const l of locations) {
    if (!l.state_id) continue;
    const rule = snapshot.locations[locationKey(l.state_id, l.city_id)]?.overtimeRule;
    if (rule?.dailyDoubletimeAfter != null) {
      return { stateName: rule.stateName, after: Number(rule.dailyDoubletimeAfter) };
    }
  }
  return null;
}
