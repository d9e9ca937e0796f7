import type { RevenueKind } from '@app/contracts/dashboard/dashboard';
import type { QuoteStatus } from '@app/contracts/quotes/status';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconX } from '@tabler/icons-react';

export interface TeamFilters {
  status: QuoteStatus | null;
  revenueMin: number | string;
  dates: [string | null, string | null];
}
export const emptyTeamFilters: TeamFilters = { status: null, revenueMin: '', dates: [null, null] };

/** The statuses a tab's quotes can have: Approved (actual), or the sent, undecided ones (projected). */
const STATUSES: Record<RevenueKind, QuoteStatus[]> = {
  actual: ['Approved'],
  projected: ['New quotations', 'Waiting for approval'],
};

/**
 * The team page's filter bar (docs/product/teams-and-members.md#team-page-dashboardteamid): Status, least
 * Revenue of a quote, and issue dates (which replace the period); cards, chart and members table follow it.
 */
export function FilterBar({
  kind,
  filters,
  onChange,
}: {
  kind: RevenueKind;
  filters: TeamFilters;
  onChange: (f: TeamFilters) => void;
}) {
  const active = !!filters.status || filters.revenueMin !== '' || !!filters.dates[0];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUSES[kind]}
        value={filters.status}
        // The Select offers only STATUSES, so its value is one of them.
        onChange={(v) => onChange({ ...filters, status: v as QuoteStatus | null })}
        clearable
        w={200}
      />
      <NumberInput
        label="Revenue from"
        placeholder="Any"
        prefix="$"
        thousandSeparator=","
        min={0}
        hideControls
        value={filters.revenueMin}
        onChange={(v) => onChange({ ...filters, revenueMin: v })}
        w={160}
      />
      <DatePickerInput
        type="range"
        label="Issue dates"
        placeholder="The period above"
        valueFormat="MM/DD/YYYY"
        leftSection={<IconCalendar size={16} />}
        maxDate={new Date()}
        value={filters.dates}
        onChange={(v) => onChange({ ...filters, dates: v as [string | null, string | null] })}
        clearable
        w={250}
      />
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconX size={16} />}
        disabled={!active}
        onClick={() => onChange(emptyTeamFilters)}
      >
        Clear filters
      </Button>
    </Group>
  );
}

/** The filter bar as query parameters; a half-chosen date range waits for its end. */
export function filterParams(f: TeamFilters) {
  const [from, to] = f.dates;
  return {
    status: f.status ?? undefined,
    revenue_min: f.revenueMin === '' ? undefined : Number(f.revenueMin),
    date_from: from && to ? from.slice(0, 10) : undefined,
    date_to: from && to ? to.slice(0, 10) : undefined,
  };
}
