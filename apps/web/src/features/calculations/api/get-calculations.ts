import { listCalculationsRoute } from '@app/contracts/calculations/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { type ListState, toListQuery } from '../utils/list-params';

// Filtered, searched, sorted and paged on the server.
export const calculationsQueryOptions = (orgId: number | undefined, state: ListState) => {
  const query = toListQuery(state);
  return queryOptions({
    queryKey: queryKeys.calculations.list(orgId, query),
    queryFn: async () => (await call(listCalculationsRoute, { query })).data,
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
