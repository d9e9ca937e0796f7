import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { Text } from '@mantine/core';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { SptoRow } from '../../../lib/org-settings/types';
import { useSpto } from '../api/spto';
import { EditSptoModal } from './edit-spto-modal';
import { LocationFilterBar } from './location-filters';
import { EditRowButton } from './row-actions';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { locationColumns, locationLabel, SettingsTable, useLocationTableQuery } from './settings-table';
import { TabFooter } from './tab-footer';

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
  const { q, filter, paging } = useLocationTableQuery();
  const { data, isPending, isFetching } = useSpto(q);
  const [editing, setEditing] = useState<SptoRow | null>(null);

  const columns: DataColumn<SptoRow>[] = [
    ...locationColumns<SptoRow>(),
    {
      key: 'rate',
      header: 'Accrual Rate',
      sortKey: 'accrual_rate',
      align: 'right',
      width: 150,
      render: (r) => `1 h per ${r[W.accrualRate]} h`,
    },
    {
      key: 'year',
      header: 'Accrual Cap Per Year',
      sortKey: 'accrual_cap_per_year',
      align: 'right',
      width: 190,
      render: (r) => cap(r[W.accrualCapPerYear]),
    },
    {
      key: 'total',
      header: 'Total Cap',
      sortKey: 'total_cap',
      align: 'right',
      width: 120,
      render: (r) => cap(r.total_cap),
    },
  ];
  const edit = (r: SptoRow) => (
    <EditRowButton label="Edit SPTO" row={locationLabel(r)} onClick={() => setEditing(r)} />
  );

  return (
    <>
      <SettingsSection
        tab="spto"
        title="SPTO (Sick Leave Laws)"
        hint="Accrual rate 30 means 1 hour earned per 30 hours worked; a cap of 0 means no cap."
      >
        <LocationFilterBar
          locations={locations}
          q={q}
          onChange={filter}
          option="always_accrue"
          label="Always Accrue"
        />
        <SettingsTable
          caption="SPTO"
          columns={columns}
          rows={data?.data}
          rowKey={(r) => r.id}
          pending={isPending}
          actions={canWrite ? edit : undefined}
          actionsWidth={130}
          paging={paging(data?.total, isFetching)}
          minWidth={760}
        />
      </SettingsSection>
      <TabFooter tab="spto" />
      <EditSptoModal row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
