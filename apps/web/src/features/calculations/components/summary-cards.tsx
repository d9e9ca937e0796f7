import type { SummedFigures } from '@app/engine';
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { formatMoney, formatPercent } from '../../../lib/format';
import classes from '../calculations.module.css';

type Figure = keyof SummedFigures['total_assignment_calculation'];

const cards: { label: string; figure: Figure }[] = [
  { label: 'Project cost', figure: 'total_project_cost' },
  { label: 'Total Wages', figure: 'total_wages' },
  { label: 'Total burden cost', figure: 'total_employers_burden' },
  { label: 'Gross Profit', figure: 'gross_profit' },
  { label: 'Revenue', figure: 'total_revenue' },
];

/**
 * The five headline figures of the selection (docs/product/calculations.md's names), each with its per-hour
 * value, on one line inside its card at every width.
 */
export function SummaryCards({ figures }: { figures: SummedFigures }) {
  const total = figures.total_assignment_calculation;
  const hour = figures.base_hour_calculation;
  const gp = figures.gross_profit_percent;
  const longest = Math.max(...cards.map((c) => formatMoney(total[c.figure]).length));
  return (
    <div className={classes.summaryCards} style={{ '--figure-chars': longest } as CSSProperties}>
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
            <Text fw={700} mt={6} className={`tabular ${classes.figure}`} c={negative ? 'red.7' : undefined}>
              {formatMoney(total[c.figure])}
            </Text>
            <Text size="xs" c="dimmed" className="tabular">
              {hour ? `${formatMoney(hour[c.figure])} / hour` : '—'}
            </Text>
          </Paper>
        );
      })}
    </div>
  );
}
