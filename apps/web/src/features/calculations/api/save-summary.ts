import { updateCalculationRoute } from '@app/contracts/calculations/routes';
import type { RouteBody } from '@app/contracts/route';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateCalculations } from './invalidate';

// The summary modal's Save: an update that always sets New calculation.
export function useSaveSummary() {
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (body: Omit<RouteBody<typeof updateCalculationRoute>, 'status'>) =>
      call(updateCalculationRoute, { body: { ...body, status: 'New calculation' } }),
    onSuccess: () => invalidate(),
  });
}
