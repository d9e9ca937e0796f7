import { deleteCalculationRoute } from '@app/contracts/calculations/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateCalculations } from './invalidate';

// Answers data.status: 1 deleted; 0 refused because a quotation exists.
export function useDeleteCalculation() {
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (id: number) => call(deleteCalculationRoute, { params: { id } }),
    onSettled: () => invalidate(),
  });
}
