import type { StatusBody } from '@app/contracts/calculations/list';
import type { StatusResponse } from '@app/contracts/calculations/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useInvalidateCalculations } from './invalidate';

// POST /organization_team/calculation/update/status: 409 for an illegal move, 403 for a Team Member reviewing.
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (body: StatusBody) =>
      api.post<StatusResponse>('/organization_team/calculation/update/status', body),
    onSuccess: (reply) => {
      // A 200 replaces the calculation shown (docs/product/calculations.md#statuses).
      const calc = reply.data.calculation;
      queryClient.setQueryData(queryKeys.calculations.detail(orgId, calc.id), calc);
      return invalidate();
    },
  });
}
