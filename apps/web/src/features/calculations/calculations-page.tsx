import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { paths } from '../../config/paths';
import { useCalculations } from './api/get-calculations';
import type { CalculationRow } from './api/types';
import classes from './calculations.module.css';
import { calculationColumns } from './components/calculation-columns';
import { CalculationFilters } from './components/calculation-filters';
import { DeleteCalculationModal } from './components/delete-calculation-modal';
import { ListWalkthrough } from './components/list-walkthrough';
import {
  emptyFilters,
  initialListState,
  type ListFilters,
  type ListState,
  type SortKey,
} from './utils/list-params';

/**
 * /calculations: the organisation's calculations, searched, filtered, sorted and paged on the server. The member
 * page shows it too, fixed to one member in one team (`fixed`), without the page's heading.
 */
export function CalculationsPage({ fixed }: { fixed?: { memberId: number; teamId: number } } = {}) {
  const navigate = useNavigate();
  const lockedFilters = fixed ? { memberId: String(fixed.memberId), teamId: String(fixed.teamId) } : {};
  const [filters, setFilters] = useState<ListFilters>({ ...emptyFilters, ...lockedFilters });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 350);
  const [page, setPage] = useState(initialListState.page);
  const [perPage, setPerPage] = useState(initialListState.perPage);
  const [sort, setSort] = useState<{ sort: SortKey; order: 'asc' | 'desc' }>({
    sort: initialListState.sort,
    order: initialListState.order,
  });
  const [deleting, setDeleting] = useState<CalculationRow | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fixed member and team never change on a page
  const state: ListState = useMemo(
    () => ({ filters: { ...filters, ...lockedFilters, search: debouncedSearch }, page, perPage, ...sort }),
    [filters, debouncedSearch, page, perPage, sort],
  );
  // A new search starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced term changes
  useEffect(() => setPage(1), [debouncedSearch]);
  const { data, isPending, isFetching } = useCalculations(state);
  const columns = useMemo(() => calculationColumns(setDeleting), []);
  // Deleting the last row of the last page: step back to the page that still has rows.
  useEffect(() => {
    if (data && data.calculation.length === 0 && data.total > 0 && page > 1) {
      setPage(Math.ceil(data.total / perPage));
    }
  }, [data, page, perPage]);

  // A click anywhere on a row opens it, except on its links and buttons.
  const openRow = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, [role="dialog"]')) return;
    const link = target.closest('tr')?.querySelector<HTMLElement>('[data-calculation-id]');
    const id = Number(link?.dataset.calculationId);
    const row = data?.calculation.find((r) => r.id === id);
    if (row) navigate(paths.calculation(row.id), { state: row });
  };

  return (
    <Stack gap="md">
      {!fixed && (
        <Group justify="space-between">
          <Title order={2}>Calculations</Title>
          <Button component={Link} to={paths.calculator} leftSection={<IconPlus size={16} />}>
            New calculation
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" p="md">
        <CalculationFilters
          filters={filters}
          search={search}
          onSearch={setSearch}
          locked={!!fixed}
          onChange={(f) => {
            setFilters({ ...f, ...lockedFilters });
            setPage(1);
          }}
        />
      </Paper>
      {/* Row clicks open the calculation; the title link in each row is the keyboard path. */}
      <Paper withBorder radius="md" className={classes.rows} onClick={openRow}>
        <DataTable
          caption="Calculations"
          columns={columns}
          rows={data?.calculation}
          rowKey={(r) => r.id}
          pending={isPending}
          fetching={isFetching}
          sort={sort}
          onSort={(s) => {
            setSort(s as { sort: SortKey; order: 'asc' | 'desc' });
            setPage(1);
          }}
          page={page}
          perPage={perPage}
          total={data?.total ?? 0}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
          minWidth={820}
          maxHeight={640}
        />
      </Paper>
      <DeleteCalculationModal calculation={deleting} onClose={() => setDeleting(null)} />
      {!fixed && <ListWalkthrough listShown={data !== undefined} />}
    </Stack>
  );
}
