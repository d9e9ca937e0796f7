import { usDate } from '@app/contracts/format';
import type { QuoteRow } from '@app/contracts/quotes/responses';
import { Text } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table';
import { RowTitleLink } from '../../../components/row-title-link';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { ApprovedRevisionNote } from './approved-revision';
import { RowActions } from './row-actions';

export const memberName = (row: QuoteRow) => `${row.user.first_name} ${row.user.last_name}`.trim() || '—';

/** Quote#, Client, Member (name and e-mail), Total, Date and Status with PDF and Send, sorted on the server. */
export function quoteColumns(onSend: (row: QuoteRow) => void): DataColumn<QuoteRow>[] {
  return [
    {
      key: 'quote_number',
      header: 'Quote#',
      sortKey: 'quote_number',
      render: (row) => (
        <>
          <RowTitleLink to={paths.quote(row.id)} data-quote-id={row.id}>
            {row.quote_number}
            {row.revision > 1 ? ` (rev. ${row.revision})` : ''}
          </RowTitleLink>
          <ApprovedRevisionNote approved={row.approved_revision} />
        </>
      ),
    },
    {
      key: 'client',
      header: 'Client',
      sortKey: 'client',
      render: (row) => (
        <Text size="sm" maw={260} truncate="end">
          {row.client_name}
        </Text>
      ),
    },
    {
      key: 'member',
      header: 'Member',
      sortKey: 'member',
      render: (row) => (
        <div>
          <Text size="sm">{memberName(row)}</Text>
          <Text size="xs" c="dimmed">
            {row.user.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'total',
      header: 'Total',
      sortKey: 'total',
      align: 'right',
      render: (row) => formatMoney(row.total),
    },
    {
      key: 'date',
      header: 'Date',
      sortKey: 'date',
      render: (row) => <span className="tabular">{usDate(row.issue_date)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => <RowActions row={row} onSend={onSend} />,
    },
  ];
}
