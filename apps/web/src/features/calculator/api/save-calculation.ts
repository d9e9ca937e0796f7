import { createCalculationRoute, updateCalculationRoute } from '@app/contracts/calculations/routes';
import type { RouteBody } from '@app/contracts/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** A new calculation, or an update naming the id and version it edits; answers the calculation's id. */
const saveCalculation = async ({
  id,
  version,
  ...body
}: RouteBody<typeof createCalculationRoute> &
  Partial<Pick<RouteBody<typeof updateCalculationRoute>, 'id' | 'version'>>) =>
  (
    await (id
      ? call(updateCalculationRoute, { body: { id, version, ...body } })
      : call(createCalculationRoute, { body }))
  ).data.calculation;

export function useSaveCalculation() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculation,
    // Lists, the detail page and this wizard's own copy all read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.org(orgId) }),
  });
}
