import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { notify } from '../../../lib/notify';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { SptoRow, TableQuery } from '../../../lib/org-settings/types';
import { useSetOption } from '../api/sales-tax';
import { useSpto } from '../api/spto';
import { SETTINGS_TABS } from '../utils/tabs';
import { EditSptoModal } from './edit-spto-modal';
import { HistoryButton } from './history-drawer';
import { LocationFilters } from './location-filters';
import { SectionHeader } from './section-header';
import { useSettingsPage } from './settings-context';
import { TabFooter } from './tab-footer';

const tab = SETTINGS_TABS[3]!;

const cap = (h: number) =>
  h === 0 ? (
    <Text size="sm" c="dimmed" span>
      No cap
    </Text>
  ) : (
    `${h} h`
  );

/** SPTO: statutory sick leave per state and city, seeded by the server, editable per row. */
export function SptoTab() {
  const { canWrite } = useSettingsPage();
  const { data: settings } = useSettings();
  const locations = settings?.organization_settings ?? [];
  const [q, setQ] = useState<TableQuery>({ page: 1, per_page: 5, sort: 'state', order: 'asc' });
  const { data, isPending, isFetching } = useSpto(q);
  const alwaysAccrue = useSetOption('always_accrue');
  const [editing, setEditing] = useState<SptoRow | null>(null);

  const columns: DataColumn<SptoRow>[] = [
    { key: 'state', header: 'State', sortKey: 'state', render: (r) => r.state },
    {
      key: 'city',
      header: 'City',
      sortKey: 'city',
      render: (r) =>
        r.city ?? (
          <Text size="sm" c="dimmed">
            State-wide
          </Text>
        ),
    },
    {
      key: 'rate',
      header: 'Accrual Rate',
      sortKey: 'accrual_rate',
      align: 'right',
      width: 150,
      render: (r) => `1 h per ${r.accural_rate} h`,
    },
    {
      key: 'year',
      header: 'Accrual Cap Per Year',
      sortKey: 'accrual_cap_per_year',
      align: 'right',
      width: 190,
      render: (r) => cap(r.accural_cap_per_year),
    },
    {
      key: 'total',
      header: 'Total Cap',
      sortKey: 'total_cap',
      align: 'right',
      width: 120,
      render: (r) => cap(r.total_cap),
    },
    {
      key: 'edit',
      header: '',
      align: 'right',
      width: 130,
      render: (r) =>
        canWrite && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(r)}
            aria-label={`Edit SPTO ${r.state} ${r.city ?? 'state-wide'}`}
          >
            Edit SPTO
          </Button>
        ),
    },
  ];

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <SectionHeader
          title="SPTO (Sick Leave Laws)"
          hint="Accrual rate 30 means 1 hour earned per 30 hours worked; a cap of 0 means no cap."
        >
          <HistoryButton tab={tab} />
        </SectionHeader>
        <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
          <LocationFilters
            locations={locations}
            stateId={q.state_id ?? null}
            cityId={q.city_id ?? null}
            onChange={(state_id, city_id) => setQ({ ...q, state_id, city_id, page: 1 })}
          />
          <Switch
            label="Always Accrue"
            checked={settings?.options.always_accrue ?? false}
            disabled={!canWrite || !settings}
            onChange={(e) =>
              alwaysAccrue.mutate(e.currentTarget.checked, { onError: (err) => notify.error(err) })
            }
            ml={{ xs: 'auto' }}
            mb={8}
          />
        </Group>
        <DataTable
          caption="SPTO"
          columns={columns}
          rows={data?.data}
          rowKey={(r) => r.id}
          pending={isPending}
          fetching={isFetching}
          sort={{ sort: q.sort, order: q.order }}
          onSort={(s) => setQ({ ...q, ...s, page: 1 })}
          page={q.page}
          perPage={q.per_page}
          total={data?.total ?? 0}
          onPage={(page) => setQ({ ...q, page })}
          onPerPage={(per_page) => setQ({ ...q, per_page, page: 1 })}
          minWidth={760}
        />
      </Paper>
      <TabFooter tab="spto" />
      <EditSptoModal row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
