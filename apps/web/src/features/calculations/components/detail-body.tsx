import type { SummedFigures } from '@app/engine';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { DetailSelection } from '../hooks/use-detail-selection';
import { burdenRows, projectCostRows } from '../utils/breakdown-rows';
import { costSplit, revenueSplit } from '../utils/charts';
import { FigureTable } from './figure-table';
import { HoursTable } from './hours-table';
import { SummaryCards } from './summary-cards';

// The charts (recharts) load after the figures: the summary and tables paint first.
const SplitCard = lazy(() => import('./split-card').then((m) => ({ default: m.SplitCard })));
const TaxesCard = lazy(() => import('./taxes-card').then((m) => ({ default: m.TaxesCard })));
const ProfitabilityTab = lazy(() =>
  import('./profitability-tab').then((m) => ({ default: m.ProfitabilityTab })),
);
const chartFallback = <Skeleton height={260} radius="md" />;

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
        <Suspense fallback={chartFallback}>
          <SplitCard
            title="Total Employer Burden"
            description="The Total burden cost by part: statutory taxes, workers' comp and insurance, benefits (healthcare included) and other costs"
            slices={costSplit(f)}
            total={{
              label: 'Total burden cost',
              value: f.total_assignment_calculation.total_employers_burden,
            }}
          />
        </Suspense>
        <Suspense fallback={chartFallback}>
          <SplitCard
            title="Total Breakdown Cost"
            description="Where the Revenue goes: wages, employer burden and gross profit"
            slices={revenueSplit(f)}
            total={{ label: 'Revenue', value: f.total_assignment_calculation.total_revenue }}
          />
        </Suspense>
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
            <Tabs.Tab value="hours" style={{ whiteSpace: 'nowrap' }}>
              Hours by location
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cost">
            <FigureTable caption="Project Cost Breakdown" rows={projectCostRows(f)} figures={f} />
          </Tabs.Panel>
          <Tabs.Panel value="burden">
            <Stack gap="md">
              <Suspense fallback={chartFallback}>
                <TaxesCard figures={f} />
              </Suspense>
              <FigureTable caption="Employer Burden Breakdown" rows={burdenRows(f)} figures={f} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="profit">
            <Suspense fallback={chartFallback}>
              <ProfitabilityTab figures={f} perPerson={sel.perPerson} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="hours">
            <HoursTable locations={sel.locations} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
