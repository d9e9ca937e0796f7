import type { DeclineQuoteBody, SignQuoteBody } from '@app/contracts/quotes/requests';
import type { ClientQuotationResponse } from '@app/contracts/quotes/responses';
import { clientQuoteRoute, declineQuoteRoute, signQuoteRoute } from '@app/contracts/quotes/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The quote as the client sees it, with no session. The link's token is the only
 * key; the answer names no cost, wage, burden or margin figure (docs/product/quotes.md#client-approval-page).
 */
const clientQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.clientQuote(token),
    queryFn: async () => (await call(clientQuoteRoute, { params: { token } })).data,
    // A 404 (unknown link) or 410 (expired or replaced) is an answer, not a hiccup worth retrying.
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  });

export function useClientQuote(token: string) {
  return useQuery(clientQuoteQueryOptions(token));
}

export type ClientAnswer =
  | { kind: 'sign'; body: SignQuoteBody }
  | { kind: 'decline'; body: DeclineQuoteBody };

/** Signs or declines; the page then shows the quote from the answer. */
export function useRespondToQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ClientAnswer) =>
      answer.kind === 'sign'
        ? call(signQuoteRoute, { params: { token }, body: answer.body })
        : call(declineQuoteRoute, { params: { token }, body: answer.body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        queryKeys.clientQuote(token),
        (old: ClientQuotationResponse['data'] | undefined) =>
          old ? { ...old, quotation: reply.data.quotation } : old,
      );
    },
  });
}
