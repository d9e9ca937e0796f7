import type { StateRef } from '@app/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { StateRef } from '@app/contracts/reference';

// GET /states: reference data shared by every organisation, for the State filter's names.
const statesQueryOptions = queryOptions({
  queryKey: ['reference', 'states'],
  queryFn: async () => (await api.get<{ data: StateRef[] }>('/states')).data,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useStates = () => useQuery(statesQueryOptions);
