import {
  type NamedRef,
  parseCsv,
  SUTA_COLUMNS,
  type SutaImportRow,
  validateSutaRows,
  validateWcRows,
  WC_COLUMNS,
  type WcImportRow,
} from '@app/contracts/settings';
import { Alert, Anchor, Button, FileInput, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useIndustries, useStates } from '../../../lib/lookups';
import { useSettings } from '../../../lib/org-settings/get-settings';
import { type ImportKind, useImportRows } from '../api/import-rows';
import { sutaImportSummary, wcImportSummary } from '../utils/import-summary';

const config = {
  suta: {
    title: 'Upload SUTA Rates via CSV',
    template: '/templates/suta-rates-template.csv',
    columns: SUTA_COLUMNS as readonly string[],
    help: 'One row per state: the state name or code, and the rate in percent with up to two decimals.',
  },
  wc: {
    title: 'Upload WC Codes via CSV',
    template: '/templates/wc-codes-template.csv',
    columns: WC_COLUMNS as readonly string[],
    help: 'One row per code. Industry is one of Clerical, Light Industrial, Healthcare, Industrial or Other. States must already be among your locations.',
  },
} as const;

/**
 * The CSV import of SUTA rates or WC codes: the file is checked in the browser with the same validators
 * the API runs, so every problem shows at once as a red alert; the server then applies all rows or none.
 */
export function CsvImportModal({
  kind,
  opened,
  onClose,
  onSkip,
  onImported,
}: {
  kind: ImportKind;
  opened: boolean;
  onClose: () => void;
  onSkip: () => void;
  /** Called with what the import did ('Imported 2 rows: ...'), for the tab to show. */
  onImported: (summary: string) => void;
}) {
  const c = config[kind];
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const { data: states = [] } = useStates();
  const { data: industries = [] } = useIndustries();
  const importRows = useImportRows(kind);
  const locations = useSettings().data?.organization_settings ?? [];

  const reset = () => {
    setFile(null);
    setErrors([]);
  };
  const close = () => {
    reset();
    onClose();
  };

  async function submit() {
    if (!file) return setErrors(['Please choose a .csv file.']);
    if (!/\.csv$/i.test(file.name)) return setErrors(['Only .csv files can be imported.']);
    setChecking(true);
    try {
      const rows = parseCsv(await file.text());
      const header = Object.keys(rows[0] ?? {}).map((h) => h.toLowerCase());
      const missing = c.columns.filter((col) => !header.includes(col.toLowerCase()));
      if (rows.length === 0) return setErrors(['The file has no rows.']);
      if (missing.length > 0)
        return setErrors([
          `The file needs the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
        ]);
      const refs: NamedRef[] = states;
      // Every problem in one pass, a state that is not yet a location among them.
      const inLocations = new Set(locations.map((l) => l.state_id));
      const check =
        kind === 'suta' ? validateSutaRows(rows, refs) : validateWcRows(rows, refs, industries, inLocations);
      if (!check.ok) return setErrors(check.errors);
      setErrors([]);
      const summary =
        kind === 'suta'
          ? sutaImportSummary(check.rows as SutaImportRow[], locations, refs)
          : wcImportSummary(check.rows as WcImportRow[], locations, refs);
      const saved = await importRows.run(rows, {
        success:
          kind === 'suta'
            ? `${rows.length} SUTA rate${rows.length === 1 ? '' : 's'} imported`
            : `${rows.length} WC code${rows.length === 1 ? '' : 's'} imported`,
        onFailure: (err) => {
          const listed =
            err instanceof ApiError ? (err.fieldErrors.data ?? Object.values(err.fieldErrors).flat()) : [];
          setErrors(
            listed.length ? listed : [err instanceof Error ? err.message : 'The file could not be read.'],
          );
        },
      });
      if (!saved) return;
      reset();
      onImported(summary);
    } catch (err) {
      setErrors([err instanceof Error ? err.message : 'The file could not be read.']);
    } finally {
      setChecking(false);
    }
  }

  return (
    <ResponsiveModal opened={opened} onClose={close} title={c.title} size="lg">
      <Stack gap="md">
        <Text size="sm">{c.help}</Text>
        <Group gap="xs">
          <IconDownload size={16} />
          <Anchor href={c.template} download size="sm">
            Download the template
          </Anchor>
          <Text size="xs" c="dimmed">
            ({c.columns.join(', ')})
          </Text>
        </Group>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setErrors([]);
          }}
          clearable
          withAsterisk
        />
        {errors.length > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <Stack gap={6} role="alert" aria-label="Problems in the file">
              {errors.map((e) => (
                <Alert key={e} color="red" variant="light" py={6} icon={<IconAlertCircle size={16} />}>
                  {e}
                </Alert>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              reset();
              onSkip();
            }}
          >
            Skip This Step
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={checking || importRows.pending}>
              Continue
            </Button>
          </Group>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}

/** What the last import did, shown on its tab until closed. */
export function ImportSummary({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss the import summary"
      onClose={onClose}
      mb="md"
      role="status"
      aria-label="Import summary"
    >
      {text}
    </Alert>
  );
}
