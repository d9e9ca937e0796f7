import type { QuoteStatusBody } from '@app/contracts/quotes/requests';
import { updateQuoteStatusRoute } from '@app/contracts/quotes/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useInvalidateQuotes } from './invalidate';

/**
 * The page shows the server's quote from the answer, so the
 * dropdown moves only when the server accepts (docs/product/quotes.md#quote-detail-quoteid).
 */
export function useUpdateQuoteStatus() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: QuoteStatusBody) => call(updateQuoteStatusRoute, { body }),
    onSuccess: (reply) => {
      const quotation = reply.data.quotation;
      queryClient.setQueryData(queryKeys.quotes.detail(orgId, quotation.id), quotation);
    },
    onSettled: () => invalidate(),
  });
}
