import { listQuotesRoute } from '@app/contracts/quotes/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { type QuoteListState, toQuoteListQuery } from '../utils/list-params';

// Filtered, searched, sorted and paged on the server.
const quotesQueryOptions = (orgId: number | undefined, state: QuoteListState) => {
  const query = toQuoteListQuery(state);
  return queryOptions({
    queryKey: queryKeys.quotes.list(orgId, query),
    queryFn: async () => (await call(listQuotesRoute, { query })).data,
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });
};

export function useQuotes(state: QuoteListState) {
  return useQuery(quotesQueryOptions(useOrgId(), state));
}
