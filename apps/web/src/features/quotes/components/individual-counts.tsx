import type { CalculationDetail } from '@app/contracts/calculations/responses';
import { ActionIcon, Group, NumberInput, Paper, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/** Job names, numbered when several individuals share one. */
export function individualLabels(personList: CalculationDetail['person_list']): string[] {
  const names = personList.map((p) => (p.job_name ?? '').trim() || 'Person');
  return names.map((n, i) =>
    names.filter((m) => m === n).length > 1
      ? `${n} #${names.slice(0, i + 1).filter((m) => m === n).length}`
      : n,
  );
}

/** One individual's count: minus, the number, plus. Minus stops at 0; there is no upper bound here. */
export function CountRow({
  label,
  note,
  value,
  error,
  onChange,
}: {
  label: string;
  /** A line under the label, e.g. why this individual is not billed. */
  note?: string;
  value: number | string;
  error?: React.ReactNode;
  onChange: (value: number | string) => void;
}) {
  const n = Number(value) || 0;
  return (
    <Paper withBorder radius="sm" px="sm" py={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`One less ${label}`}
            disabled={n <= 0}
            onClick={() => onChange(Math.max(0, n - 1))}
          >
            <IconMinus size={16} />
          </ActionIcon>
          <NumberInput
            aria-label={`Count of ${label}`}
            w={80}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            hideControls
            value={value}
            onChange={onChange}
            error={error}
            styles={{ input: { textAlign: 'center' } }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`One more ${label}`}
            onClick={() => onChange(n + 1)}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
