import '@mantine/charts/styles.css';
import type { ChartPoint } from '@app/contracts/dashboard/dashboard';
import { Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { CHART_CURVE, compactMoney, timeAxisTicks, timeLabels } from '../../../lib/chart-axis';
import { formatMoney, formatPercent } from '../../../lib/format';
import { AreaChart } from './lazy-chart';

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

/** The width the y-axis ticks ($200K) take from the plot. */
const Y_AXIS_PX = 56;

/**
 * Revenue over the quotes' issue date: a smooth area that never dips below $0 between points, every day or
 * month of the period on the axis (the API sends the empty ones at 0), and a tooltip of revenue, gross profit
 * and percent.
 */
export function RevenueChart({ points, bucket }: { points: ChartPoint[]; bucket: 'day' | 'month' }) {
  const { ref, width } = useElementSize();
  const { labels, year, labelPx } = timeLabels(
    points.map((p) => p.date),
    bucket,
  );
  const data = points.map((p, i) => ({ ...p, label: labels[i] }));
  const ticks = timeAxisTicks(points.length, width - Y_AXIS_PX, labelPx);
  return (
    <Paper withBorder radius="md" p="md" aria-label="Revenue chart">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Revenue by issue date{year ? `, ${year}` : ''}
        </Text>
        <div ref={ref}>
          <AreaChart
            h={240}
            data={data}
            dataKey="label"
            curveType={CHART_CURVE}
            series={[{ name: 'revenue', label: 'Revenue', color: 'brand.6' }]}
            withGradient
            // Room for the last label, which is centred on the plot's edge.
            areaChartProps={{ margin: { right: 20, left: 4 } }}
            valueFormatter={(v) => formatMoney(v)}
            yAxisProps={{ width: Y_AXIS_PX, domain: [0, 'auto'], tickFormatter: compactMoney }}
            xAxisProps={{
              interval: ticks.interval,
              angle: ticks.angle,
              textAnchor: ticks.angle ? 'end' : 'middle',
              height: ticks.angle ? 52 : 30,
            }}
            tooltipProps={{
              content: ({ payload }) => {
                const p = payload?.[0]?.payload as ChartPoint | undefined;
                return p ? <Tip point={p} bucket={bucket} /> : null;
              },
            }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
