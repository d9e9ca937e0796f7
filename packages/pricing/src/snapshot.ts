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
