import type { CreateQuoteBody } from '@app/contracts/quotes/requests';
import { createQuoteRoute } from '@app/contracts/quotes/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useInvalidateQuotes } from './invalidate';

// The new quote's id; the page then opens /quote/{id}.
export function useCreateQuote() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) => call(createQuoteRoute, { body }),
    onSuccess: () => {
      invalidate();
      // The calculation now has a quote (it can no longer be deleted).
      void queryClient.invalidateQueries({ queryKey: queryKeys.calculations.all(orgId) });
    },
  });
}
