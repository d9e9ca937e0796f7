import { ratesRoute } from '@app/contracts/calculations/routes';
import type { RouteBody } from '@app/contracts/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** One location the snapshot is asked for (the contract's body). */
export type RatesLocation = RouteBody<typeof ratesRoute>['locations'][number];

/** The rate snapshot a save would use now, for these locations. */
const getRates = async (locations: RatesLocation[]) => (await call(ratesRoute, { body: { locations } })).data;

/** Refetched only when the set of locations (or a start date, which picks the per diem) changes. */
export function useRatesSnapshot(locations: RatesLocation[]) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.calculator.rates(orgId, locations),
    queryFn: () => getRates(locations),
    enabled: orgId !== undefined && locations.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
