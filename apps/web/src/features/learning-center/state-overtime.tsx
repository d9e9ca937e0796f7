import overtime from 'virtual:overtime-example';
import { Paper, Table, Text, Title } from '@mantine/core';
import { SimpleTable } from '../../components/simple-table';
import { formatMoney } from '../../lib/format';

const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const after = (h: number | null) => (h === null ? 'none' : `past ${h} h a day`);

/**
 * The state overtime rules of the reference data and one California shift week, both from the build
 * (virtual:overtime-example, docs/calculation-model.md#state-daily-overtime-and-double-time): the table is the product's rule data and
 * the figures are the engine's.
 */
export function StateOvertime() {
  const e = overtime;
  const weeks = e.weeks;
  const perWeek = (total: number) => n.format(total / weeks);
  const kinds = [
    ['Regular', e.hours.regular, e.rates.pay, e.pay.regular, e.rates.bill, e.revenue.regular],
    [
      'Overtime',
      e.hours.overtime,
      e.rates.overtime_pay,
      e.pay.overtime,
      e.rates.overtime_bill,
      e.revenue.overtime,
    ],
    [
      'Double time',
      e.hours.doubletime,
      e.rates.doubletime_pay,
      e.pay.doubletime,
      e.rates.doubletime_bill,
      e.revenue.doubletime,
    ],
  ] as const;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb={4}>
        Overtime by state
      </Title>
      <Text c="dimmed" mb="sm">
        Everywhere, hours past 40 a week are overtime (the federal rule). Some states also count overtime per
        workday, and California pays double time. StaffMargin applies the rule of each work location’s state
        to hourly, non-exempt workers on a shift schedule; an hour is never counted twice.
      </Text>
      <SimpleTable
        minWidth={560}
        verticalSpacing="xs"
        striped
        aria-label="Overtime rules by state"
        head={['State', 'Daily overtime', 'Double time', 'Seventh day in a row', 'Source']}
      >
        {e.rules.map((r) => (
          <Table.Tr key={r.state}>
            <Table.Td fw={500}>{r.name}</Table.Td>
            <Table.Td>{after(r.daily_overtime_after)}</Table.Td>
            <Table.Td>{after(r.daily_doubletime_after)}</Table.Td>
            <Table.Td>
              {r.seventh_day
                ? `first ${r.daily_overtime_after} h overtime, the rest double time`
                : 'nothing special'}
            </Table.Td>
            <Table.Td>{r.source}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={500}>Every other state (federal)</Table.Td>
          <Table.Td>none</Table.Td>
          <Table.Td>none</Table.Td>
          <Table.Td>nothing special</Table.Td>
          <Table.Td>Fair Labor Standards Act: past 40 h a week</Table.Td>
        </Table.Tr>
      </SimpleTable>
      <Text size="sm" c="dimmed" mt="xs">
        Not modelled: Colorado’s 12 consecutive hours across two workdays, Nevada’s daily overtime (it depends
        on the pay rate), alternative workweek schedules, split shifts and collective agreements.
      </Text>
      <Title order={3} fz="md" mt="lg" mb={4}>
        Example: {e.hours_per_shift} h x {e.shifts_per_week} shifts a week in {e.state}
      </Title>
      <Text c="dimmed" mb="sm">
        {`A ${e.job.toLowerCase()} paid ${formatMoney(e.rates.pay)} an hour and billed at ${formatMoney(e.rates.bill)}, ${e.shifts_per_week} shifts of ${e.hours_per_shift} h a week for ${n.format(weeks)} weeks. ${e.rule}. Under the federal rule alone the same week would be ${perWeek(e.federal.regular)} regular and ${perWeek(e.federal.overtime)} overtime hours. These figures come from the StaffMargin calculator itself.`}
      </Text>
      <SimpleTable
        minWidth={560}
        verticalSpacing="xs"
        striped
        aria-label="California shift week"
        head={[
          'Hours',
          { label: 'A week', ta: 'right' },
          { label: `${n.format(weeks)} weeks`, ta: 'right' },
          { label: 'Pay', ta: 'right' },
          { label: 'Bill', ta: 'right' },
        ]}
      >
        {kinds.map(([label, hours, payRate, pay, billRate, revenue]) => (
          <Table.Tr key={label}>
            <Table.Td fw={500}>{label}</Table.Td>
            <Table.Td ta="right" className="tabular">
              {perWeek(hours)} h
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {n.format(hours)} h
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {n.format(hours)} h x {formatMoney(payRate)} = {formatMoney(pay)}
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {n.format(hours)} h x {formatMoney(billRate)} = {formatMoney(revenue)}
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </Paper>
  );
}
