import type { QuotePageResponse } from '@app/contracts/quotes/responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { type QuoteListState, toQuoteListQuery } from '../utils/list-params';

// GET /organization_team/quotes: filtered, searched, sorted and paged on the server.
const quotesQueryOptions = (orgId: number | undefined, state: QuoteListState) => {
  const query = toQuoteListQuery(state);
  return queryOptions({
    queryKey: queryKeys.quotes.list(orgId, query),
    queryFn: async () => (await api.get<QuotePageResponse>('/organization_team/quotes', query)).data,
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });
};

export function useQuotes(state: QuoteListState) {
  return useQuery(quotesQueryOptions(useOrgId(), state));
}
