import type { DeleteCalculationResponse } from '@app/contracts/calculations/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateCalculations } from './invalidate';

/** data.status: 1 deleted; 0 refused because a quotation exists. */
export type DeleteReply = DeleteCalculationResponse;

// POST /calculations/delete/:id
export function useDeleteCalculation() {
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (id: number) => api.post<DeleteReply>(`/calculations/delete/${id}`),
    onSettled: () => invalidate(),
  });
}
