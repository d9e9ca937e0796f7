import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, formatPercent, initials } from '../../../lib/format';
import { type FigureQuery, useLeaderboard } from '../api/dashboard-queries';

/** The five members with the most gross profit in the tab and period. */
export function LeaderboardCard({ query }: { query: FigureQuery }) {
  const { data, isPending } = useLeaderboard(query);
  const members = data?.data.members ?? [];
  return (
    <Paper withBorder radius="md" p="md" aria-label="Member leaderboard">
      <Text size="sm" fw={600} mb="sm">
        Leaderboard by gross profit
      </Text>
      <Stack gap="sm">
        {members.length === 0 && (
          <Text size="sm" c="dimmed">
            {isPending ? 'Fetching data please wait ....' : 'No quotes in this period.'}
          </Text>
        )}
        {members.map((m, i) => (
          <Group key={m.info.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" c="gray.7" w={18} className="tabular">
                {i + 1}
              </Text>
              <Avatar src={m.info.image} size={28} radius="xl" color="brand">
                {initials(m.info.first_name, m.info.last_name)}
              </Avatar>
              <Text size="sm" truncate>
                {m.info.first_name} {m.info.last_name}
              </Text>
            </Group>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} c={m.gross_profit < 0 ? 'red.9' : undefined} className="tabular">
                {formatMoney(m.gross_profit)}
              </Text>
              <Text size="xs" c="gray.7" className="tabular">
                {formatPercent(m.gross_profit_percent)} of {formatMoney(m.revenue)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
