import type { CalculationResponse } from '@app/contracts/calculations/responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// POST /organization_team/calculation {id}: the individuals a quote's counts refer to (the edit form names them).
export function useQuoteCalculation(id: number, enabled: boolean) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.calculations.detail(orgId, id),
    queryFn: async () =>
      (await api.post<CalculationResponse>('/organization_team/calculation', { id })).data.calculation,
    enabled: enabled && orgId !== undefined,
  });
}
