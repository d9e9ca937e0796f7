import { getCalculationRoute } from '@app/contracts/calculations/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// The individuals a quote's counts refer to (the edit form names them).
export function useQuoteCalculation(id: number, enabled: boolean) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.calculations.detail(orgId, id),
    queryFn: async () => (await call(getCalculationRoute, { body: { id } })).data.calculation,
    enabled: enabled && orgId !== undefined,
  });
}
