import type { UpdateQuoteBody } from '@app/contracts/quotes/requests';
import type { SaveQuoteResponse } from '@app/contracts/quotes/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateQuotes } from './invalidate';

/**
 * POST /organization_team/quote/update: an edit in place (from the version last read), or with new_revision
 * the next numbered revision, the edited one kept as it was (docs/product/quotes.md#signed-quotes-and-revisions).
 */
export function useUpdateQuote() {
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: UpdateQuoteBody) =>
      api.post<SaveQuoteResponse>('/organization_team/quote/update', body),
    // Not awaited: the dialog closes on the answer, the lists and the page refresh behind it (a slow refetch
    // must not hold a saved edit's dialog open).
    onSettled: () => {
      void invalidate();
    },
  });
}
