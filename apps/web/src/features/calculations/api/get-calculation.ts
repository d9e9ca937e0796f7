import type { CalculationResponse } from '@app/contracts/calculations/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// POST /organization_team/calculation {id}: inputs, rate snapshot and stored results.
export const calculationQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.calculations.detail(orgId, id),
    queryFn: async () =>
      (await api.post<CalculationResponse>('/organization_team/calculation', { id })).data.calculation,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useCalculation(id: number) {
  return useQuery(calculationQueryOptions(useOrgId(), id));
}
