import { wcCodeSchema } from '@app/contracts/settings';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InlineWcCodeProps } from '../../../components/settings-editors';
import { useIndustries } from '../../../lib/lookups';
import { useSaveWcCodes } from '../api/save-wc-codes';
import type { NumberField } from '../utils/number';
import { blankToUndefined, schemaErrors } from '../utils/validate';

/**
 * A state with no workers' comp code yet, in the calculator: one code typed in place and saved to the
 * settings, so the first calculation needs no trip to the settings and the code is there next time
 * (docs/product/calculator.md#a-new-organisation). No <form>: it sits inside the Add Persons form.
 */
export function InlineWcCode({ location, onSaved }: InlineWcCodeProps) {
  const { data: industries = [] } = useIndustries();
  const save = useSaveWcCodes();
  // The form clears a field's message as soon as that field changes.
  const form = useForm<{ nick_name: string; industry: string | null; code: string; rate: NumberField }>({
    initialValues: { nick_name: '', industry: null, code: '', rate: '' },
  });
  const n = location.state;

  async function submit() {
    const v = form.values;
    const checked = schemaErrors(wcCodeSchema, {
      ...v,
      industry: blankToUndefined(v.industry),
      rate: blankToUndefined(v.rate),
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    const saved = await save.run(
      { state: location.state_id, wc_version: save.version(location.wc_version), wc_codes: [checked.data] },
      {
        success: `WC code saved for ${location.state}`,
        onFieldErrors: form.setErrors,
        fieldPrefix: 'wc_codes.0.',
      },
    );
    if (saved) onSaved(checked.data);
  }
  /** Enter saves the code instead of submitting the Add Persons form around it. */
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void submit();
  };
  /** What the three typed fields share: the small size, Enter saves, and the form's binding. */
  const typed = (field: 'nick_name' | 'code' | 'rate') => ({
    size: 'xs' as const,
    onKeyDown: onEnter,
    ...form.getInputProps(field),
  });

  return (
    <Paper withBorder radius="sm" p="sm" mt="xs" bg="var(--mantine-color-gray-0)">
      <Text size="sm" fw={600}>
        Add a workers' comp code for {n}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        The class code and rate from your policy. It is saved to your calculation settings for next time.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
        <TextInput label="Nickname" placeholder="e.g. Office staff" {...typed('nick_name')} />
        <Select
          size="xs"
          label="Industry"
          placeholder="Select"
          data={industries.map((i) => ({ value: String(i.id), label: i.name }))}
          {...form.getInputProps('industry')}
        />
        <TextInput label="WC code" placeholder="e.g. 8810" inputMode="numeric" {...typed('code')} />
        <NumberInput
          label="WC rate (%)"
          placeholder="e.g. 0.35"
          decimalScale={4}
          allowNegative={false}
          {...typed('rate')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button size="compact-sm" loading={save.pending} onClick={() => void submit()}>
          Save code
        </Button>
      </Group>
      {save.staleOffer()}
    </Paper>
  );
}
