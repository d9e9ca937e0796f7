import { getCalculationRoute } from '@app/contracts/calculations/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// Inputs, rate snapshot and stored results.
export const calculationQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.calculations.detail(orgId, id),
    queryFn: async () => (await call(getCalculationRoute, { body: { id } })).data.calculation,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useCalculation(id: number) {
  return useQuery(calculationQueryOptions(useOrgId(), id));
}
