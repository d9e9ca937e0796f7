import { getCalculationRoute } from '@app/contracts/calculations/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** One calculation with its inputs (the wizard edits those). */
const getCalculation = async (id: number) =>
  (await call(getCalculationRoute, { body: { id } })).data.calculation;

const calculationQueryOptions = (orgId: number | undefined, id: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.calculator.calculation(orgId, id ?? 0),
    queryFn: () => getCalculation(id!),
    enabled: orgId !== undefined && id !== undefined,
    // The wizard edits its own copy; refetching in the background would not change the form anyway.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalculation = (id: number | undefined) => useQuery(calculationQueryOptions(useOrgId(), id));
