import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type DataColumn, DataTable, type SortState } from '../../../components/data-table';
import { EmptyListText } from '../../../components/empty-list-text';
import { RowCard } from '../../../components/row-card';
import { TablePager } from '../../../components/table-pager';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import type { TableQuery } from '../../../lib/org-settings/types';

/** Server paging and sort of a table whose rows come a page at a time. */
export interface SettingsPaging {
  fetching?: boolean;
  sort: SortState;
  onSort: (sort: SortState) => void;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** 'Texas Austin' or 'Texas state-wide': how a row of a location table is named to a screen reader. */
export const locationLabel = (r: { state: string; city: string | null }) =>
  `${r.state} ${r.city ?? 'state-wide'}`;

/** A column that names the row (state, package), in the weight a name has. */
export function nameColumn<T>(
  key: string,
  header: string,
  name: (row: T) => string,
  width?: number,
): DataColumn<T> {
  return {
    key,
    header,
    width,
    render: (r) => (
      <Text size="sm" fw={500} span>
        {name(r)}
      </Text>
    ),
  };
}

/** The State and City columns that open every location table. */
export function locationColumns<T extends { state: string; city: string | null }>(): DataColumn<T>[] {
  return [
    { key: 'state', header: 'State', sortKey: 'state', render: (r) => r.state },
    {
      key: 'city',
      header: 'City',
      sortKey: 'city',
      render: (r) =>
        r.city ?? (
          <Text size="sm" c="dimmed" span>
            State-wide
          </Text>
        ),
    },
  ];
}

/** The query of a paged location table (five rows, by state) and the paging it gives the table. */
export function useLocationTableQuery() {
  const [q, setQ] = useState<TableQuery>({ page: 1, per_page: 5, sort: 'state', order: 'asc' });
  return {
    q,
    /** The State and City filters: a new filter starts again at page 1. */
    filter: (state_id: number | null, city_id: number | null) => setQ({ ...q, state_id, city_id, page: 1 }),
    paging: (total: number | undefined, fetching: boolean): SettingsPaging => ({
      fetching,
      sort: { sort: q.sort, order: q.order },
      // The columns' sort keys are the list query's (contracts' listQuerySchema).
      onSort: (s) => setQ({ ...q, sort: s.sort as TableQuery['sort'], order: s.order, page: 1 }),
      page: q.page,
      perPage: q.per_page,
      total: total ?? 0,
      onPage: (page) => setQ({ ...q, page }),
      onPerPage: (per_page) => setQ({ ...q, per_page, page: 1 }),
    }),
  };
}

/**
 * The one table of the settings tabs. On a wide screen, a table whose row actions stay pinned at the right edge
 * when the other columns scroll. On a phone (up to 48em), a card per row: the first column as its title with
 * the row actions beside it, the other columns labelled underneath, so nothing a row offers is off-screen
 * (docs/product/calculation-settings.md#on-a-phone).
 */
export function SettingsTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  pending,
  actions,
  actionsWidth = 120,
  paging,
  minWidth = 640,
  maxHeight,
}: {
  caption: string;
  /** The data columns; the first one names the row. */
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  pending: boolean;
  /** The row's buttons; return nothing for a reader who may not change it. */
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
  paging?: SettingsPaging;
  minWidth?: number;
  maxHeight?: number;
}) {
  const phone = useScreenBelow('sm');

  if (!phone) {
    const all: DataColumn<T>[] = actions
      ? [
          ...columns,
          { key: 'actions', header: '', align: 'right', width: actionsWidth, sticky: true, render: actions },
        ]
      : columns;
    return (
      <DataTable
        caption={caption}
        columns={all}
        rows={rows}
        rowKey={rowKey}
        pending={pending}
        fetching={paging?.fetching}
        sort={paging?.sort}
        onSort={paging?.onSort}
        page={paging?.page}
        perPage={paging?.perPage}
        total={paging?.total}
        onPage={paging?.onPage}
        onPerPage={paging?.onPerPage}
        minWidth={minWidth}
        maxHeight={maxHeight}
      />
    );
  }

  const [title, ...rest] = columns;
  const list = rows ?? [];
  const sortable = columns.filter((c) => c.sortKey);
  return (
    <Stack gap="sm" role="list" aria-label={caption}>
      {paging && sortable.length > 0 && (
        <Select
          label="Sort by"
          size="xs"
          maw={260}
          allowDeselect={false}
          data={sortable.flatMap((c) => [
            { value: `${c.sortKey}:asc`, label: `${c.header} (A to Z, low to high)` },
            { value: `${c.sortKey}:desc`, label: `${c.header} (Z to A, high to low)` },
          ])}
          value={`${paging.sort.sort}:${paging.sort.order}`}
          onChange={(v) => {
            const [sort, order] = (v ?? '').split(':');
            if (sort) paging.onSort({ sort, order: order === 'desc' ? 'desc' : 'asc' });
          }}
        />
      )}
      {list.length === 0 && <EmptyListText pending={pending} />}
      {list.map((row) => (
        <RowCard
          key={rowKey(row)}
          role="listitem"
          padding="sm"
          style={paging?.fetching ? { opacity: 0.6 } : undefined}
          heading={
            <Text size="sm" fw={600} component="div" style={{ minWidth: 0 }}>
              {title?.render(row)}
            </Text>
          }
          aside={
            actions && (
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {actions(row)}
              </Group>
            )
          }
        >
          {rest.length > 0 && (
            <SimpleGrid cols={rest.length === 1 ? 1 : 2} spacing="xs" verticalSpacing={6} mt={6}>
              {rest.map((c) => (
                <div key={c.key}>
                  <Text size="xs" c="dimmed">
                    {c.header}
                  </Text>
                  <Text size="sm" component="div" className={c.align === 'right' ? 'tabular' : undefined}>
                    {c.render(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
        </RowCard>
      ))}
      {paging && (
        <TablePager
          page={paging.page}
          perPage={paging.perPage}
          total={paging.total}
          onPage={paging.onPage}
          onPerPage={paging.onPerPage}
        />
      )}
    </Stack>
  );
}
