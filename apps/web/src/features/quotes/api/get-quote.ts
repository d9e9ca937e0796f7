import type { QuotationResponse } from '@app/contracts/quotes/responses';
import { getQuotationRoute, quoteEventsRoute } from '@app/contracts/quotes/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// The quote as its organisation sees it.
const quoteQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.detail(orgId, id),
    queryFn: async () =>
      // By id the answer is the organisation's view (by uuid it would be the client's).
      ((await call(getQuotationRoute, { body: { id } })) as QuotationResponse).data.quotation,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useQuote(id: number) {
  return useQuery(quoteQueryOptions(useOrgId(), id));
}

// The quote's history, oldest first.
const eventsQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.events(orgId, id),
    queryFn: async () => (await call(quoteEventsRoute, { params: { id } })).data.events,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useQuoteEvents(id: number) {
  return useQuery(eventsQueryOptions(useOrgId(), id));
}
