import type { LocationRates, PersonLocation, RateSnapshot } from '@app/engine';

/** POST /organization_team/calculation/rates answers what a save would price with, for given locations. */
export interface RatesSnapshot {
  rates: RateSnapshot;
  /** Keyed by `${stateId}:${cityId}` (the API's locationKey). */
  locations: Record<string, Omit<LocationRates, 'workersComp'> & { sutaRateMissing?: boolean }>;
}

const locationKey = (stateId: string | number, cityId: string | number | null | undefined) =>
  `${stateId}:${cityId ?? ''}`;

/** The location's rates with the person's own workers' comp code, as the API's compute does; or null. */
export function locationRatesFor(snapshot: RatesSnapshot, location: PersonLocation): LocationRates | null {
  const found = snapshot.locations[locationKey(location.stateId, location.cityId)];
  if (!found) return null;
  const { sutaRateMissing: _missing, ...rest } = found;
  return { ...rest, workersComp: location.workersComp };
}
