import type { ListCalculationsQuery } from '@app/contracts/calculations/list';
import type { listCalculationsRoute } from '@app/contracts/calculations/routes';
import type { CalculationStatus } from '@app/contracts/calculations/status';
import { FIRST_LIST_QUERY } from '@app/contracts/first-data';
import type { RouteQuery } from '@app/contracts/route';
import { amountParam, countSet, textParam } from '../../../lib/list-query';

type SortKey = ListCalculationsQuery['sort'];

/** The list's filters as the page holds them (strings from the inputs, null for "any"). */
export interface ListFilters {
  status: CalculationStatus | null;
  teamId: string | null;
  memberId: string | null;
  revenueMin: number | string;
  revenueMax: number | string;
  /** YYYY-MM-DD */
  date: string | null;
  search: string;
}

export const emptyFilters: ListFilters = {
  status: null,
  teamId: null,
  memberId: null,
  revenueMin: '',
  revenueMax: '',
  date: null,
  search: '',
};

export interface ListState {
  filters: ListFilters;
  page: number;
  perPage: number;
  sort: SortKey;
  order: 'asc' | 'desc';
}

/** What the list shows when opened, as the server preloads it with the page (@app/contracts/first-data). */
export const initialListState: ListState = {
  filters: emptyFilters,
  page: FIRST_LIST_QUERY.page,
  perPage: FIRST_LIST_QUERY.per_page,
  sort: FIRST_LIST_QUERY.sort,
  order: FIRST_LIST_QUERY.order,
};

/** The query string of GET /organization_team/calculations (listCalculationsQuerySchema). */
export function toListQuery(state: ListState): RouteQuery<typeof listCalculationsRoute> {
  const f = state.filters;
  return {
    page: state.page,
    per_page: state.perPage,
    sort: state.sort,
    order: state.order,
    status: f.status ?? undefined,
    team_id: f.teamId ?? undefined,
    member_id: f.memberId ?? undefined,
    revenue_min: amountParam(f.revenueMin),
    revenue_max: amountParam(f.revenueMax),
    // One day: the date filter picks the calculations created that day.
    date_from: f.date ?? undefined,
    date_to: f.date ?? undefined,
    search: textParam(f.search, 100),
  };
}

/** How many filters are set, for the "Clear filters" control. */
export function activeFilterCount(f: ListFilters): number {
  return countSet([
    f.status,
    f.teamId,
    f.memberId,
    amountParam(f.revenueMin),
    amountParam(f.revenueMax),
    f.date,
    f.search.trim() || null,
  ]);
}
