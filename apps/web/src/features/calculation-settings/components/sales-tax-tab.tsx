import { taxTypeLabels } from '@app/contracts/settings';
import { Button, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { formatPercent } from '../../../lib/format';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { SalesTaxRow } from '../../../lib/org-settings/types';
import { useSalesTax, useSetTaxStatus } from '../api/sales-tax';
import { EditTaxModal } from './edit-tax-modal';
import { LocationFilterBar } from './location-filters';
import { EditRowButton } from './row-actions';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { locationColumns, locationLabel, SettingsTable, useLocationTableQuery } from './settings-table';
import { TabFooter } from './tab-footer';

/** Sales Tax: rows per state and city, filtered, sorted and paged on the server, with exempt switches. */
export function SalesTaxTab() {
  const { canWrite } = useSettingsPage();
  const { data: settings } = useSettings();
  const locations = settings?.organization_settings ?? [];
  const { q, filter, paging } = useLocationTableQuery();
  const { data, isPending, isFetching } = useSalesTax(q);
  const setStatus = useSetTaxStatus();
  const [modal, setModal] = useState<{ row: SalesTaxRow | null } | null>(null);
  const allExempt = settings?.options.sales_tax_exempt_all ?? false;

  const columns: DataColumn<SalesTaxRow>[] = [
    ...locationColumns<SalesTaxRow>(),
    {
      key: 'rate',
      header: 'Rate',
      sortKey: 'rate',
      align: 'right',
      width: 110,
      render: (r) => formatPercent(r.tax),
    },
    {
      key: 'type',
      header: 'Tax Type',
      sortKey: 'tax_type',
      width: 140,
      render: (r) => taxTypeLabels[r.tax_type],
    },
    {
      key: 'exempt',
      header: 'Exempt Tax',
      align: 'center',
      width: 110,
      render: (r) => (
        <Switch
          aria-label={`Exempt tax ${locationLabel(r)}`}
          checked={r.tax_status}
          disabled={!canWrite}
          onChange={(e) => setStatus.run({ id: r.id, value: e.currentTarget.checked }, { success: null })}
          style={{ display: 'inline-block' }}
        />
      ),
    },
  ];
  const edit = (r: SalesTaxRow) =>
    canWrite && (
      <EditRowButton label="Edit Tax" row={locationLabel(r)} onClick={() => setModal({ row: r })} />
    );

  return (
    <>
      <SettingsSection
        tab="stax"
        title="Sales Tax"
        hint="Each state starts at its base rate. Tax applies to the total invoice or to the gross profit."
        actions={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setModal({ row: null })}
              disabled={locations.length === 0}
            >
              Add city tax
            </Button>
          )
        }
      >
        <LocationFilterBar
          locations={locations}
          q={q}
          onChange={filter}
          option="sales_tax_exempt_all"
          label="Exempt All"
        />
        {allExempt && (
          <Text size="sm" c="orange.8" mb="xs">
            Exempt All is on: no sales tax is added to any calculation, whatever the rows say.
          </Text>
        )}
        <SettingsTable
          caption="Sales tax"
          columns={columns}
          rows={data?.data}
          rowKey={(r) => r.id}
          pending={isPending}
          actions={canWrite ? edit : undefined}
          paging={paging(data?.total, isFetching)}
        />
      </SettingsSection>
      <TabFooter tab="stax" />
      <EditTaxModal
        opened={!!modal}
        row={modal?.row ?? null}
        locations={locations}
        onClose={() => setModal(null)}
      />
    </>
  );
}
