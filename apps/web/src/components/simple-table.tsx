import { Table, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One header cell: its text alone, or its label with the cell's alignment, width or class. */
type SimpleHead = string | ({ label?: ReactNode } & Pick<TableThProps, 'ta' | 'w' | 'className'>);

/**
 * A table whose rows the page writes itself (no sorting or paging, unlike DataTable): a header row from `head`,
 * the rows as children, and, with `minWidth`, a scroll container so narrow screens scroll it sideways
 * (docs/product/README.md#how-it-looks-and-feels).
 */
export function SimpleTable({
  head,
  minWidth,
  children,
  ...table
}: { head: SimpleHead[]; minWidth?: number; children: ReactNode } & TableProps) {
  const body = (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => {
            const { label, ...th } = typeof h === 'string' ? { label: h } : h;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header is fixed, its order is its identity
              <Table.Th key={i} {...th}>
                {label}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{body}</Table.ScrollContainer> : body;
}
