import type { TeamRow } from '@app/contracts/dashboard/dashboard';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { formatMoney, initials } from '../../../lib/format';
import { PerformanceBar } from './performance-bar';
import { TeamCards, type TeamListProps } from './team-cards';

/**
 * The team table: Name, Members, Calcs, Quotes, Revenue, Gross Profit, Team performance and Manage Team;
 * a row opens the team page. On a phone, a card per team (team-cards.tsx).
 */
export function TeamTable(props: TeamListProps) {
  const { canManage, onManage, ...paged } = props;
  const navigate = useNavigate();
  const phone = useScreenBelow('sm');
  if (phone) return <TeamCards {...props} />;
  const columns: DataColumn<TeamRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.info.image} size={30} radius="md" color="brand">
            {initials(r.name.split(' ')[0], r.name.split(' ')[1])}
          </Avatar>
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
        </Group>
      ),
    },
    { key: 'members', header: 'Members', align: 'right', render: (r) => r.members },
    { key: 'calcs', header: 'Calcs', align: 'right', render: (r) => r.calcs },
    { key: 'quotes', header: 'Quotes', align: 'right', render: (r) => r.invoices },
    { key: 'revenue', header: 'Revenue', align: 'right', render: (r) => formatMoney(r.revenue) },
    {
      key: 'gp',
      header: 'Gross Profit',
      align: 'right',
      render: (r) => (
        <Text size="sm" c={r.grossprofit < 0 ? 'red.9' : undefined} className="tabular">
          {formatMoney(r.grossprofit)}
        </Text>
      ),
    },
    {
      key: 'performance',
      header: 'Team performance',
      render: (r) => <PerformanceBar value={r.teamperformance} label={`${r.name} performance`} />,
    },
    {
      key: 'manage',
      header: '',
      render: (r) =>
        canManage(r.info.id) ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUsers size={14} />}
            onClick={() => onManage(r.info.id)}
          >
            Manage Team
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption="Teams"
      columns={columns}
      {...paged}
      rowKey={(r) => r.info.id}
      minWidth={860}
      onRowClick={(r) => navigate(paths.team(r.info.id))}
    />
  );
}
