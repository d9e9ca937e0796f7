import '@mantine/charts/styles.css';
import type { SummedFigures } from '@app/engine';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { PROFIT_PERIODS, profitabilityBars } from '../utils/charts';

const whole = (v: number) => formatMoney(v).replace(/\.00$/, '');

/** Profit per hour, day, week, month and assignment: the selection's totals and a bar per person. */
export function ProfitabilityTab({
  figures,
  perPerson,
}: {
  figures: SummedFigures;
  perPerson: { label: string; figures: SummedFigures }[];
}) {
  // Hour and Total Profit differ by orders of magnitude, so each period gets its own chart.
  const charts = profitabilityBars(perPerson);
  const longest = Math.max(...perPerson.map((p) => p.label.length), 4);
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
        {charts.map((chart) => (
          <Paper key={chart.key} withBorder radius="md" p="sm">
            <Text size="sm" fw={600} mb={4}>
              {chart.period === 'Total Profit'
                ? 'Profit per assignment'
                : `Profit per ${chart.period.toLowerCase()}`}
            </Text>
            <BarChart
              h={Math.max(80, 30 * chart.rows.length + 36)}
              data={chart.rows}
              dataKey="person"
              orientation="vertical"
              series={[{ name: 'profit', label: 'Profit', color: 'teal.6' }]}
              getBarColor={(v) => (v < 0 ? 'red.6' : 'teal.6')}
              valueFormatter={formatMoney}
              withBarValueLabel
              valueLabelProps={{ fontSize: 11, position: 'insideRight', fill: 'white' }}
              yAxisProps={{ width: Math.min(150, longest * 7 + 8), tick: { fontSize: 11 } }}
              xAxisProps={{ tickFormatter: whole, tick: { fontSize: 11 } }}
              gridAxis="none"
            />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
