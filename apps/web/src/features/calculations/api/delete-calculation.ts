import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateCalculations } from './invalidate';

/** data.status: 1 deleted; 0 refused because a quotation exists. */
export interface DeleteReply {
  data: { status: number; message: string };
}

// POST /calculations/delete/:id
export function useDeleteCalculation() {
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (id: number) => api.post<DeleteReply>(`/calculations/delete/${id}`),
    onSettled: () => invalidate(),
  });
}
