import type { RatesResponse } from '@app/contracts/calculations/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

export interface RatesLocation {
  state_id: number;
  city_id: number | null;
  start_date: string | null;
}

/** POST /organization_team/calculation/rates: the rate snapshot a save would use now, for these locations. */
const getRates = async (locations: RatesLocation[]) =>
  (await api.post<RatesResponse>('/organization_team/calculation/rates', { locations })).data;

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
