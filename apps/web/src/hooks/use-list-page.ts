import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { usePaging } from './use-paging';

/** How long typing rests before a list asks the server again. */
const TYPING_PAUSE_MS = 350;

interface Sorting<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * The state of a list searched, filtered, sorted and paged on the server (calculations, quotes): the filters
 * from their controls, the typed texts (searched once typing rests), the page and its size, the sort. Every
 * change but a page turn starts again from the first page. `locked` filters (the member page's fixed member)
 * stay whatever the controls send.
 */
export function useListPage<F extends object, T extends Record<string, string>, S extends string>({
  filters: initialFilters,
  texts: initialTexts,
  sort: initialSort,
  perPage: initialPerPage,
  page: initialPage = 1,
  locked,
}: {
  filters: F;
  texts: T;
  sort: Sorting<S>;
  perPage: number;
  page?: number;
  locked?: Partial<F>;
}) {
  const [filters, setFilters] = useState<F>({ ...initialFilters, ...locked });
  const [texts, setTexts] = useState<T>(initialTexts);
  const [typed] = useDebouncedValue(texts, TYPING_PAUSE_MS);
  const paging = usePaging(initialPerPage, initialPage);
  const { page, perPage, onPage: setPage } = paging;
  const [sort, setSort] = useState<Sorting<S>>(initialSort);

  // New typed text starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes
  useEffect(() => setPage(1), [typed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the locked filters never change on a page
  const query = useMemo(
    () => ({ filters: { ...filters, ...locked, ...typed }, page, perPage, ...sort }),
    [filters, typed, page, perPage, sort],
  );

  return {
    /** What to ask the server for. */
    query,
    filters,
    /** The texts as typed, for their inputs. */
    texts,
    setText: (name: keyof T, value: string) => setTexts((t) => ({ ...t, [name]: value })),
    onFilters: (f: F) => {
      setFilters({ ...f, ...locked });
      setPage(1);
    },
    /** For DataTable's sortable headers. */
    sorting: {
      sort,
      onSort: (s: { sort: string; order: 'asc' | 'desc' }) => {
        setSort(s as Sorting<S>);
        setPage(1);
      },
    },
    /** For the pager (DataTable, TablePager, the phone cards). */
    paging,
  };
}
