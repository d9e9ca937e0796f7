import { MAX_COMPANY_NAME_LENGTH } from '@app/contracts/quotes/limits';
import type { ListQuotesQuery } from '@app/contracts/quotes/requests';
import type { listQuotesRoute } from '@app/contracts/quotes/routes';
import type { QuoteStatus } from '@app/contracts/quotes/status';
import type { RouteQuery } from '@app/contracts/route';
import {
  amountParam,
  commonFilterValues,
  commonListParams,
  countSet,
  type ListState,
  textParam,
} from '../../../lib/list-query';

export type QuoteSortKey = ListQuotesQuery['sort'];

/** The quotes list's filters as the page holds them (strings from the inputs, null for "any"). */
export interface QuoteFilters {
  status: QuoteStatus | null;
  client: string;
  memberId: string | null;
  totalMin: number | string;
  totalMax: number | string;
  /** YYYY-MM-DD: the quotes issued that day. */
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

export type QuoteListState = ListState<QuoteFilters, QuoteSortKey>;

/** The query string of GET /organization_team/quotes (listQuotesQuerySchema). */
export function toQuoteListQuery(state: QuoteListState): RouteQuery<typeof listQuotesRoute> {
  const f = state.filters;
  return {
    ...commonListParams(state),
    client: textParam(f.client, MAX_COMPANY_NAME_LENGTH),
    total_min: amountParam(f.totalMin),
    total_max: amountParam(f.totalMax),
  };
}

/** How many filters are set, for the "Clear filters" control. */
export function activeQuoteFilterCount(f: QuoteFilters): number {
  return countSet([
    ...commonFilterValues(f),
    f.client.trim() || null,
    amountParam(f.totalMin),
    amountParam(f.totalMax),
  ]);
}
