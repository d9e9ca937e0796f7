import { useState } from 'react';

/**
 * A pager's state, for DataTable, TablePager and the phone cards: the page and its size. A new size starts again
 * from the first page (the one on screen may not exist at the new size).
 */
export function usePaging(initialPerPage: number, initialPage = 1) {
  const [page, setPage] = useState(initialPage);
  const [perPage, setPerPage] = useState(initialPerPage);
  return {
    page,
    perPage,
    onPage: setPage,
    onPerPage: (n: number) => {
      setPerPage(n);
      setPage(1);
    },
  };
}
