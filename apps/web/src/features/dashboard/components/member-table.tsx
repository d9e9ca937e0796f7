import type { MemberRow } from '@app/contracts/dashboard/dashboard';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable, type PagedRows } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { formatMoney, initials } from '../../../lib/format';
import { PerformanceBar } from './performance-bar';

/** A member as the Name column shows them: avatar, name and e-mail, and on a phone what else the row holds. */
function MemberName({ row, children }: { row: MemberRow; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align={children ? 'flex-start' : 'center'}>
      <Avatar src={row.info.image} size={32} radius="xl" color="brand">
        {initials(row.info.first_name, row.info.last_name)}
      </Avatar>
      <Stack gap={0} style={children ? { whiteSpace: 'normal', overflowWrap: 'anywhere' } : undefined}>
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.email}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

const revenueColumn: DataColumn<MemberRow> = {
  key: 'revenue',
  header: 'Revenue',
  align: 'right',
  render: (r) => formatMoney(r.revenue),
};
const performance = (r: MemberRow) => (
  <PerformanceBar value={r.performance} label={`${r.name} performance`} />
);

/**
 * A team's members: Name (avatar, name, e-mail), Calcs, Quotes, Revenue, Member performance; rows open the member.
 * On a phone, where Revenue and the bar sat off-screen, two columns: the name with the counts and the bar under
 * it, and Revenue (docs/product/teams-and-members.md#team-page-dashboardteamid).
 */
export function MemberTable({ teamId, ...paged }: PagedRows<MemberRow> & { teamId: number }) {
  const navigate = useNavigate();
  const phone = useScreenBelow('sm');
  const columns: DataColumn<MemberRow>[] = phone
    ? [
        {
          key: 'name',
          header: 'Name',
          render: (r) => (
            <MemberName row={r}>
              <Text size="xs" c="dimmed" mt={4} className="tabular">
                {r.calcs} calcs · {r.invoices} quotes
              </Text>
              {performance(r)}
            </MemberName>
          ),
        },
        revenueColumn,
      ]
    : [
        { key: 'name', header: 'Name', render: (r) => <MemberName row={r} /> },
        { key: 'calcs', header: 'Calcs', align: 'right', render: (r) => r.calcs },
        { key: 'quotes', header: 'Quotes', align: 'right', render: (r) => r.invoices },
        revenueColumn,
        { key: 'performance', header: 'Member performance', render: performance },
      ];
  return (
    <DataTable
      caption="Members"
      columns={columns}
      {...paged}
      rowKey={(r) => r.info.id}
      minWidth={phone ? 0 : 640}
      onRowClick={(r) => navigate(paths.member(teamId, r.info.id))}
    />
  );
}
