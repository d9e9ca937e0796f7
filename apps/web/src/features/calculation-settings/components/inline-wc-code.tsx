import { wcCodeSchema } from '@app/contracts/settings';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [nick, setNick] = useState('');
  const [industry, setIndustry] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [rate, setRate] = useState<NumberField>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const n = location.state;

  async function submit() {
    const checked = schemaErrors(wcCodeSchema, {
      nick_name: nick,
      industry: blankToUndefined(industry),
      code,
      rate: blankToUndefined(rate),
    });
    if (!checked.ok) return setErrors(checked.errors);
    const saved = await save.run(
      { state: location.state_id, wc_version: save.version(location.wc_version), wc_codes: [checked.data] },
      {
        success: `WC code saved for ${location.state}`,
        onFieldErrors: (e) =>
          setErrors(
            Object.fromEntries(Object.entries(e).map(([k, v]) => [k.replace(/^wc_codes\.0\./, ''), v])),
          ),
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
  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <Paper withBorder radius="sm" p="sm" mt="xs" bg="var(--mantine-color-gray-0)">
      <Text size="sm" fw={600}>
        Add a workers' comp code for {n}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        The class code and rate from your policy. It is saved to your calculation settings for next time.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
        <TextInput
          size="xs"
          label="Nickname"
          placeholder="e.g. Office staff"
          value={nick}
          onChange={(e) => {
            setNick(e.currentTarget.value);
            clear('nick_name');
          }}
          onKeyDown={onEnter}
          error={errors.nick_name}
        />
        <Select
          size="xs"
          label="Industry"
          placeholder="Select"
          data={industries.map((i) => ({ value: String(i.id), label: i.name }))}
          value={industry}
          onChange={(v) => {
            setIndustry(v);
            clear('industry');
          }}
          error={errors.industry}
        />
        <TextInput
          size="xs"
          label="WC code"
          placeholder="e.g. 8810"
          inputMode="numeric"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            clear('code');
          }}
          onKeyDown={onEnter}
          error={errors.code}
        />
        <NumberInput
          size="xs"
          label="WC rate (%)"
          placeholder="e.g. 0.35"
          decimalScale={4}
          allowNegative={false}
          value={rate}
          onChange={(v) => {
            setRate(typeof v === 'number' ? v : '');
            clear('rate');
          }}
          onKeyDown={onEnter}
          error={errors.rate}
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
