import type { Summary } from '@app/contracts/dashboard/dashboard';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../lib/format';

/** Revenue, Gross Profit and Gross Profit %: gross profit in green, or red when it is a loss. */
export function RevenueCards({ summary, demo }: { summary: Summary; demo: boolean }) {
  const tone = summary.gross_profit < 0 ? 'red.9' : 'green.9';
  const cards = [
    { label: 'Revenue', value: formatMoney(summary.revenue), color: undefined },
    { label: 'Gross Profit', value: formatMoney(summary.gross_profit), color: tone },
    { label: 'Gross Profit %', value: formatPercent(summary.gross_profit_percent), color: tone },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {cards.map((c) => (
        <Paper key={c.label} withBorder radius="md" p="md" aria-label={c.label}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {c.label}
            {demo ? '*' : ''}
          </Text>
          <Text fz={26} fw={700} c={c.color} className="tabular" mt={4}>
            {c.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
