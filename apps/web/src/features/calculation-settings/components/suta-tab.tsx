import { percent2dp } from '@app/contracts/settings';
import { Button, Center, Group, NumberInput, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconMapPinCog, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { PercentInput } from '../../../components/number-inputs';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { Location } from '../../../lib/org-settings/types';
import { useUpdateLocations } from '../api/update-locations';
import type { NumberField } from '../utils/number';
import { AddLocationModal } from './add-location-modal';
import { CsvImportModal, ImportSummary } from './csv-import-modal';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { nameColumn, SettingsTable } from './settings-table';
import { TabFooter } from './tab-footer';

const rateSchema = percent2dp('SUTA rate');
// One empty list while the settings load: a new [] each render would re-run the rates effect below, whose
// update renders again, without end.
const noLocations: Location[] = [];

/** SUTA Rates: the organisation's states, a rate each, and the state wage cap for this tax year. */
export function SutaTab() {
  const { canWrite, go } = useSettingsPage();
  const { data, isPending } = useSettings();
  const locations = data?.organization_settings ?? noLocations;
  const update = useUpdateLocations();
  const [modal, setModal] = useState<'add_states' | 'import_suta' | null>(null);
  const [rates, setRates] = useState<Record<number, NumberField>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [imported, setImported] = useState<string | null>(null);

  // Server values fill the inputs; a rate the user has changed (and not saved) survives a refetch.
  const saved = useRef<Record<number, NumberField>>({});
  useEffect(() => {
    setRates((prev) => {
      const next: Record<number, NumberField> = {};
      for (const l of locations) {
        const server = l.suta_rate ?? '';
        const edited = l.state_id in prev && prev[l.state_id] !== saved.current[l.state_id];
        next[l.state_id] = edited ? prev[l.state_id]! : server;
      }
      saved.current = Object.fromEntries(locations.map((l) => [l.state_id, l.suta_rate ?? '']));
      return next;
    });
  }, [locations]);

  const entry = (l: Location) => {
    const v = rates[l.state_id];
    const ok = v !== '' && v !== undefined && rateSchema.safeParse(v).success;
    return { state: l.state_id, value: ok ? Number(v) : l.suta_rate, version: l.version };
  };

  async function saveStates(stateIds: number[]) {
    const list = stateIds.map((id) => {
      const l = locations.find((x) => x.state_id === id);
      return l ? entry(l) : { state: id, value: null };
    });
    if (await update.run(list, { success: 'Locations updated' })) setModal(null);
  }

  const dirty = locations.some(
    (l) => rates[l.state_id] !== undefined && rates[l.state_id] !== (l.suta_rate ?? ''),
  );

  async function submitRates() {
    const found: Record<number, string> = {};
    for (const l of locations) {
      const r = rateSchema.safeParse(rates[l.state_id]);
      if (!r.success) found[l.state_id] = r.error.issues[0]?.message ?? 'SUTA rate is invalid';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const list = locations.map((l) => ({
      state: l.state_id,
      value: Number(rates[l.state_id]),
      version: l.version,
    }));
    if (await update.run(list, { success: 'SUTA rates updated' })) go('workercomcodes');
  }

  const columns: DataColumn<Location>[] = [
    nameColumn('state', 'State', (l) => l.state),
    {
      key: 'rate',
      header: 'Rate',
      width: '32%',
      render: (l) => (
        <PercentInput
          aria-label={`SUTA rate ${l.state}`}
          size="xs"
          decimalScale={2}
          placeholder="0.00%"
          value={rates[l.state_id] ?? ''}
          onChange={(v) => {
            setRates((p) => ({ ...p, [l.state_id]: v === '' ? '' : Number(v) }));
            setErrors((p) => ({ ...p, [l.state_id]: '' }));
          }}
          error={errors[l.state_id] || undefined}
          readOnly={!canWrite}
          variant={canWrite ? 'default' : 'filled'}
          maw={160}
        />
      ),
    },
    {
      key: 'cap',
      header: 'Wage Cap',
      width: '32%',
      align: 'right',
      render: (l) => (
        <NumberInput
          aria-label={`Wage cap ${l.state}`}
          size="xs"
          prefix="$"
          thousandSeparator=","
          decimalScale={0}
          value={l.wage_cap ?? ''}
          placeholder="No cap listed"
          readOnly
          variant="filled"
          maw={180}
          ml="auto"
          hideControls
          styles={{ input: { textAlign: 'right' } }}
          classNames={{ input: 'tabular' }}
          description={l.wage_cap_year ? `${l.wage_cap_year} tax year` : undefined}
          inputWrapperOrder={['input', 'description']}
        />
      ),
    },
  ];

  const modals = (
    <>
      {update.staleOffer(undefined, { keep: false })}
      <AddLocationModal
        opened={modal === 'add_states'}
        locations={locations}
        saving={update.pending}
        onCancel={() => setModal(null)}
        onDone={saveStates}
      />
      <CsvImportModal
        kind="suta"
        opened={modal === 'import_suta'}
        onClose={() => setModal(null)}
        onSkip={() => {
          setModal(null);
          go('workercomcodes');
        }}
        onImported={(summary) => {
          setModal(null);
          setImported(summary);
        }}
      />
    </>
  );

  // The same upload action on the empty state and above the table, only its weight differs.
  const uploadCsv = (variant: 'light' | 'default') => (
    <Button variant={variant} leftSection={<IconUpload size={16} />} onClick={() => setModal('import_suta')}>
      Upload SUTA Rates via CSV
    </Button>
  );

  if (!isPending && locations.length === 0) {
    return (
      <>
        <Paper withBorder radius="md" p="xl">
          <Center>
            <Stack align="center" gap="sm" maw={460} ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconMapPin size={30} />
              </ThemeIcon>
              <Text fw={650} size="lg">
                Add the states you staff in
              </Text>
              <Text size="sm" c="dimmed">
                Each state needs your SUTA rate. Sales tax and sick-leave rules for the state are filled in
                for you when you add it.
              </Text>
              {canWrite && (
                <Group justify="center" mt="xs">
                  <Button leftSection={<IconMapPin size={16} />} onClick={() => setModal('add_states')}>
                    Add States
                  </Button>
                  {uploadCsv('light')}
                </Group>
              )}
            </Stack>
          </Center>
        </Paper>
        <TabFooter tab="srates" />
        {modals}
      </>
    );
  }

  return (
    <>
      <SettingsSection
        tab="srates"
        title="Added Location"
        hint="SUTA rate in percent, up to two decimals. Wage caps come from each state for this tax year."
        actions={
          canWrite && (
            <>
              <Button
                variant="default"
                leftSection={<IconMapPinCog size={16} />}
                onClick={() => setModal('add_states')}
              >
                Manage location
              </Button>
              {uploadCsv('default')}
            </>
          )
        }
      >
        <ImportSummary text={imported} onClose={() => setImported(null)} />
        <SettingsTable
          caption="Added locations"
          columns={columns}
          rows={isPending ? undefined : locations}
          rowKey={(l) => l.state_id}
          pending={isPending}
          minWidth={280}
          maxHeight={560}
        />
        {canWrite && (
          <Group justify="flex-end" mt="md" gap="sm">
            {dirty && (
              <Text size="sm" c="orange.8">
                Unsaved changes: press Update to keep them.
              </Text>
            )}
            <Button onClick={submitRates} loading={update.pending}>
              Update
            </Button>
          </Group>
        )}
      </SettingsSection>
      <TabFooter tab="srates" />
      {modals}
    </>
  );
}
