import type { PersonWire } from '@app/contracts/calculation';
import type { SaveCalculationResponse } from '@app/contracts/calculations/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateCalculations } from './invalidate';

// POST /organization_team/calculation/update: the summary modal's Save; it always sets New calculation.
export function useSaveSummary() {
  const invalidate = useInvalidateCalculations();
  return useMutation({
    mutationFn: (body: { id: number; version: number; name: string; person_list: PersonWire[] }) =>
      api.post<SaveCalculationResponse>('/organization_team/calculation/update', {
        ...body,
        status: 'New calculation',
      }),
    onSuccess: () => invalidate(),
  });
}
