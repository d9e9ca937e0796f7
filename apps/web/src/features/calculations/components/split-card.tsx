import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { drawable, type Slice, sliceTotal } from '../utils/charts';

/** A side card: its total, a donut of the parts and a legend that always lists every part with its value. */
export function SplitCard({
  title,
  description,
  slices,
  total,
}: {
  title: string;
  /** What the total is made of, when the title alone could mislead. */
  description?: string;
  slices: Slice[];
  total?: number;
}) {
  const ring = drawable(slices);
  const sum = total ?? sliceTotal(slices);
  return (
    <Paper withBorder radius="md" p="md" aria-label={title}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Text fz={20} fw={700} className="tabular">
        {formatMoney(sum)}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Group align="center" gap="md" mt="sm" wrap="nowrap">
        <Box style={{ flex: 'none' }}>
          {ring.length ? (
            <DonutChart
              data={ring}
              size={124}
              thickness={18}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={(v) => formatMoney(v)}
            />
          ) : (
            <Box w={124} h={124} />
          )}
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {slices.map((s) => (
            <Group key={s.name} gap={6} wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Box w={10} h={10} bg={s.color} style={{ borderRadius: 2, flex: 'none' }} aria-hidden />
                <Text size="xs" lh={1.25}>
                  {s.name}
                </Text>
              </Group>
              <Text size="xs" fw={600} className="tabular" c={s.value < 0 ? 'red.7' : undefined}>
                {formatMoney(s.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
