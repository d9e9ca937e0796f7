import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { NamedRef, StateRef } from './org-settings/types';

// Reference data is the same for every organisation, so these keys do not start with one.
const statesQueryOptions = queryOptions({
  queryKey: ['lookups', 'states'],
  queryFn: async () => (await api.get<{ data: StateRef[] }>('/states')).data,
  staleTime: Number.POSITIVE_INFINITY,
});

const industriesQueryOptions = queryOptions({
  queryKey: ['lookups', 'industries'],
  queryFn: async () => (await api.get<{ data: NamedRef[] }>('/industries')).data,
  staleTime: Number.POSITIVE_INFINITY,
});

const citiesQueryOptions = (stateId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'cities', stateId],
    queryFn: async () => (await api.get<{ data: NamedRef[] }>('/cities', { state_id: stateId })).data,
    enabled: !!stateId,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStates = () => useQuery(statesQueryOptions);
export const useIndustries = () => useQuery(industriesQueryOptions);
export const useCities = (stateId: number | null | undefined) => useQuery(citiesQueryOptions(stateId));
