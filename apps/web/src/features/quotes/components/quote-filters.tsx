import { QUOTE_STATUSES, type QuoteStatus } from '@app/contracts/quotes/status';
import { Button, Collapse, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMembers } from '../../../lib/members';
import { activeQuoteFilterCount, emptyQuoteFilters, type QuoteFilters } from '../utils/list-params';

/**
 * Status (the statuses a quote shows), Client, Member, Total, the issue date and Search. Search and Client are
 * typed text, debounced by the page; every other control applies at once.
 */
export function QuoteFiltersBar({
  filters,
  search,
  client,
  onSearch,
  onClient,
  onChange,
}: {
  filters: QuoteFilters;
  search: string;
  client: string;
  onSearch: (value: string) => void;
  onClient: (value: string) => void;
  onChange: (filters: QuoteFilters) => void;
}) {
  const members = useMembers();
  const set = <K extends keyof QuoteFilters>(key: K, value: QuoteFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = activeQuoteFilterCount({ ...filters, search, client });
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const searchBox = (
    <TextInput
      label="Search"
      placeholder="Client, quote#, member, status or total"
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
        data={[...QUOTE_STATUSES]}
        value={filters.status}
        onChange={(v) => set('status', v as QuoteStatus | null)}
        clearable
      />
      <TextInput
        label="Client"
        placeholder="Any client"
        value={client}
        onChange={(e) => onClient(e.currentTarget.value)}
        maxLength={120}
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
        searchable
        clearable
        nothingFoundMessage="No member found"
      />
      <NumberInput
        label="Total from"
        placeholder="Any"
        prefix="$"
        thousandSeparator=","
        min={0}
        hideControls
        value={filters.totalMin}
        onChange={(v) => set('totalMin', v)}
      />
      <NumberInput
        label="Total to"
        placeholder="Any"
        prefix="$"
        thousandSeparator=","
        min={0}
        hideControls
        value={filters.totalMax}
        onChange={(v) => set('totalMax', v)}
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
            onClient('');
            onChange(emptyQuoteFilters);
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
