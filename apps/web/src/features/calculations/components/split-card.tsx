import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { drawable, type Slice } from '../utils/charts';

/**
 * A side card: a donut of a headline figure's parts and a legend listing every part with its value, closed by
 * the sum line named after the summary card it equals (Total burden cost, Revenue). The figure itself is the
 * summary card's, so the side card does not repeat it as a second headline (docs/product/calculations.md).
 */
export function SplitCard({
  title,
  description,
  slices,
  total,
}: {
  title: string;
  /** What the parts add up to, in words. */
  description: string;
  slices: Slice[];
  /** The summary card the parts add up to: its name and figure. */
  total: { label: string; value: number };
}) {
  const ring = drawable(slices);
  return (
    <Paper withBorder radius="md" p="md" aria-label={title}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
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
          <Group
            gap={6}
            wrap="nowrap"
            justify="space-between"
            pt={4}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            aria-label={`${total.label} ${formatMoney(total.value)}`}
          >
            <Text size="xs" fw={700} lh={1.25}>
              = {total.label}
            </Text>
            <Text size="xs" fw={700} className="tabular">
              {formatMoney(total.value)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
