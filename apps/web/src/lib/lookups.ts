import { citiesRoute, industriesRoute, statesRoute } from '@app/contracts/reference/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { queryKeys } from './query-keys';

/**
 * Reference data, read once per page load (it changes only with a release): one hook and one cache entry per
 * lookup, whichever page asks. Roles are no lookup: their ids and names are constants of @app/contracts.
 */
export const statesQueryOptions = queryOptions({
  queryKey: queryKeys.lookups.states,
  queryFn: async () => (await call(statesRoute)).data,
  staleTime: Number.POSITIVE_INFINITY,
});

export const industriesQueryOptions = queryOptions({
  queryKey: queryKeys.lookups.industries,
  queryFn: async () => (await call(industriesRoute)).data,
  staleTime: Number.POSITIVE_INFINITY,
});

const citiesQueryOptions = (stateId: number | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.lookups.cities(stateId),
    queryFn: async () => (await call(citiesRoute, { query: { state_id: stateId } })).data,
    enabled: !!stateId,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStates = () => useQuery(statesQueryOptions);
export const useIndustries = () => useQuery(industriesQueryOptions);
export const useCities = (stateId: number | null | undefined) => useQuery(citiesQueryOptions(stateId));
