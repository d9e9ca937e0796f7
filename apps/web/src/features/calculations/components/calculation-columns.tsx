import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { DataColumn } from '../../../components/data-table';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { RowTitleLink } from '../../../components/row-title-link';
import { paths } from '../../../config/paths';
import { formatListDate, formatMoney } from '../../../lib/format';
import type { CalculationRow } from '../api/types';
import { StatusBadge } from './status-badge';

type OnDelete = (row: CalculationRow) => void;

const titleLink = (row: CalculationRow, style: CSSProperties) => (
  <RowTitleLink to={paths.calculation(row.id)} state={row} data-calculation-id={row.id} style={style}>
    {row.name}
  </RowTitleLink>
);

const teamName = (row: CalculationRow) => row.organization_team?.name ?? '—';
const memberName = (row: CalculationRow) => `${row.user.first_name} ${row.user.last_name}`.trim() || '—';
const listDate = (row: CalculationRow) => <span className="tabular">{formatListDate(row.created_at)}</span>;

const revenueColumn: DataColumn<CalculationRow> = {
  key: 'revenue',
  header: 'Revenue',
  sortKey: 'revenue',
  align: 'right',
  render: (row) => formatMoney(row.revenue),
};

function DeleteButton({ row, onDelete }: { row: CalculationRow; onDelete: OnDelete }) {
  return (
    <Tooltip label="Delete" withArrow>
      <DeleteIconButton
        label={`Delete ${row.name}`}
        onClick={(e) => {
          e.stopPropagation();
          onDelete(row);
        }}
      />
    </Tooltip>
  );
}

/** Title, Revenue, Team, Member, Date and Status (badge and delete icon), sorted on the server. */
export function calculationColumns(onDelete: OnDelete): DataColumn<CalculationRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      sortKey: 'title',
      render: (row) =>
        titleLink(row, {
          display: 'inline-block',
          maxWidth: 320,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'middle',
        }),
    },
    revenueColumn,
    { key: 'team', header: 'Team', render: (row) => <Text size="sm">{teamName(row)}</Text> },
    { key: 'member', header: 'Member', sortKey: 'member', render: memberName },
    { key: 'date', header: 'Date', sortKey: 'date', render: listDate },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      width: 200,
      render: (row) => (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <StatusBadge status={row.status} />
          <DeleteButton row={row} onDelete={onDelete} />
        </Group>
      ),
    },
  ];
}

/**
 * The same list on a phone, where the six columns would leave Status, Team, Member and Date off-screen: the
 * title with its status and date, then team and member, under it; Revenue beside it; the delete icon last.
 */
export function phoneCalculationColumns(onDelete: OnDelete): DataColumn<CalculationRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      sortKey: 'title',
      render: (row) => (
        <Stack gap={4} style={{ whiteSpace: 'normal' }}>
          {titleLink(row, { overflowWrap: 'anywhere' })}
          <Group gap="xs">
            <StatusBadge status={row.status} />
            <Text size="xs" c="dimmed">
              {listDate(row)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {teamName(row)} · {memberName(row)}
          </Text>
        </Stack>
      ),
    },
    revenueColumn,
    { key: 'delete', header: '', width: 40, render: (row) => <DeleteButton row={row} onDelete={onDelete} /> },
  ];
}
