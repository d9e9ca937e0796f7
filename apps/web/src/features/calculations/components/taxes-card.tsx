import '@mantine/charts/styles.css';
import type { SummedFigures } from '@app/engine';
import { BarChart } from '@mantine/charts';
import { Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { HOURS_TAXED_OPTIONS, type HoursTaxedKey, hoursTaxed, taxColumns } from '../utils/charts';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The wage-capped taxes as columns, and how many hours fall under the chosen tax's wage cap. */
export function TaxesCard({ figures }: { figures: SummedFigures }) {
  const [tax, setTax] = useState<HoursTaxedKey>('suta');
  const h = hoursTaxed(figures, tax);
  return (
    <Paper withBorder radius="md" p="md" aria-label="Taxes">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Text fw={650}>Taxes</Text>
        <Select
          label="Hours taxed"
          size="xs"
          w={170}
          data={HOURS_TAXED_OPTIONS}
          value={tax}
          onChange={(v) => v && setTax(v as HoursTaxedKey)}
          allowDeselect={false}
        />
      </Group>
      <BarChart
        h={200}
        data={taxColumns(figures)}
        dataKey="tax"
        series={[{ name: 'amount', label: 'Tax', color: 'brand.6' }]}
        valueFormatter={(v) => formatMoney(v)}
        withBarValueLabel
        valueLabelProps={{ fontSize: 11 }}
        yAxisProps={{ width: 80 }}
      />
      <SimpleGrid cols={3} mt="sm" spacing="xs">
        {[
          ['Hours taxed', h.taxed],
          ['Hours past the wage cap', h.after],
          ['Hours worked', h.total],
        ].map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={650} className="tabular">
              {hoursFormat.format(Number(value))}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
