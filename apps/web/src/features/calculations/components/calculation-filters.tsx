import { CALCULATION_STATUSES, type CalculationStatus } from '@app/contracts/calculations/status';
import { Button, Collapse, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMembers } from '../../../lib/members';
import { useTeams } from '../../../lib/teams';
import { activeFilterCount, emptyFilters, type ListFilters } from '../utils/list-params';

/**
 * Status, Team, Member, Revenue, date and free-text Search. The search box is the page's own state and is
 * debounced there; every other control applies at once.
 */
export function CalculationFilters({
  filters,
  search,
  onSearch,
  onChange,
  locked = false,
}: {
  filters: ListFilters;
  search: string;
  onSearch: (value: string) => void;
  onChange: (filters: ListFilters) => void;
  /** The member page fixes the member and the team. */
  locked?: boolean;
}) {
  const members = useMembers();
  const teams = useTeams();
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = activeFilterCount({ ...filters, search });
  // On a phone the search stays in view and the other filters fold away behind a button.
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const searchBox = (
    <TextInput
      label="Search"
      placeholder="Title, team, member or revenue"
      leftSection={<IconSearch size={16} />}
      value={search}
      onChange={(e) => onSearch(e.currentTarget.value)}
      maxLength={100}
      style={{ flex: 1 }}
    />
  );
  const controls = (
    <>
      <Select
        label="Status"
        placeholder="All statuses"
        data={[...CALCULATION_STATUSES]}
        value={filters.status}
        onChange={(v) => set('status', v as CalculationStatus | null)}
        clearable
      />
      <Select
        label="Member"
        placeholder="All members"
        data={(members.data ?? []).map((m) => ({
          value: String(m.id),
          label: `${m.first_name} ${m.last_name}`.trim(),
        }))}
        value={filters.memberId}
        onChange={(v) => set('memberId', v)}
        disabled={locked}
        searchable
        clearable
        nothingFoundMessage="No member found"
      />
      <Select
        label="Team"
        placeholder={teams.data?.length === 0 ? 'No teams yet' : 'All teams'}
        data={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={filters.teamId}
        onChange={(v) => set('teamId', v)}
        searchable
        clearable
        disabled={locked || teams.data?.length === 0}
        nothingFoundMessage="No team found"
      />
      <NumberInput
        label="Revenue from"
        placeholder="Any"
        prefix="$"
        thousandSeparator=","
        min={0}
        hideControls
        value={filters.revenueMin}
        onChange={(v) => set('revenueMin', v)}
      />
      <NumberInput
        label="Revenue to"
        placeholder="Any"
        prefix="$"
        thousandSeparator=","
        min={0}
        hideControls
        value={filters.revenueMax}
        onChange={(v) => set('revenueMax', v)}
      />
      <DatePickerInput
        label="Date"
        placeholder="Any day"
        valueFormat="MM/DD/YYYY"
        leftSection={<IconCalendar size={16} />}
        value={filters.date}
        onChange={(v) => set('date', v)}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear date' }}
      />
      <Group align="flex-end">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} />}
          disabled={active === 0}
          onClick={() => {
            onSearch('');
            onChange(emptyFilters);
          }}
        >
          Clear filters{active ? ` (${active})` : ''}
        </Button>
      </Group>
    </>
  );

  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {searchBox}
        {controls}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        {searchBox}
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          Filters{active ? ` (${active})` : ''}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {controls}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
