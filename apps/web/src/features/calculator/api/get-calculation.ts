import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** The parts of data.calculation the wizard reads to edit a saved calculation. */
export interface SavedCalculation {
  id: number;
  name: string;
  status: string;
  /** Sent back with an update; a newer one on the server answers 409. */
  version: number;
  person_list: unknown[];
}

/** POST /organization_team/calculation {id}: one calculation with its inputs. */
const getCalculation = async (id: number) =>
  (await api.post<{ data: { calculation: SavedCalculation } }>('/organization_team/calculation', { id })).data
    .calculation;

const calculationQueryOptions = (orgId: number | undefined, id: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.calculator.calculation(orgId, id ?? 0),
    queryFn: () => getCalculation(id!),
    enabled: orgId !== undefined && id !== undefined,
    // The wizard edits its own copy; refetching in the background would not change the form anyway.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalculation = (id: number | undefined) => useQuery(calculationQueryOptions(useOrgId(), id));
