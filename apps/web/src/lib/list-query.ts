// What the list pages searched, filtered and paged on the server (calculations, quotes) send from their controls.
import { MAX_LIST_SEARCH_LENGTH } from '@app/contracts/page-query';

/** An amount typed into a filter, or undefined while it is empty or not a number. */
export const amountParam = (v: number | string): number | undefined =>
  v === '' || v === null || Number.isNaN(Number(v)) ? undefined : Number(v);

/** Typed text, trimmed and cut to the query's limit; undefined when blank. */
export function textParam(v: string, max: number): string | undefined {
  const t = v.trim();
  return t ? t.slice(0, max) : undefined;
}

/** How many of a list's filters are set (null and undefined are "any"), for its "Clear filters" control. */
export const countSet = (values: unknown[]): number =>
  values.filter((v) => v !== null && v !== undefined).length;

/** A list page's state: its filters, the page and its size, the sort. */
export interface ListState<F, S extends string> {
  filters: F;
  page: number;
  perPage: number;
  sort: S;
  order: 'asc' | 'desc';
}

/** The filters every such list has, under the same names: status, member, one day, the search. */
interface CommonFilters<St extends string> {
  status: St | null;
  memberId: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  search: string;
}

/**
 * The query parameters every such list sends: the page, the sort and the common filters. The date filter
 * picks one whole day (from and to the same day).
 */
export function commonListParams<St extends string, S extends string>(
  state: ListState<CommonFilters<St>, S>,
) {
  const f = state.filters;
  return {
    page: state.page,
    per_page: state.perPage,
    sort: state.sort,
    order: state.order,
    status: f.status ?? undefined,
    member_id: f.memberId ?? undefined,
    date_from: f.date ?? undefined,
    date_to: f.date ?? undefined,
    search: textParam(f.search, MAX_LIST_SEARCH_LENGTH),
  };
}

/** The common filters as countSet reads them, blank search as "any". */
export const commonFilterValues = (f: CommonFilters<string>): unknown[] => [
  f.status,
  f.memberId,
  f.date,
  f.search.trim() || null,
];
