import { PERIODS, type Period, type RevenueKind } from '@app/contracts/dashboard/dashboard';
import { Group, SegmentedControl, Select, Tabs } from '@mantine/core';

/** The Actual Revenue / Projected Revenue tabs (ids actual-revenue and projected-form) and the period filter. */
export function RevenueControls({
  kind,
  period,
  onKind,
  onPeriod,
}: {
  kind: RevenueKind;
  period: Period;
  onKind: (kind: RevenueKind) => void;
  onPeriod: (period: Period) => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Tabs
        value={kind === 'actual' ? 'actual-revenue' : 'projected-form'}
        onChange={(v) => onKind(v === 'projected-form' ? 'projected' : 'actual')}
      >
        <Tabs.List>
          <Tabs.Tab value="actual-revenue">Actual Revenue</Tabs.Tab>
          <Tabs.Tab value="projected-form">Projected Revenue</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        visibleFrom="sm"
        aria-label="Period"
        value={period}
        onChange={(v) => onPeriod(v as Period)}
        data={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
      />
      <Select
        hiddenFrom="sm"
        aria-label="Period"
        w="100%"
        value={period}
        allowDeselect={false}
        onChange={(v) => v && onPeriod(v as Period)}
        data={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
      />
    </Group>
  );
}
