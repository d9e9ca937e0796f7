import { wcSettingsBodySchema } from '@app/contracts/settings';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { PercentInput } from '../../../components/number-inputs';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { useIndustries } from '../../../lib/lookups';
import type { Location } from '../../../lib/org-settings/types';
import { useSaveWcCodes } from '../api/save-wc-codes';
import type { NumberField } from '../utils/number';
import { blankToUndefined, schemaErrors } from '../utils/validate';

interface Row {
  key: string;
  nick_name: string;
  industry: string | null;
  code: string;
  rate: NumberField;
}

const blank = (): Row => ({ key: crypto.randomUUID(), nick_name: '', industry: null, code: '', rate: '' });

/** 'WC Settings' of one state: rows of nickname, industry, code (digits) and rate, saved together. */
export function WcSettingsModal({
  location,
  readOnly,
  onClose,
}: {
  location: Location | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { data: industries = [] } = useIndustries();
  const save = useSaveWcCodes();
  const phone = useScreenBelow('sm');
  const form = useForm<{ wc_codes: Row[] }>({ initialValues: { wc_codes: [] } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the rows only when another state opens
  useEffect(() => {
    if (!location) return;
    const rows = location.wc_settings.map((c) => ({
      key: crypto.randomUUID(),
      nick_name: c.nick_name,
      industry: String(c.industry),
      code: c.code,
      rate: c.rate,
    }));
    form.setValues({ wc_codes: rows.length ? rows : readOnly ? [] : [blank()] });
    form.resetDirty();
    form.clearErrors();
    save.resetVersion();
  }, [location?.state_id, location]);

  async function submit() {
    if (!location) return;
    const filled = form.values.wc_codes.filter(
      (r) => r.nick_name.trim() || r.industry || r.code.trim() || r.rate !== '',
    );
    if (filled.length !== form.values.wc_codes.length) form.setFieldValue('wc_codes', filled);
    const version = save.version(location.wc_version);
    const body = {
      state: location.state_id,
      wc_version: version,
      // A row left completely empty is dropped rather than reported.
      wc_codes: filled.map((r) => ({
        nick_name: r.nick_name,
        industry: blankToUndefined(r.industry),
        code: r.code,
        rate: r.rate,
      })),
    };
    const checked = schemaErrors(wcSettingsBodySchema, body);
    if (!checked.ok) return form.setErrors(checked.errors);
    const saved = await save.run(
      { state: location.state_id, wc_version: version, wc_codes: checked.data.wc_codes },
      { success: `WC codes saved for ${location.state}`, onFieldErrors: form.setErrors },
    );
    if (saved) onClose();
  }

  const industryData = industries.map((i) => ({ value: String(i.id), label: i.name }));

  /** The inputs of row i; `labelled` shows their labels (phone cards), the table has headers instead. */
  const fields = (i: number, labelled: boolean) => {
    // What every input of the row shares: its name with the row number, the mode, and the form's binding.
    const cell = (name: string, field: keyof Row, label = name) => ({
      size: 'xs' as const,
      label: labelled ? label : undefined,
      'aria-label': `${name} ${i + 1}`,
      readOnly,
      ...form.getInputProps(`wc_codes.${i}.${field}`),
    });
    return {
      nick: <TextInput placeholder="e.g. Office" {...cell('Nickname', 'nick_name')} />,
      industry: (
        <Select
          placeholder="Select"
          data={industryData}
          allowDeselect={false}
          {...cell('Industry', 'industry')}
        />
      ),
      code: (
        <TextInput
          placeholder="8810"
          inputMode="numeric"
          classNames={{ input: 'tabular' }}
          {...cell('Code', 'code')}
        />
      ),
      rate: <PercentInput placeholder="0.00" decimalScale={2} {...cell('Rate', 'rate', 'Rate (%)')} />,
      remove: !readOnly && (
        <DeleteIconButton
          label={`Delete code ${i + 1}`}
          onClick={() => form.removeListItem('wc_codes', i)}
          mt={2}
        />
      ),
    };
  };

  return (
    <ResponsiveModal
      opened={!!location}
      onClose={onClose}
      title={location ? `WC Settings · ${location.state}` : 'WC Settings'}
      size="xl"
    >
      {save.staleOffer(onClose)}
      {form.values.wc_codes.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No codes yet{readOnly ? '.' : ': press Add code.'}
        </Text>
      )}
      {phone ? (
        // On a phone each code is a small card with visible labels instead of a wide table.
        <Stack gap="sm">
          {form.values.wc_codes.map((row, i) => {
            const f = fields(i, true);
            return (
              <Paper key={row.key} withBorder p="sm" radius="md">
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={600}>
                    Code {i + 1}
                  </Text>
                  {f.remove}
                </Group>
                <Stack gap={6}>
                  {f.nick}
                  {f.industry}
                  <Group grow gap="xs" align="flex-start">
                    {f.code}
                    {f.rate}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        form.values.wc_codes.length > 0 && (
          <Table verticalSpacing={6} aria-label="WC codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nickname</Table.Th>
                <Table.Th w={190}>Industry</Table.Th>
                <Table.Th w={120}>Code</Table.Th>
                <Table.Th w={120}>Rate (%)</Table.Th>
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.wc_codes.map((row, i) => {
                const f = fields(i, false);
                return (
                  <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
                    <Table.Td>{f.nick}</Table.Td>
                    <Table.Td>{f.industry}</Table.Td>
                    <Table.Td>{f.code}</Table.Td>
                    <Table.Td>{f.rate}</Table.Td>
                    <Table.Td>{f.remove}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )
      )}
      <Group justify="space-between" mt="md">
        {!readOnly ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('wc_codes', blank())}
          >
            Add code
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button onClick={submit} loading={save.pending}>
              OK
            </Button>
          )}
        </Group>
      </Group>
    </ResponsiveModal>
  );
}
