import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconSettings, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { formatPercent } from '../../../lib/format';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { Location } from '../../../lib/org-settings/types';
import { CsvImportModal, ImportSummary } from './csv-import-modal';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { nameColumn, SettingsTable } from './settings-table';
import { TabFooter } from './tab-footer';
import { WcSettingsModal } from './wc-settings-modal';

/** WC Codes: one row per location with its codes, a 'WC Settings' editor, and the CSV import. */
export function WcTab() {
  const { canWrite, go, tabs } = useSettingsPage();
  const { data, isPending } = useSettings();
  const locations = data?.organization_settings ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<string | null>(null);
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
  const columns: DataColumn<Location>[] = [
    nameColumn('state', 'State', (l) => l.state, 180),
    { key: 'codes', header: 'Codes', render: (l) => <Group gap={6}>{codes(l.wc_settings)}</Group> },
  ];
  const settingsButton = (l: Location) => (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSettings size={14} />}
      onClick={() => setEditing(l.state_id)}
      aria-label={`WC Settings ${l.state}`}
    >
      WC Settings
    </Button>
  );
  const next = tabs[tabs.indexOf('workercomcodes') + 1];

  return (
    <>
      <SettingsSection
        tab="workercomcodes"
        title="Locations"
        hint="Workers' compensation class codes and rates for each of your states."
        actions={
          canWrite &&
          locations.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              Upload WC Codes via CSV
            </Button>
          )
        }
      >
        {!isPending && locations.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Text c="dimmed" size="sm">
              There are no records to display
            </Text>
            <Button variant="light" onClick={() => go('srates')}>
              Add states on SUTA Rates first
            </Button>
          </Stack>
        ) : (
          <>
            <ImportSummary text={imported} onClose={() => setImported(null)} />
            <SettingsTable
              caption="WC locations"
              columns={columns}
              rows={isPending ? undefined : locations}
              rowKey={(l) => l.state_id}
              pending={isPending}
              actions={settingsButton}
              actionsWidth={150}
              minWidth={560}
            />
          </>
        )}
      </SettingsSection>
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
        onImported={(summary) => {
          setImporting(false);
          setImported(summary);
        }}
      />
    </>
  );
}
