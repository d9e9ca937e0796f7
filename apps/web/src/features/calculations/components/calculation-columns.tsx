import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DataColumn } from '../../../components/data-table';
import { RowTitleLink } from '../../../components/row-title-link';
import { paths } from '../../../config/paths';
import { formatListDate, formatMoney } from '../../../lib/format';
import type { CalculationRow } from '../api/types';
import { StatusBadge } from './status-badge';

/** Title, Revenue, Team, Member, Date and Status (badge and delete icon), sorted on the server. */
export function calculationColumns(onDelete: (row: CalculationRow) => void): DataColumn<CalculationRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      sortKey: 'title',
      render: (row) => (
        <RowTitleLink
          to={paths.calculation(row.id)}
          state={row}
          data-calculation-id={row.id}
          style={{
            display: 'inline-block',
            maxWidth: 320,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            verticalAlign: 'middle',
          }}
        >
          {row.name}
        </RowTitleLink>
      ),
    },
    {
      key: 'revenue',
      header: 'Revenue',
      sortKey: 'revenue',
      align: 'right',
      render: (row) => formatMoney(row.revenue),
    },
    {
      key: 'team',
      header: 'Team',
      render: (row) => <Text size="sm">{row.organization_team?.name ?? '—'}</Text>,
    },
    {
      key: 'member',
      header: 'Member',
      sortKey: 'member',
      render: (row) => `${row.user.first_name} ${row.user.last_name}`.trim() || '—',
    },
    {
      key: 'date',
      header: 'Date',
      sortKey: 'date',
      render: (row) => <span className="tabular">{formatListDate(row.created_at)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      width: 200,
      render: (row) => (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <StatusBadge status={row.status} />
          <Tooltip label="Delete" withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${row.name}`}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(row);
              }}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
