import { usDate } from '@app/contracts/format';
import type { QuoteRow } from '@app/contracts/quotes/responses';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyListText } from '../../../components/empty-list-text';
import { TablePager } from '../../../components/table-pager';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { ApprovedRevisionNote } from './approved-revision';
import { memberName } from './quote-columns';
import { RowActions } from './row-actions';

/** The quotes list on a phone: one card per quote with every column's value, and the same pager. */
export function QuoteCards({
  rows,
  pending,
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  onSend,
}: {
  rows: QuoteRow[] | undefined;
  pending: boolean;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  onSend: (row: QuoteRow) => void;
}) {
  const list = rows ?? [];
  return (
    <Stack gap="xs" aria-label="Quotes" role="list">
      {list.length === 0 && <EmptyListText pending={pending} />}
      {list.map((row) => (
        <Paper key={row.id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.quote(row.id)} fw={700} size="sm" data-quote-id={row.id}>
                {row.quote_number}
                {row.revision > 1 ? ` (rev. ${row.revision})` : ''}
              </Anchor>
              <ApprovedRevisionNote approved={row.approved_revision} />
              <Text size="sm" truncate="end">
                {row.client_name}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text fw={700} size="sm" className="tabular">
                {formatMoney(row.total)}
              </Text>
              <Text size="xs" c="dimmed" className="tabular">
                {usDate(row.issue_date)}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" mt={4} truncate="end">
            {memberName(row)} · {row.user.email}
          </Text>
          <Group mt="xs">
            <RowActions row={row} onSend={onSend} />
          </Group>
        </Paper>
      ))}
      <TablePager page={page} perPage={perPage} total={total} onPage={onPage} onPerPage={onPerPage} />
    </Stack>
  );
}
