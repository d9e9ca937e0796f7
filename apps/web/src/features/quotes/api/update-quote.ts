import type { UpdateQuoteBody } from '@app/contracts/quotes/requests';
import { updateQuoteRoute } from '@app/contracts/quotes/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateQuotes } from './invalidate';

/**
 * An edit in place (from the version last read), or with new_revision
 * the next numbered revision, the edited one kept as it was (docs/product/quotes.md#signed-quotes-and-revisions).
 */
export function useUpdateQuote() {
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: UpdateQuoteBody) => call(updateQuoteRoute, { body }),
    // Not awaited: the dialog closes on the answer, the lists and the page refresh behind it (a slow refetch
    // must not hold a saved edit's dialog open).
    onSettled: () => {
      void invalidate();
    },
  });
}
