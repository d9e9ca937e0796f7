import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { IconSettings, IconX } from '@tabler/icons-react';
import { useSettingsEditors } from '../../../components/settings-editors';
import { formatRate } from '../../../lib/format';
import { useCities } from '../../../lib/lookups';
import type { CalculatorLookups } from '../hooks/use-lookups';
import type { LocationForm, WcChoice } from '../model/person-form';

const wcValue = (wc: { nick_name: string; code: string }) => `${wc.nick_name}|${wc.code}`;

/** One State and City pair with its Workers Compensation nickname; extra pairs can be removed. */
export function LocationRow({
  index,
  value,
  errors,
  lookups,
  usedStates,
  onChange,
  onRemove,
  onOpenWc,
  canWrite,
}: {
  index: number;
  value: LocationForm;
  errors: Record<string, string>;
  lookups: CalculatorLookups;
  usedStates: string[];
  onChange: (next: LocationForm) => void;
  onRemove?: () => void;
  onOpenWc: (stateId: string) => void;
  /** Whether this member may save settings: then a state with no WC code takes one in place. */
  canWrite: boolean;
}) {
  const { InlineWcCode } = useSettingsEditors();
  const cities = useCities(value.state_id ? Number(value.state_id) : null);
  const location = lookups.locations.find((l) => String(l.state_id) === value.state_id);
  const codes = location?.wc_settings ?? [];
  const err = (field: string) => errors[`wc_states.${index}.${field}`];
  const n = index + 1;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Location {n}
        </Text>
        {onRemove && (
          <ActionIcon variant="subtle" color="gray" aria-label={`Remove location ${n}`} onClick={onRemove}>
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="State"
          aria-label={`State ${n}`}
          placeholder="Select a state"
          withAsterisk
          searchable
          // A lone state comes chosen; picking it again keeps it rather than clearing it.
          allowDeselect={false}
          data={lookups.locations.map((l) => ({
            value: String(l.state_id),
            label: l.state,
            disabled: usedStates.includes(String(l.state_id)) && String(l.state_id) !== value.state_id,
          }))}
          value={value.state_id}
          onChange={(state_id) =>
            state_id !== value.state_id && onChange({ state_id, city_id: null, wc_settings: null })
          }
          error={err('state_id')}
          nothingFoundMessage="No state found"
        />
        <Select
          label="City"
          aria-label={`City ${n}`}
          placeholder={
            value.state_id ? (cities.isPending ? 'Loading cities…' : 'Select a city') : 'Choose a state first'
          }
          withAsterisk
          searchable
          limit={100}
          disabled={!value.state_id}
          data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={value.city_id}
          onChange={(city_id) => onChange({ ...value, city_id })}
          error={err('city_id')}
          nothingFoundMessage="No city found"
        />
        <Select
          label="Workers Compensation"
          aria-label={`Workers Compensation ${n}`}
          placeholder={
            value.state_id ? (codes.length ? 'Select a nickname' : 'No WC codes yet') : 'Choose a state first'
          }
          withAsterisk
          disabled={!value.state_id}
          data={codes.map((c) => ({
            value: wcValue(c),
            label: `${c.nick_name} · ${c.code} · ${formatRate(c.rate)}`,
          }))}
          value={value.wc_settings ? wcValue(value.wc_settings) : null}
          onChange={(v) => {
            const code = codes.find((c) => wcValue(c) === v);
            const wc_settings: WcChoice | null = code
              ? {
                  nick_name: code.nick_name,
                  code: code.code,
                  industry: lookups.industryName(code.industry),
                  rate: code.rate,
                }
              : null;
            onChange({ ...value, wc_settings });
          }}
          error={err('wc_settings') ?? err('wc_settings.nick_name')}
        />
      </SimpleGrid>
      {location && location.suta_rate === null && (
        <Text size="xs" c="orange.8" mt={6}>
          {location.state} has no SUTA rate yet: it is priced at 0% until yours is entered in calculation
          settings.
        </Text>
      )}
      {location && codes.length === 0 && canWrite && (
        <InlineWcCode
          location={location}
          onSaved={(code) =>
            onChange({
              ...value,
              wc_settings: { ...code, industry: lookups.industryName(code.industry) },
            })
          }
        />
      )}
      {value.state_id && codes.length > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={6}
          leftSection={<IconSettings size={14} />}
          onClick={() => onOpenWc(value.state_id!)}
        >
          Workers comp codes for {lookups.stateName(value.state_id)}
        </Button>
      )}
    </Paper>
  );
}
