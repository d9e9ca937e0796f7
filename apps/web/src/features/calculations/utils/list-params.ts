import type { ListCalculationsQuery } from '@app/contracts/calculations/list';
import type { listCalculationsRoute } from '@app/contracts/calculations/routes';
import type { CalculationStatus } from '@app/contracts/calculations/status';
import { FIRST_LIST_QUERY } from '@app/contracts/first-data';
import type { RouteQuery } from '@app/contracts/route';
import {
  amountParam,
  commonFilterValues,
  commonListParams,
  countSet,
  type ListState as PagedListState,
} from '../../../lib/list-query';

/** The list's filters as the page holds them (strings from the inputs, null for "any"). */
export interface ListFilters {
  status: CalculationStatus | null;
  teamId: string | null;
  memberId: string | null;
  revenueMin: number | string;
  revenueMax: number | string;
  /** YYYY-MM-DD: the calculations created that day. */
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

export type ListState = PagedListState<ListFilters, ListCalculationsQuery['sort']>;

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
    ...commonListParams(state),
    team_id: f.teamId ?? undefined,
    revenue_min: amountParam(f.revenueMin),
    revenue_max: amountParam(f.revenueMax),
  };
}

/** How many filters are set, for the "Clear filters" control. */
export function activeFilterCount(f: ListFilters): number {
  return countSet([...commonFilterValues(f), f.teamId, amountParam(f.revenueMin), amountParam(f.revenueMax)]);
}
