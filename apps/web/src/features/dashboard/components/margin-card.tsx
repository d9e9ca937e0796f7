import '@mantine/charts/styles.css';
import type { Period } from '@app/contracts/dashboard/dashboard';
import { Group, Paper, Select, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { CHART_CURVE, timeAxisTicks, timeLabels } from '../../../lib/chart-axis';
import { formatPercent } from '../../../lib/format';
import { useMargin } from '../api/dashboard-queries';
import { LineChart } from './lazy-chart';

const Y_AXIS_PX = 48;

/**
 * Quoted margin (every current quote) against approved margin (Approved quotes), month by month, per team.
 * Every month of the period is on the axis; a month without quotes has no point, and no line is drawn across it.
 */
export function MarginCard({ period }: { period: Period }) {
  const { ref, width } = useElementSize();
  const { data } = useMargin(period === '7' || period === '30' ? 'year' : period);
  const teams = data?.data.teams ?? [];
  const [teamId, setTeamId] = useState<string | null>(null);
  const team = teams.find((t) => String(t.id) === teamId) ?? teams[0];
  return (
    <Paper withBorder radius="md" p="md" aria-label="Quoted versus approved margin">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          Quoted vs approved margin
        </Text>
        {teams.length > 0 && (
          <Select
            aria-label="Team"
            size="xs"
            w={170}
            allowDeselect={false}
            data={teams.map((t) => ({ value: String(t.id), label: t.name }))}
            value={team ? String(team.id) : null}
            onChange={setTeamId}
          />
        )}
      </Group>
      {team ? (
        <div ref={ref}>
          <MarginLines points={team.points} width={width} />
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          Margins appear once teams have quotes.
        </Text>
      )}
    </Paper>
  );
}

type MarginPoint = { month: string; quoted_percent: number | null; approved_percent: number | null };

function MarginLines({ points, width }: { points: MarginPoint[]; width: number }) {
  const { labels, year, labelPx } = timeLabels(
    points.map((p) => p.month),
    'month',
  );
  const ticks = timeAxisTicks(points.length, width - Y_AXIS_PX, labelPx);
  return (
    <>
      <Text size="xs" c="dimmed" mb={4}>
        Gross profit % of revenue, by month of issue{year ? ` in ${year}` : ''}
      </Text>
      <LineChart
        h={220}
        data={points.map((p, i) => ({ ...p, label: labels[i] }))}
        dataKey="label"
        curveType={CHART_CURVE}
        connectNulls={false}
        // Room for the last label, which is centred on the plot's edge.
        lineChartProps={{ margin: { right: 20, left: 4 } }}
        valueFormatter={(v) => formatPercent(v)}
        yAxisProps={{ width: Y_AXIS_PX, tickFormatter: (v: number) => formatPercent(v, 0) }}
        xAxisProps={{
          interval: ticks.interval,
          angle: ticks.angle,
          textAnchor: ticks.angle ? 'end' : 'middle',
          height: ticks.angle ? 44 : 30,
        }}
        series={[
          { name: 'quoted_percent', label: 'Quoted', color: 'gray.6' },
          { name: 'approved_percent', label: 'Approved', color: 'green.7' },
        ]}
        withLegend
      />
    </>
  );
}
