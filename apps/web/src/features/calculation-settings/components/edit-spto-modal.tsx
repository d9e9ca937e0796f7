import { sptoBodySchema } from '@app/contracts/settings';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import type { SptoRow } from '../../../lib/org-settings/types';
import { useUpdateSpto } from '../api/spto';
import type { NumberField } from '../utils/number';
import { schemaErrors } from '../utils/validate';

interface Values {
  [W.accrualRate]: NumberField;
  [W.accrualCapPerYear]: NumberField;
  total_cap: NumberField;
}

const schema = sptoBodySchema.shape.data.omit({ id: true, version: true });

/** 'Edit SPTO': accrual rate (hours worked per hour earned), cap per year and total cap, in hours. */
export function EditSptoModal({ row, onClose }: { row: SptoRow | null; onClose: () => void }) {
  const update = useUpdateSpto();
  const form = useForm<Values>({
    initialValues: { [W.accrualRate]: '', [W.accrualCapPerYear]: '', total_cap: '' },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets each time a row opens
  useEffect(() => {
    if (!row) return;
    form.setValues({
      [W.accrualRate]: row[W.accrualRate],
      [W.accrualCapPerYear]: row[W.accrualCapPerYear],
      total_cap: row.total_cap,
    });
    form.clearErrors();
    update.resetVersion();
  }, [row]);

  async function submit() {
    if (!row) return;
    const checked = schemaErrors(schema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    const saved = await update.run(
      { id: row.id, version: update.version(row.version), ...checked.data },
      { success: 'SPTO updated', onFieldErrors: form.setErrors, fieldPrefix: 'data.' },
    );
    if (saved) onClose();
  }

  const hours = {
    suffix: ' h',
    decimalScale: 2,
    min: 0,
    max: 100,
    clampBehavior: 'none' as const,
    hideControls: true,
    withAsterisk: true,
  };
  return (
    <ResponsiveModal opened={!!row} onClose={onClose} title="Edit SPTO" size="md">
      {update.staleOffer(onClose)}
      {row && (
        <Stack gap="sm">
          <Group grow>
            <TextInput label="State" value={row.state} readOnly variant="filled" />
            <TextInput label="City" value={row.city ?? 'State-wide'} readOnly variant="filled" />
          </Group>
          <NumberInput
            label="Accrual Rate"
            description="Hours worked for each hour of sick leave earned (30 = 1 h per 30 h)."
            {...hours}
            {...form.getInputProps(W.accrualRate)}
          />
          <NumberInput
            label="Accrual Cap Per Year"
            description="Most hours earned in a year; 0 means no cap."
            {...hours}
            {...form.getInputProps(W.accrualCapPerYear)}
          />
          <NumberInput
            label="Total Cap"
            description="Most hours held at once; 0 means no cap."
            {...hours}
            {...form.getInputProps('total_cap')}
          />
          <Text size="xs" c="dimmed">
            Statutes set the minimum; enter your own policy if it is more generous.
          </Text>
          <FormActions
            onCancel={onClose}
            confirmLabel="Update"
            onConfirm={submit}
            loading={update.pending}
            mt="sm"
          />
        </Stack>
      )}
    </ResponsiveModal>
  );
}
