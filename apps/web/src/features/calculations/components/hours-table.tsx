import { locationHours } from '@app/contracts/calculations/hours-by-location';
import type { ResultFigures } from '@app/engine';
import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

const HOURS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface HoursLocation {
  /** '1. Forklift Operator · CA' */
  label: string;
  figures: ResultFigures;
}

/**
 * Regular, overtime and double-time hours with their pay and revenue, one table per (person, location), and
 * the state rule that split them (docs/product/calculations.md#hours-by-location). The rows are those of the
 * PDF, the XLSX and the calculator's live results (locationHours).
 */
export function HoursTable({ locations }: { locations: HoursLocation[] }) {
  return (
    <Stack gap="md">
      {locations.map(({ label, figures }) => {
        const h = locationHours(figures);
        return (
          <div key={label}>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {h.rule}
            </Text>
            <Table.ScrollContainer minWidth={520}>
              <Table
                verticalSpacing={4}
                fz="sm"
                aria-label={`Hours: ${label}`}
                style={{ whiteSpace: 'nowrap' }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th className="num">A week</Table.Th>
                    <Table.Th className="num">Hours</Table.Th>
                    <Table.Th className="num">Pay rate</Table.Th>
                    <Table.Th className="num">Pay</Table.Th>
                    <Table.Th className="num">Bill rate</Table.Th>
                    <Table.Th className="num">Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {h.rows.map((r) => (
                    <Table.Tr key={r.kind} data-kind={r.kind}>
                      <Table.Td>{r.label}</Table.Td>
                      <Table.Td className="num">{HOURS.format(r.per_week)}</Table.Td>
                      <Table.Td className="num">{HOURS.format(r.hours)}</Table.Td>
                      <Table.Td className="num">{formatMoney(r.pay_rate)}</Table.Td>
                      <Table.Td className="num">{formatMoney(r.pay)}</Table.Td>
                      <Table.Td className="num">{formatMoney(r.bill_rate)}</Table.Td>
                      <Table.Td className="num">{formatMoney(r.revenue)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr data-kind="total" fw={700}>
                    <Table.Td>Total</Table.Td>
                    <Table.Td className="num">{HOURS.format(h.total.per_week)}</Table.Td>
                    <Table.Td className="num">{HOURS.format(h.total.hours)}</Table.Td>
                    <Table.Td />
                    <Table.Td className="num">{formatMoney(h.total.pay)}</Table.Td>
                    <Table.Td />
                    <Table.Td className="num">{formatMoney(h.total.revenue)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        );
      })}
    </Stack>
  );
}
