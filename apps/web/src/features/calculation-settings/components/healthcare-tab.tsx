import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { DataColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { HealthPackage } from '../../../lib/org-settings/types';
import { useDeletePackage } from '../api/packages';
import { PackageModal } from './package-modal';
import { EditDeleteActions } from './row-actions';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { nameColumn, SettingsTable } from './settings-table';
import { TabFooter } from './tab-footer';

const premiumColumns: [keyof Omit<HealthPackage, 'id' | 'package_name' | 'version'>, string][] = [
  ['employee_only', 'Employee only'],
  ['employee_spouse', 'Employee + spouse'],
  ['employee_dependent', 'Employee + dependent'],
  ['family', 'Family'],
];

/** Healthcare Plans: packages with four monthly premiums; add, edit, delete after a confirmation. */
export function HealthcareTab() {
  const { canWrite } = useSettingsPage();
  const { data, isPending } = useSettings();
  const [editing, setEditing] = useState<{ pkg: HealthPackage | null } | null>(null);
  const [deleting, setDeleting] = useState<HealthPackage | null>(null);
  const remove = useDeletePackage();
  const columns: DataColumn<HealthPackage>[] = [
    nameColumn('name', 'Package', (p) => p.package_name),
    ...premiumColumns.map(
      ([key, header]): DataColumn<HealthPackage> => ({
        key,
        header,
        align: 'right',
        render: (p) => formatMoney(p[key]),
      }),
    ),
  ];
  const actions = (p: HealthPackage) => (
    <EditDeleteActions
      name={p.package_name}
      onEdit={() => setEditing({ pkg: p })}
      onDelete={() => setDeleting(p)}
    />
  );

  async function confirmDelete() {
    if (deleting && (await remove.run(deleting.id, { success: 'Package deleted' }))) setDeleting(null);
  }

  return (
    <>
      <SettingsSection
        tab="hcareplans"
        title="Healthcare Plans"
        hint="Monthly premiums per package; the calculator turns them into an hourly cost."
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ pkg: null })}>
              Add Packages
            </Button>
          )
        }
      >
        <SettingsTable
          caption="Healthcare packages"
          columns={columns}
          rows={data?.packages}
          rowKey={(p) => p.id}
          pending={isPending}
          actions={canWrite ? actions : undefined}
          actionsWidth={90}
          minWidth={760}
        />
      </SettingsSection>
      <TabFooter tab="hcareplans" />
      <PackageModal opened={!!editing} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={!!deleting}
        message="Are you sure you want to delete this package?"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.pending}
      />
    </>
  );
}
