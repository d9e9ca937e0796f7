import { Box, LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { EmptyListText } from './empty-list-text';
import { TablePager } from './table-pager';

export interface DataColumn<T> {
  key: string;
  header: string;
  /** The server's sort name; absent means the column does not sort. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Stays in view at the right edge while the rest scrolls sideways (row actions). */
  sticky?: boolean;
  render: (row: T) => ReactNode;
}

/** Figures in tabular digits; a pinned column's cells keep their row's look (data-table.module.css). */
const cellClass = (c: { align?: string; sticky?: boolean }) =>
  [c.align === 'right' && 'tabular', c.sticky && classes.pinned].filter(Boolean).join(' ') || undefined;

/** One server page of a list as a feature's table or cards receive it, with the pager's callbacks. */
export interface PagedRows<T> {
  rows: T[] | undefined;
  total: number;
  page: number;
  perPage: number;
  pending: boolean;
  fetching: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export interface SortState {
  sort: string;
  order: 'asc' | 'desc';
}

/**
 * A table, server-paginated when given onPage: sticky header, sortable columns, the product's empty and loading wording
 * (docs/product/README.md#constants-used-across-areas), and a
 * loading veil over the previous page (so the layout never jumps while the next page arrives).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  pending,
  fetching,
  sort,
  onSort,
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  minWidth = 640,
  maxHeight = 520,
  caption,
  onRowClick,
}: {
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  pending: boolean;
  fetching?: boolean;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  page?: number;
  perPage?: number;
  total?: number;
  onPage?: (page: number) => void;
  onPerPage?: (perPage: number) => void;
  minWidth?: number;
  /** The height past which the rows scroll inside the table; null: none, the page scrolls them. */
  maxHeight?: number | null;
  caption?: string;
  /** Opens a row; clicks on its links, buttons and inputs keep their own meaning. */
  onRowClick?: (row: T) => void;
}) {
  const list = rows ?? [];
  const toggle = (key: string) =>
    onSort?.({ sort: key, order: sort?.sort === key && sort.order === 'asc' ? 'desc' : 'asc' });

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={!!fetching && list.length > 0}
        overlayProps={{ backgroundOpacity: 0.4, blur: 0 }}
        loaderProps={{ size: 'sm' }}
      />
      <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight ?? undefined}>
        <Table
          stickyHeader
          verticalSpacing="xs"
          highlightOnHover
          striped="even"
          aria-label={caption}
          // Rows shown while newer ones load are the previous query's: screen readers hear they are updating.
          aria-busy={!!fetching && list.length > 0}
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const active = sort?.sort === c.sortKey;
                const Icon = !active ? IconSelector : sort?.order === 'asc' ? IconChevronUp : IconChevronDown;
                return (
                  <Table.Th
                    key={c.key}
                    w={c.width}
                    ta={c.align}
                    className={c.sticky ? classes.pinned : undefined}
                    aria-sort={active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortKey && onSort ? (
                      <UnstyledButton
                        onClick={() => toggle(c.sortKey!)}
                        fw={600}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                      >
                        {c.header}
                        <Icon size={14} stroke={1.6} />
                      </UnstyledButton>
                    ) : (
                      c.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <EmptyListText pending={pending} />
                </Table.Td>
              </Table.Tr>
            )}
            {list.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                onClick={
                  onRowClick
                    ? (e) => {
                        if ((e.target as HTMLElement).closest('a, button, input, [role="dialog"]')) return;
                        onRowClick(row);
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align} className={cellClass(c)}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onPage && onPerPage && (
        <TablePager
          page={page ?? 1}
          perPage={perPage ?? list.length}
          total={total ?? list.length}
          onPage={onPage}
          onPerPage={onPerPage}
        />
      )}
    </Box>
  );
}
