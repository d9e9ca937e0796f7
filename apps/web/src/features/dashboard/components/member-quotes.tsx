import type { QuotePageResponse } from '@app/contracts/quotes/responses';
import { listQuotesRoute } from '@app/contracts/quotes/routes';
import { quoteStatusColor } from '@app/contracts/quotes/status';
import { Badge, Paper, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../hooks/use-paging';
import { call } from '../../../lib/call';
import { formatListDate, formatMoney } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

type Row = QuotePageResponse['data']['quotation'][number];

const columns: DataColumn<Row>[] = [
  { key: 'number', header: 'Quote#', render: (r) => r.quote_number },
  { key: 'client', header: 'Client', render: (r) => r.client_name },
  { key: 'total', header: 'Total', align: 'right', render: (r) => formatMoney(r.total) },
  { key: 'date', header: 'Date', render: (r) => formatListDate(`${r.issue_date}T12:00:00`) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Badge variant="light" color={quoteStatusColor(r.status)}>
        {r.status}
      </Badge>
    ),
  },
];

/** The Quotes sub-tab of the member page: the member's quotes in the team (GET /organization_team/quotes). */
export function MemberQuotes({ memberId, teamId }: { memberId: number; teamId: number }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const paging = usePaging(5);
  const query = { member_id: memberId, team_id: teamId, page: paging.page, per_page: paging.perPage };
  const { data, isPending, isFetching } = useQuery({
    queryKey: [...queryKeys.dashboard.all(orgId), 'member-quotes', query],
    queryFn: () => call(listQuotesRoute, { query }),
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder radius="md">
      <Text fw={600} p="sm" pb={0}>
        Quotes
      </Text>
      <DataTable
        caption="Member quotes"
        columns={columns}
        rows={data?.data.quotation}
        rowKey={(r) => r.id}
        pending={isPending}
        fetching={isFetching}
        {...paging}
        total={data?.data.total ?? 0}
        onRowClick={(r) => navigate(`/quote/${r.id}`)}
      />
    </Paper>
  );
}
