import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPageTable } from '../../components/list-page-table';
import { paths } from '../../config/paths';
import { useListPage } from '../../hooks/use-list-page';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { useCalculations } from './api/get-calculations';
import type { CalculationRow } from './api/types';
import { calculationColumns, phoneCalculationColumns } from './components/calculation-columns';
import { CalculationFilters } from './components/calculation-filters';
import { DeleteCalculationModal } from './components/delete-calculation-modal';
import { ListWalkthrough } from './components/list-walkthrough';
import { emptyFilters, initialListState } from './utils/list-params';

/**
 * /calculations: the organisation's calculations, searched, filtered, sorted and paged on the server. The member
 * page shows it too, fixed to one member in one team (`fixed`), without the page's heading.
 */
export function CalculationsPage({ fixed }: { fixed?: { memberId: number; teamId: number } } = {}) {
  const navigate = useNavigate();
  const list = useListPage({
    filters: emptyFilters,
    texts: { search: '' },
    sort: { sort: initialListState.sort, order: initialListState.order },
    page: initialListState.page,
    perPage: initialListState.perPage,
    locked: fixed ? { memberId: String(fixed.memberId), teamId: String(fixed.teamId) } : undefined,
  });
  const [deleting, setDeleting] = useState<CalculationRow | null>(null);
  const calculations = useCalculations(list.query);
  const { data } = calculations;
  const phone = useScreenBelow('sm');
  const columns = useMemo(() => (phone ? phoneCalculationColumns : calculationColumns)(setDeleting), [phone]);
  const { page, perPage, onPage } = list.paging;
  // Deleting the last row of the last page: step back to the page that still has rows.
  useEffect(() => {
    if (data && data.calculation.length === 0 && data.total > 0 && page > 1) {
      onPage(Math.ceil(data.total / perPage));
    }
  }, [data, page, perPage, onPage]);

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
          filters={list.filters}
          search={list.texts.search}
          onSearch={(v) => list.setText('search', v)}
          locked={!!fixed}
          onChange={list.onFilters}
        />
      </Paper>
      {/* Row clicks open the calculation; the title link in each row is the keyboard path. */}
      <ListPageTable
        caption="Calculations"
        columns={columns}
        list={list}
        result={calculations}
        rows={data?.calculation}
        onRowClick={(row) => navigate(paths.calculation(row.id), { state: row })}
        minWidth={phone ? 0 : 820}
      />
      <DeleteCalculationModal calculation={deleting} onClose={() => setDeleting(null)} />
      {!fixed && <ListWalkthrough listShown={data !== undefined} />}
    </Stack>
  );
}
