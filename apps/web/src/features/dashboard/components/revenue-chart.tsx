import type { ChartPoint } from '@app/contracts/dashboard/dashboard';
import { AreaChart } from '@mantine/charts';
import { Paper, Stack, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../lib/format';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function Tip({ point, bucket }: { point: ChartPoint; bucket: 'day' | 'month' }) {
  const date = new Date(`${point.date}T00:00:00Z`);
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm">
      <Text size="xs" fw={600}>
        {(bucket === 'day' ? monthDay : monthYear).format(date)}
      </Text>
      <Text size="xs" className="tabular">
        Revenue: {formatMoney(point.revenue)}
      </Text>
      <Text size="xs" className="tabular">
        Gross Profit: {formatMoney(point.gross_profit)}
      </Text>
      <Text size="xs" className="tabular">
        Gross Profit %: {formatPercent(point.gross_profit_percent)}
      </Text>
    </Paper>
  );
}

/** Revenue over the quotes' issue date, a smooth area with a tooltip of revenue, gross profit and percent. */
export function RevenueChart({ points, bucket }: { points: ChartPoint[]; bucket: 'day' | 'month' }) {
  const fmt = bucket === 'day' ? monthDay : monthYear;
  const data = points.map((p) => ({ ...p, label: fmt.format(new Date(`${p.date}T00:00:00Z`)) }));
  return (
    <Paper withBorder radius="md" p="md" aria-label="Revenue chart">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Revenue by issue date
        </Text>
        <AreaChart
          h={240}
          data={data}
          dataKey="label"
          curveType="natural"
          series={[{ name: 'revenue', label: 'Revenue', color: 'brand.6' }]}
          withGradient
          valueFormatter={(v) => formatMoney(v)}
          yAxisProps={{ width: 90 }}
          tooltipProps={{
            content: ({ payload }) => {
              const p = payload?.[0]?.payload as ChartPoint | undefined;
              return p ? <Tip point={p} bucket={bucket} /> : null;
            },
          }}
        />
      </Stack>
    </Paper>
  );
}
