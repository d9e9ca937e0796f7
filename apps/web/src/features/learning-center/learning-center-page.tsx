import example from 'virtual:worked-example';
import { Anchor, Code, List, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { SimpleTable } from '../../components/simple-table';
import { formatMoney, formatPercent } from '../../lib/format';
import { formulas, resources, terms, tutorials } from './learning-center-content';
import { StateOvertime } from './state-overtime';

const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** /learning-center: Terms, Calculations (formulas and a worked example), Resources, Tutorials. */
export function LearningCenterPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          Learning Center
        </Title>
        <Text c="dimmed">What every figure means, how it is calculated, and how to use StaffMargin.</Text>
      </div>
      <Tabs defaultValue="terms" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="terms">Terms</Tabs.Tab>
          <Tabs.Tab value="calculations">Calculations</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
          <Tabs.Tab value="tutorials">Tutorials</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terms">
          <Paper withBorder radius="md" p="lg">
            <Stack component="dl" gap="md" m={0}>
              {terms.map((t) => (
                <div key={t.term}>
                  <Text component="dt" fw={600}>
                    {t.term}
                  </Text>
                  <Text component="dd" m={0} c="dimmed">
                    {t.meaning}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="calculations">
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="sm">
                Formulas
              </Title>
              <SimpleTable minWidth={560} verticalSpacing="sm" head={['Figure', 'In plain words', 'Exactly']}>
                {formulas.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Td fw={600}>{f.name}</Table.Td>
                    <Table.Td>{f.plain}</Table.Td>
                    <Table.Td>
                      <Code>{f.exact}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </SimpleTable>
            </Paper>
            <WorkedExample />
            <StateOvertime />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="resources">
          <Paper withBorder radius="md" p="lg">
            <List spacing="sm">
              {resources.map((r) => (
                <List.Item key={r.href}>
                  <Anchor href={r.href} target="_blank" rel="noopener noreferrer">
                    {r.label}
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    ({r.about})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="tutorials">
          <Tabs defaultValue={tutorials[0]!.value} variant="pills" orientation="horizontal">
            <Tabs.List mb="md">
              {tutorials.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tutorials.map((t) => (
              <Tabs.Panel key={t.value} value={t.value}>
                <Paper withBorder radius="md" p="lg">
                  <List type="ordered" spacing="sm">
                    {t.steps.map((s) => (
                      <List.Item key={s}>{s}</List.Item>
                    ))}
                  </List>
                </Paper>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The documented example, with the figures the engine computed when this app was built. */
function WorkedExample() {
  const e = example;
  const t = e.time;
  const rows: [string, string, string][] = [
    [
      'Time',
      `${t.hours_per_week} h a week, ${t.days_per_week} days, ${n.format(t.weeks)} weeks = ${n.format(t.total_hours)} hours, ${n.format(t.months)} months`,
      '',
    ],
    [
      'Regular pay',
      `${n.format(t.regular_hours)} h x ${formatMoney(e.pay_rate)}`,
      formatMoney(e.regular_pay),
    ],
    ['Revenue', `${n.format(t.total_hours)} h x ${formatMoney(e.bill_rate)}`, formatMoney(e.total_revenue)],
    ['Taxable wages', 'no leave, bonus or stipend', formatMoney(e.taxable_wages)],
    [
      'Social Security',
      `6.2% x ${formatMoney(e.taxable_wages)} (under the cap)`,
      formatMoney(e.social_security),
    ],
    ['Medicare', `1.45% x ${formatMoney(e.taxable_wages)}`, formatMoney(e.medicare)],
    ['FUTA', `${e.futa_rate}% x the first $7,000`, formatMoney(e.futa)],
    ['SUTA', `${e.suta_rate}% x wages up to the ${e.state} cap`, formatMoney(e.suta)],
    ['Employer taxes', 'Social Security + Medicare + FUTA + SUTA', formatMoney(e.employer_taxes)],
    ['Workers’ compensation (risk)', `${e.workers_comp_rate}% x taxable wages`, formatMoney(e.workers_comp)],
    [
      'Employer’s burden',
      'employer taxes + risk + benefits + other costs',
      formatMoney(e.total_employers_burden),
    ],
    ['Total project cost', 'wages + employer’s burden', formatMoney(e.total_project_cost)],
    ['Gross profit', 'revenue - total project cost', formatMoney(e.gross_profit)],
    ['Gross profit %', 'gross profit / revenue x 100', formatPercent(e.gross_profit_percent)],
    [
      'Profit per hour, day, week, month',
      'gross profit / hours, days, weeks, months',
      [
        e.profitability.assignment_profit_per_hour,
        e.profitability.assignment_profit_per_day,
        e.profitability.assignment_profit_per_week,
        e.profitability.assignment_profit_per_month,
      ]
        .map(formatMoney)
        .join(', '),
    ],
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb={4}>
        Worked example
      </Title>
      <Text c="dimmed" mb="sm">
        A {e.job.toLowerCase()} paid {formatMoney(e.pay_rate)} an hour and billed at{' '}
        {formatMoney(e.bill_rate)}, full time for {n.format(t.weeks)} weeks in {e.state}, tax year{' '}
        {e.tax_year}: SUTA {e.suta_rate}%, workers’ compensation {e.workers_comp_rate}%, no benefits or other
        costs. These figures come from the StaffMargin calculator itself.
      </Text>
      <SimpleTable
        minWidth={560}
        verticalSpacing="xs"
        striped
        head={['Step', 'Arithmetic', { label: 'Figure', ta: 'right' }]}
      >
        {rows.map(([step, how, figure]) => (
          <Table.Tr key={step}>
            <Table.Td fw={500}>{step}</Table.Td>
            <Table.Td>{how}</Table.Td>
            <Table.Td ta="right" className="tabular">
              {figure}
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </Paper>
  );
}
