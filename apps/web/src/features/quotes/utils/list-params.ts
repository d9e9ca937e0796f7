import type { ListQuotesQuery } from '@app/contracts/quotes/requests';
import type { listQuotesRoute } from '@app/contracts/quotes/routes';
import type { QuoteStatus } from '@app/contracts/quotes/status';
import type { RouteQuery } from '@app/contracts/route';
import { amountParam, countSet, textParam } from '../../../lib/list-query';

export type QuoteSortKey = ListQuotesQuery['sort'];

/** The quotes list's filters as the page holds them (strings from the inputs, null for "any"). */
export interface QuoteFilters {
  status: QuoteStatus | null;
  client: string;
  memberId: string | null;
  totalMin: number | string;
  totalMax: number | string;
  /** YYYY-MM-DD: the issue date. */
  date: string | null;
  search: string;
}

export const emptyQuoteFilters: QuoteFilters = {
  status: null,
  client: '',
  memberId: null,
  totalMin: '',
  totalMax: '',
  date: null,
  search: '',
};

export interface QuoteListState {
  filters: QuoteFilters;
  page: number;
  perPage: number;
  sort: QuoteSortKey;
  order: 'asc' | 'desc';
}

/** The query string of GET /organization_team/quotes (listQuotesQuerySchema). */
export function toQuoteListQuery(state: QuoteListState): RouteQuery<typeof listQuotesRoute> {
  const f = state.filters;
  return {
    page: state.page,
    per_page: state.perPage,
    sort: state.sort,
    order: state.order,
    status: f.status ?? undefined,
    client: textParam(f.client, 120),
    member_id: f.memberId ?? undefined,
    total_min: amountParam(f.totalMin),
    total_max: amountParam(f.totalMax),
    // One day: the date filter picks the quotes issued that day.
    date_from: f.date ?? undefined,
    date_to: f.date ?? undefined,
    search: textParam(f.search, 100),
  };
}

/** How many filters are set, for the "Clear filters" control. */
export function activeQuoteFilterCount(f: QuoteFilters): number {
  return countSet([
    f.status,
    f.client.trim() || null,
    f.memberId,
    amountParam(f.totalMin),
    amountParam(f.totalMax),
    f.date,
    f.search.trim() || null,
  ]);
}
