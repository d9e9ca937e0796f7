import { type CostType, costSchema, costSections } from '@app/contracts/settings';
import { Autocomplete, Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MoneyInput, PercentInput } from '../../../components/number-inputs';
import type { CostTarget } from '../../../components/settings-editors';
import { useIndustries } from '../../../lib/lookups';
import type { Frequency } from '../../../lib/org-settings/types';
import { useSaveCost } from '../api/costs';
import type { NumberField } from '../utils/number';
import { blankToUndefined, schemaErrors } from '../utils/validate';
import { SettingsFormModal } from './settings-form-modal';

export const frequencyLabels: Record<Frequency, string> = {
  once: 'Once per assignment',
  hour: 'Per hour',
  week: 'Per week',
  month: 'Per month',
};

interface Values {
  cost_list_id: string;
  cost_name: string;
  industry: string | null;
  cost_option: 'flat' | 'percentage';
  percent: NumberField;
  from: '1' | '2';
  frequency: Frequency;
}

const costTitle = (type: CostType) =>
  type === 'custom_cost' ? 'Custom Cost' : (costSections.find((s) => s.type === type)?.title ?? type);

/** The add/edit cost modal: the same form creates (no id) and edits (an item), fitted to the cost type. */
export function CostModal({
  target,
  categories,
  onClose,
}: {
  target: CostTarget | null;
  categories: string[];
  onClose: () => void;
}) {
  const save = useSaveCost();
  const { data: industries = [] } = useIndustries();
  const form = useForm<Values>({
    initialValues: {
      cost_list_id: '',
      cost_name: '',
      industry: null,
      cost_option: 'flat',
      percent: '',
      from: '1',
      frequency: 'once',
    },
  });
  const type = target?.type;
  const isInterest = type === 'interest';
  const withIndustry = type === 'liability_insurance' || type === 'custom_cost';
  const flat = form.values.cost_option === 'flat';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets each time the modal opens
  useEffect(() => {
    if (!target) return;
    const item = target.item;
    const section = costSections.find((s) => s.type === target.type);
    form.setValues({
      cost_list_id: item?.cost_list_id ?? target.category ?? '',
      cost_name: item?.name ?? '',
      industry: item?.industry_id ? String(item.industry_id) : null,
      cost_option: item?.cost_option ?? section?.defaultOption ?? 'flat',
      percent: item?.percent ?? '',
      from: item?.from === 2 ? '2' : '1',
      frequency: item?.frequency ?? 'once',
    });
    form.clearErrors();
    save.resetVersion();
  }, [target]);

  async function submit() {
    if (!target) return;
    const v = form.values;
    const checked = schemaErrors(costSchema, {
      id: target.item?.id,
      version: target.item ? save.version(target.item.version) : undefined,
      cost_type: target.type,
      cost_list_id: target.type === 'custom_cost' ? v.cost_list_id : null,
      cost_name: v.cost_name,
      percent: v.percent,
      cost_option: isInterest ? 'percentage' : v.cost_option,
      from: Number(v.from),
      industry: withIndustry ? blankToUndefined(v.industry) : null,
      frequency: v.frequency,
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    // 'Cost name already exists' is shown as an error toast and under the name
    // (docs/product/calculation-settings.md#other-costs).
    const saved = await save.run(checked.data, {
      success: target.item ? 'Cost updated' : 'Cost added',
      onFieldErrors: form.setErrors,
      fieldPrefix: 'data.',
    });
    if (saved) onClose();
  }

  return (
    <SettingsFormModal
      opened={!!target}
      onClose={onClose}
      title={type ? `${target?.item ? 'Edit' : 'Add'} ${costTitle(type)}` : ''}
      size="md"
      save={save}
      confirmLabel={target?.item ? 'Update' : 'Add'}
      onConfirm={submit}
    >
      {type === 'custom_cost' && (
        <Autocomplete
          label="Category"
          description="Group your own costs, e.g. Equipment or Travel."
          withAsterisk
          data={categories}
          placeholder="e.g. Equipment"
          {...form.getInputProps('cost_list_id')}
        />
      )}
      <TextInput
        label="Name"
        withAsterisk
        placeholder="e.g. Standard check"
        {...form.getInputProps('cost_name')}
      />
      {withIndustry && (
        <Select
          label="Industry"
          withAsterisk={type === 'liability_insurance'}
          placeholder="Select"
          data={industries.map((i) => ({ value: String(i.id), label: i.name }))}
          clearable={type === 'custom_cost'}
          {...form.getInputProps('industry')}
        />
      )}
      {!isInterest && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Type
          </Text>
          <SegmentedControl
            aria-label="Type"
            data={[
              { value: 'flat', label: 'Flat' },
              { value: 'percentage', label: 'Percentage' },
            ]}
            {...form.getInputProps('cost_option')}
          />
        </Stack>
      )}
      {flat && !isInterest ? (
        <MoneyInput label="Cost ($)" withAsterisk placeholder="$0.00" {...form.getInputProps('percent')} />
      ) : (
        <PercentInput
          label="Percent (%)"
          withAsterisk
          placeholder="0.00%"
          description={
            isInterest
              ? 'Yearly interest; the calculator applies it over your payment terms (360-day year).'
              : undefined
          }
          {...form.getInputProps('percent')}
        />
      )}
      {!isInterest && !flat && (
        <Radio.Group label="Percentage of" {...form.getInputProps('from')}>
          <Group mt={6}>
            <Radio value="1" label="Revenue" />
            <Radio value="2" label="Total Wage" />
          </Group>
        </Radio.Group>
      )}
      {!isInterest && flat && (
        <Radio.Group label="Frequency (optional)" {...form.getInputProps('frequency')}>
          <Group mt={6} gap="md">
            {(Object.keys(frequencyLabels) as Frequency[]).map((f) => (
              <Radio key={f} value={f} label={frequencyLabels[f]} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </SettingsFormModal>
  );
}
