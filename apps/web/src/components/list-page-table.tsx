import { Paper } from '@mantine/core';
import { useScreenBelow } from '../hooks/use-screen-below';
import { type DataColumn, DataTable, type SortState } from './data-table';

/** What useListPage hands its table: the sortable headers' state and the pager's. */
interface ListControls {
  sorting: { sort: SortState; onSort: (sort: SortState) => void };
  paging: {
    page: number;
    perPage: number;
    onPage: (page: number) => void;
    onPerPage: (perPage: number) => void;
  };
}

/**
 * A list page's table (calculations, quotes): one server page of rows in a bordered card, sorted and paged by
 * the page's useListPage, with a veil over the previous page while the next one loads.
 */
export function ListPageTable<T extends { id: number }>({
  list,
  result,
  rows,
  ...table
}: {
  list: ListControls;
  /** The list query: pending until its first page, fetching while any page loads. */
  result: { data?: { total: number }; isPending: boolean; isFetching: boolean };
  rows: T[] | undefined;
  caption: string;
  columns: DataColumn<T>[];
  /** Opens a row; the row's own link is the keyboard path. */
  onRowClick: (row: T) => void;
  minWidth: number;
}) {
  // On a phone the page scrolls the rows: a second scrolling box inside the page is hard to move past.
  const phone = useScreenBelow('sm');
  return (
    <Paper withBorder radius="md">
      <DataTable
        {...table}
        rows={rows}
        rowKey={(r) => r.id}
        pending={result.isPending}
        fetching={result.isFetching}
        {...list.sorting}
        {...list.paging}
        total={result.data?.total ?? 0}
        maxHeight={phone ? null : 640}
      />
    </Paper>
  );
}
