import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { HealthPackage } from '../../../lib/org-settings/types';
import { useDeletePackage } from '../api/packages';
import { SETTINGS_TABS } from '../utils/tabs';
import { HistoryButton } from './history-drawer';
import { PackageModal } from './package-modal';
import { SectionHeader } from './section-header';
import { useSettingsPage } from './settings-context';
import { TabFooter } from './tab-footer';

const tab = SETTINGS_TABS[4]!;
const money = (v: number) => <span className="tabular">{formatMoney(v)}</span>;
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
  const packages = data?.packages ?? [];
  const [editing, setEditing] = useState<{ pkg: HealthPackage | null } | null>(null);
  const [deleting, setDeleting] = useState<HealthPackage | null>(null);
  const remove = useDeletePackage();
  const phone = useMediaQuery('(max-width: 48em)');
  const actions = (p: HealthPackage) =>
    canWrite && (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${p.package_name}`}
          onClick={() => setEditing({ pkg: p })}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${p.package_name}`}
          onClick={() => setDeleting(p)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Package deleted');
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    }
  }

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <SectionHeader
          title="Healthcare Plans"
          hint="Monthly premiums per package; the calculator turns them into an hourly cost."
        >
          <HistoryButton tab={tab} />
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ pkg: null })}>
              Add Packages
            </Button>
          )}
        </SectionHeader>
        {phone ? (
          // On a phone each package is a card: name, actions, and the four premiums in a 2 x 2 grid.
          <Stack gap="sm">
            {packages.length === 0 && (
              <Text c="dimmed" ta="center" py="lg" size="sm">
                {isPending ? 'Fetching data please wait ....' : 'There are no records to display'}
              </Text>
            )}
            {packages.map((p) => (
              <Paper key={p.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {p.package_name}
                  </Text>
                  {actions(p)}
                </Group>
                <SimpleGrid cols={2} spacing="xs" mt={6}>
                  {premiumColumns.map(([key, label]) => (
                    <div key={key}>
                      <Text size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text size="sm">{money(p[key])}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped="even" highlightOnHover aria-label="Healthcare packages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Package</Table.Th>
                  <Table.Th ta="right">Employee only</Table.Th>
                  <Table.Th ta="right">Employee + spouse</Table.Th>
                  <Table.Th ta="right">Employee + dependent</Table.Th>
                  <Table.Th ta="right">Family</Table.Th>
                  <Table.Th w={90} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {packages.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg" size="sm">
                        {isPending ? 'Fetching data please wait ....' : 'There are no records to display'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {packages.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {p.package_name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{money(p.employee_only)}</Table.Td>
                    <Table.Td ta="right">{money(p.employee_spouse)}</Table.Td>
                    <Table.Td ta="right">{money(p.employee_dependent)}</Table.Td>
                    <Table.Td ta="right">{money(p.family)}</Table.Td>
                    <Table.Td>{actions(p)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <TabFooter tab="hcareplans" />
      <PackageModal opened={!!editing} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={!!deleting}
        message="Are you sure you want to delete this package?"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </>
  );
}
