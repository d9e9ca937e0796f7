import type { SummedFigures } from '@app/engine';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../lib/format';

type Figure = keyof SummedFigures['total_assignment_calculation'];

const cards: { label: string; figure: Figure }[] = [
  { label: 'Project cost', figure: 'total_project_cost' },
  { label: 'Total Wages', figure: 'total_wages' },
  { label: 'Total burden cost', figure: 'total_employers_burden' },
  { label: 'Gross Profit', figure: 'gross_profit' },
  { label: 'Revenue', figure: 'total_revenue' },
];

/** The five headline figures of the selection, each with its per-hour value. */
export function SummaryCards({ figures }: { figures: SummedFigures }) {
  const total = figures.total_assignment_calculation;
  const hour = figures.base_hour_calculation;
  const gp = figures.gross_profit_percent;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map((c) => {
        const profit = c.figure === 'gross_profit';
        const negative = profit && total.gross_profit < 0;
        return (
          <Paper key={c.figure} withBorder radius="md" p="sm" aria-label={c.label}>
            <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
                {c.label}
              </Text>
              {profit && (
                <Badge
                  size="sm"
                  variant="outline"
                  // Dark shades on white: readable at badge size (4.5:1).
                  color={gp < 0 ? 'red.9' : 'teal.9'}
                  className="tabular"
                  style={{ flex: 'none' }}
                  aria-label="Gross profit percent"
                >
                  {formatPercent(gp)}
                </Badge>
              )}
            </Group>
            <Text fz={20} fw={700} mt={6} className="tabular" c={negative ? 'red.7' : undefined}>
              {formatMoney(total[c.figure])}
            </Text>
            <Text size="xs" c="dimmed" className="tabular">
              {hour ? `${formatMoney(hour[c.figure])} / hour` : '—'}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
