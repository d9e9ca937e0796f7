import type { SummedFigures } from '@app/engine';
import { Alert, Paper, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DetailSelection } from '../hooks/use-detail-selection';
import { burdenRows, projectCostRows } from '../utils/breakdown-rows';
import { costSplit, revenueSplit } from '../utils/charts';
import { FigureTable } from './figure-table';
import { ProfitabilityTab } from './profitability-tab';
import { SplitCard } from './split-card';
import { SummaryCards } from './summary-cards';
import { TaxesCard } from './taxes-card';

/** Summary cards, the three tabs and the two side cards, all from the current selection. */
export function DetailBody({ sel }: { sel: DetailSelection }) {
  const f: SummedFigures | null = sel.figures;
  if (!f) {
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        None of the selected individuals works in the selected states. Pick another state or individual.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SummaryCards figures={f} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SplitCard
          title="Total Statutory Cost"
          slices={costSplit(f)}
          total={f.total_assignment_calculation.total_employers_burden}
        />
        <SplitCard
          title="Total Breakdown Cost"
          slices={revenueSplit(f)}
          total={f.total_assignment_calculation.total_revenue}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="cost">
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            <Tabs.Tab value="cost" style={{ whiteSpace: 'nowrap' }}>
              Project Cost Breakdown
            </Tabs.Tab>
            <Tabs.Tab value="burden" style={{ whiteSpace: 'nowrap' }}>
              Employer Burden Breakdown
            </Tabs.Tab>
            <Tabs.Tab value="profit" style={{ whiteSpace: 'nowrap' }}>
              Profitability
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cost">
            <FigureTable caption="Project Cost Breakdown" rows={projectCostRows(f)} figures={f} />
          </Tabs.Panel>
          <Tabs.Panel value="burden">
            <Stack gap="md">
              <TaxesCard figures={f} />
              <FigureTable caption="Employer Burden Breakdown" rows={burdenRows(f)} figures={f} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="profit">
            <ProfitabilityTab figures={f} perPerson={sel.perPerson} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
