import type { CreateQuoteBody } from '@app/contracts/quotes/requests';
import type { SaveQuoteResponse } from '@app/contracts/quotes/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useInvalidateQuotes } from './invalidate';

// POST /organization_team/quote/create: the new quote's id; the page then opens /quote/{id}.
export function useCreateQuote() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) =>
      api.post<SaveQuoteResponse>('/organization_team/quote/create', body),
    onSuccess: () => {
      invalidate();
      // The calculation now has a quote (it can no longer be deleted).
      void queryClient.invalidateQueries({ queryKey: queryKeys.calculations.all(orgId) });
    },
  });
}
