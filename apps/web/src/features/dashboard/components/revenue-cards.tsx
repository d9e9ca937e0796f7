import type { Summary } from '@app/contracts/dashboard/dashboard';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../lib/format';
import { SampleBadge } from './sample-figures';

/**
 * Revenue, Gross Profit and Gross Profit %: gross profit in green, or red when it is a loss. Demo figures carry
 * the spec's asterisk and a Sample data mark on every card; while loading a dash stands in for each figure.
 */
export function RevenueCards({ summary, sample }: { summary: Summary | null; sample: boolean }) {
  const tone = summary && summary.gross_profit < 0 ? 'red.9' : 'green.9';
  const cards = [
    { label: 'Revenue', value: summary && formatMoney(summary.revenue), color: undefined },
    { label: 'Gross Profit', value: summary && formatMoney(summary.gross_profit), color: tone },
    { label: 'Gross Profit %', value: summary && formatPercent(summary.gross_profit_percent), color: tone },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-busy={summary === null}>
      {cards.map((c) => (
        <Paper
          key={c.label}
          withBorder
          radius="md"
          p="md"
          aria-label={c.label}
          data-sample={sample || undefined}
        >
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {c.label}
              {sample ? '*' : ''}
            </Text>
            {sample && <SampleBadge />}
          </Group>
          <Text fz={26} fw={700} c={sample ? 'dimmed' : c.color} className="tabular" mt={4}>
            {c.value ?? '—'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
