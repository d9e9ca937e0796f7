import type { MemberRow } from '@app/contracts/dashboard/dashboard';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable, type PagedRows } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { formatMoney, initials } from '../../../lib/format';
import { PerformanceBar } from './performance-bar';

/** A team's members: Name (avatar, name, e-mail), Calcs, Quotes, Revenue, Member performance; rows open the member. */
export function MemberTable({ teamId, ...paged }: PagedRows<MemberRow> & { teamId: number }) {
  const navigate = useNavigate();
  const columns: DataColumn<MemberRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.info.image} size={32} radius="xl" color="brand">
            {initials(r.info.first_name, r.info.last_name)}
          </Avatar>
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {r.name}
            </Text>
            <Text size="xs" c="dimmed">
              {r.email}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'calcs', header: 'Calcs', align: 'right', render: (r) => r.calcs },
    { key: 'quotes', header: 'Quotes', align: 'right', render: (r) => r.invoices },
    { key: 'revenue', header: 'Revenue', align: 'right', render: (r) => formatMoney(r.revenue) },
    {
      key: 'performance',
      header: 'Member performance',
      render: (r) => <PerformanceBar value={r.performance} label={`${r.name} performance`} />,
    },
  ];
  return (
    <DataTable
      caption="Members"
      columns={columns}
      {...paged}
      rowKey={(r) => r.info.id}
      minWidth={640}
      onRowClick={(r) => navigate(paths.member(teamId, r.info.id))}
    />
  );
}
