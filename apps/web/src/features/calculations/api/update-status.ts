import { changeStatusRoute } from '@app/contracts/calculations/routes';
import type { RouteBody } from '@app/contracts/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useInvalidateCalculations } from './invalidate';

// 409 for an illegal move, 403 for a Team Member reviewing.
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (body: RouteBody<typeof changeStatusRoute>) => call(changeStatusRoute, { body }),
    onSuccess: (reply) => {
      // A 200 replaces the calculation shown (docs/product/calculations.md#statuses).
      const calc = reply.data.calculation;
      queryClient.setQueryData(queryKeys.calculations.detail(orgId, calc.id), calc);
      return invalidate();
    },
  });
}
