import type { SummedFigures } from '@app/engine';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { PROFIT_PERIODS, profitabilityBars } from '../utils/charts';

const palette = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'lime.6'];

/** Profit per hour, day, week, month and assignment: the selection's totals and a bar per person. */
export function ProfitabilityTab({
  figures,
  perPerson,
}: {
  figures: SummedFigures;
  perPerson: { label: string; figures: SummedFigures }[];
}) {
  // Hour and Total Profit differ by orders of magnitude, so each period gets its own small chart.
  const rows = profitabilityBars(perPerson);
  const series = perPerson.map((p, i) => ({ name: p.label, color: palette[i % palette.length]! }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {PROFIT_PERIODS.map((p) => {
          const value = figures.profitability[p.key];
          return (
            <Paper key={p.key} withBorder radius="md" p="sm" aria-label={`Profit per ${p.label}`}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {p.label}
              </Text>
              <Text fw={700} className="tabular" c={value !== null && value < 0 ? 'red.7' : undefined}>
                {formatMoney(value)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rows.map((row) => (
          <Paper key={String(row.period)} withBorder radius="md" p="sm">
            <Text size="sm" fw={600} mb={4}>
              Profit per{' '}
              {String(row.period) === 'Total Profit' ? 'assignment' : String(row.period).toLowerCase()}
            </Text>
            <BarChart
              h={Math.max(90, 34 * series.length + 30)}
              data={[row]}
              dataKey="period"
              orientation="vertical"
              series={series}
              valueFormatter={(v) => formatMoney(v)}
              yAxisProps={{ hide: true, width: 0 }}
              xAxisProps={{ tickFormatter: (v: number) => formatMoney(v).replace(/\.00$/, '') }}
              withLegend={series.length > 1 && String(row.period) === 'Hour'}
              gridAxis="none"
            />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
