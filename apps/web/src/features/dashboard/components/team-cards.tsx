import type { TeamRow } from '@app/contracts/dashboard/dashboard';
import { Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagedRows } from '../../../components/data-table';
import { EmptyListText } from '../../../components/empty-list-text';
import { TablePager } from '../../../components/table-pager';
import { paths } from '../../../config/paths';
import { formatMoney, initials } from '../../../lib/format';
import { PerformanceBar } from './performance-bar';

/** What the team table and its cards show and do (team-table.tsx renders one or the other). */
export interface TeamListProps extends PagedRows<TeamRow> {
  canManage: (teamId: number) => boolean;
  onManage: (teamId: number) => void;
}

function Figure({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" className="tabular">
        {children}
      </Text>
    </div>
  );
}

/**
 * The team table on a phone (docs/product/dashboard.md#team-table): a card per team with every column in view,
 * Revenue and Gross Profit first, instead of a wide table whose money columns sat off-screen with no cue.
 */
export function TeamCards({
  rows,
  total,
  page,
  perPage,
  pending,
  fetching,
  onPage,
  onPerPage,
  canManage,
  onManage,
}: TeamListProps) {
  const list = rows ?? [];
  return (
    // Padded: the Teams panel around it has none (the desktop table runs edge to edge), and bordered cards
    // flush with its border read as one box.
    <Stack gap="sm" p="xs" role="list" aria-label="Teams" aria-busy={fetching && list.length > 0}>
      {list.length === 0 && <EmptyListText pending={pending} />}
      {list.map((r) => (
        <Paper
          key={r.info.id}
          role="listitem"
          withBorder
          radius="md"
          p="sm"
          style={fetching ? { opacity: 0.6 } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={r.info.image} size={30} radius="md" color="brand">
                {initials(r.name.split(' ')[0], r.name.split(' ')[1])}
              </Avatar>
              {/* The whole name, on two lines if need be: the button beside it keeps its width. */}
              <Anchor
                component={Link}
                to={paths.team(r.info.id)}
                size="sm"
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {r.name}
              </Anchor>
            </Group>
            {canManage(r.info.id) && (
              <Button
                size="compact-sm"
                style={{ flex: 'none' }}
                variant="light"
                leftSection={<IconUsers size={14} />}
                onClick={() => onManage(r.info.id)}
                aria-label={`Manage Team ${r.name}`}
              >
                Manage Team
              </Button>
            )}
          </Group>
          <SimpleGrid cols={3} spacing="xs" verticalSpacing={6} mt="xs">
            <Figure label="Revenue">{formatMoney(r.revenue)}</Figure>
            <Figure label="Gross Profit">
              <Text span size="sm" c={r.grossprofit < 0 ? 'red.9' : undefined}>
                {formatMoney(r.grossprofit)}
              </Text>
            </Figure>
            <Figure label="Members">{r.members}</Figure>
            <Figure label="Calcs">{r.calcs}</Figure>
            <Figure label="Quotes">{r.invoices}</Figure>
            <Figure label="Team performance" wide>
              <PerformanceBar value={r.teamperformance} label={`${r.name} performance`} />
            </Figure>
          </SimpleGrid>
        </Paper>
      ))}
      <TablePager page={page} perPage={perPage} total={total} onPage={onPage} onPerPage={onPerPage} />
    </Stack>
  );
}
