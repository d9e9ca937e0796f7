import { toCent } from '@app/contracts/money';
import type { SummedFigures } from '@app/engine';
import { Table, Text } from '@mantine/core';
import { SimpleTable } from '../../../components/simple-table';
import { formatMoney } from '../../../lib/format';

type Figure = keyof SummedFigures['total_assignment_calculation'];

export interface FigureRow {
  label: string;
  figure?: Figure;
  /** A value not in the totals (a cost item line). */
  value?: number;
  /** Subtotals are bold; headings have no figure. */
  strong?: boolean;
  heading?: boolean;
  indent?: boolean;
}

/** Label, per hour and total assignment columns, money right-aligned in tabular figures. */
export function FigureTable({
  rows,
  figures,
  caption,
}: {
  rows: FigureRow[];
  figures: SummedFigures;
  caption: string;
}) {
  const total = figures.total_assignment_calculation;
  const hour = figures.base_hour_calculation;
  const hours = figures.time.total_hours;
  return (
    <SimpleTable
      minWidth={300}
      verticalSpacing={6}
      aria-label={caption}
      fz="sm"
      head={['', { label: 'Per hour', className: 'num' }, { label: 'Total assignment', className: 'num' }]}
    >
      {rows.map((r) => {
        if (r.heading) {
          return (
            <Table.Tr key={r.label} bg="var(--mantine-color-gray-0)">
              <Table.Td colSpan={3}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {r.label}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        }
        const t = r.figure ? total[r.figure] : (r.value ?? 0);
        const h = r.figure ? hour?.[r.figure] : hours ? toCent(t / hours) : undefined;
        const fw = r.strong ? 700 : undefined;
        const red = r.figure === 'gross_profit' && t < 0 ? 'red.7' : undefined;
        return (
          <Table.Tr key={`${r.label}-${r.figure ?? r.value}`}>
            <Table.Td pl={r.indent ? 'lg' : undefined} fw={fw}>
              {r.label}
            </Table.Td>
            <Table.Td className="num" fw={fw} c={red}>
              {h === undefined ? '—' : formatMoney(h)}
            </Table.Td>
            <Table.Td className="num" fw={fw} c={red}>
              {formatMoney(t)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </SimpleTable>
  );
}
