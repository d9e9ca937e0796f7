import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPercent } from '../../../lib/format';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { Location } from '../../../lib/org-settings/types';
import { SETTINGS_TABS } from '../utils/tabs';
import { CsvImportModal } from './csv-import-modal';
import { HistoryButton } from './history-drawer';
import { SectionHeader } from './section-header';
import { useSettingsPage } from './settings-context';
import { TabFooter } from './tab-footer';
import { WcSettingsModal } from './wc-settings-modal';

const tab = SETTINGS_TABS[1]!;

/** WC Codes: one row per location with its codes, a 'WC Settings' editor, and the CSV import. */
export function WcTab() {
  const { canWrite, go, tabs } = useSettingsPage();
  const { data, isPending } = useSettings();
  const locations = data?.organization_settings ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const codes = (list: Location['wc_settings']) =>
    list.length === 0 ? (
      <Text size="sm" c="dimmed">
        No codes yet
      </Text>
    ) : (
      list.map((c) => (
        <Badge key={`${c.code}-${c.nick_name}`} variant="light" color="gray" tt="none" fw={500}>
          {c.nick_name} · {c.code} · {formatPercent(c.rate)}
        </Badge>
      ))
    );
  const settingsButton = (stateId: number, state: string) => (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSettings size={14} />}
      onClick={() => setEditing(stateId)}
      aria-label={`WC Settings ${state}`}
    >
      WC Settings
    </Button>
  );
  const next = tabs[tabs.indexOf('workercomcodes') + 1];

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <SectionHeader
          title="Locations"
          hint="Workers' compensation class codes and rates for each of your states."
        >
          <HistoryButton tab={tab} />
          {canWrite && locations.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              Upload WC Codes via CSV
            </Button>
          )}
        </SectionHeader>
        {!isPending && locations.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Text c="dimmed" size="sm">
              There are no records to display
            </Text>
            <Button variant="light" onClick={() => go('srates')}>
              Add states on SUTA Rates first
            </Button>
          </Stack>
        ) : phone ? (
          // On a phone each state is a card: name and button on top, its codes wrapping underneath.
          <Stack gap="sm">
            {locations.map((l) => (
              <Paper key={l.state_id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {l.state}
                  </Text>
                  {settingsButton(l.state_id, l.state)}
                </Group>
                <Group gap={6} mt={6}>
                  {codes(l.wc_settings)}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped="even" aria-label="WC locations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={180}>State</Table.Th>
                  <Table.Th>Codes</Table.Th>
                  <Table.Th w={150} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isPending && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text c="dimmed" ta="center" py="lg" size="sm">
                        Fetching data please wait ....
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {locations.map((l) => (
                  <Table.Tr key={l.state_id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {l.state}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>{codes(l.wc_settings)}</Group>
                    </Table.Td>
                    <Table.Td ta="right">{settingsButton(l.state_id, l.state)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <TabFooter tab="workercomcodes" />
      <WcSettingsModal
        location={locations.find((l) => l.state_id === editing) ?? null}
        readOnly={!canWrite}
        onClose={() => setEditing(null)}
      />
      <CsvImportModal
        kind="wc"
        opened={importing}
        onClose={() => setImporting(false)}
        onSkip={() => {
          setImporting(false);
          if (next) go(next);
        }}
        onImported={() => setImporting(false)}
      />
    </>
  );
}
