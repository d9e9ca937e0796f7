import type { QuotationResponse, QuoteEventsResponse } from '@app/contracts/quotes/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// POST /organization_team/quotation {id}: the quote as its organisation sees it.
const quoteQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.detail(orgId, id),
    queryFn: async () =>
      (await api.post<QuotationResponse>('/organization_team/quotation', { id })).data.quotation,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useQuote(id: number) {
  return useQuery(quoteQueryOptions(useOrgId(), id));
}

// GET /organization_team/quote/:id/events: the quote's history, oldest first.
const eventsQueryOptions = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.events(orgId, id),
    queryFn: async () =>
      (await api.get<QuoteEventsResponse>(`/organization_team/quote/${id}/events`)).data.events,
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export function useQuoteEvents(id: number) {
  return useQuery(eventsQueryOptions(useOrgId(), id));
}
