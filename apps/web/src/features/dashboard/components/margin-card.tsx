import type { Period } from '@app/contracts/dashboard/dashboard';
import { LineChart } from '@mantine/charts';
import { Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPercent } from '../../../lib/format';
import { useMargin } from '../api/dashboard-queries';

/** Quoted margin (every current quote) against approved margin (Approved quotes), month by month, per team. */
export function MarginCard({ period }: { period: Period }) {
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
        <LineChart
          h={200}
          data={team.points}
          dataKey="month"
          curveType="monotone"
          connectNulls
          valueFormatter={(v) => formatPercent(v)}
          series={[
            { name: 'quoted_percent', label: 'Quoted', color: 'gray.6' },
            { name: 'approved_percent', label: 'Approved', color: 'green.7' },
          ]}
          withLegend
        />
      ) : (
        <Text size="sm" c="dimmed">
          Margins appear once teams have quotes.
        </Text>
      )}
    </Paper>
  );
}
