import { Group, Progress, Text } from '@mantine/core';

/** A performance bar: a share in percent, 0 decimals, with the number beside it. */
export function PerformanceBar({ value, label }: { value: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={Math.min(100, Math.max(0, value))} w={90} size="md" radius="xl" aria-label={label} />
      <Text size="sm" className="tabular">
        {value.toFixed(0)}%
      </Text>
    </Group>
  );
}
