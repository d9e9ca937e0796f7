import type { CalculationPageResponse } from '@app/contracts/calculations/responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { type ListState, toListQuery } from '../utils/list-params';

// GET /organization_team/calculations: filtered, searched, sorted and paged on the server.
export const calculationsQueryOptions = (orgId: number | undefined, state: ListState) => {
  const query = toListQuery(state);
  return queryOptions({
    queryKey: queryKeys.calculations.list(orgId, query),
    queryFn: async () =>
      (await api.get<CalculationPageResponse>('/organization_team/calculations', query)).data,
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
    // A page read moments ago (the preload that left with the HTML) is not asked for again on mount; this
    // organisation's own changes invalidate it at once (api/invalidate.ts).
    staleTime: 5_000,
  });
};

export function useCalculations(state: ListState) {
  return useQuery(calculationsQueryOptions(useOrgId(), state));
}
