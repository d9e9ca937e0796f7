import { Button, Collapse, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useScreenBelow } from '../hooks/use-screen-below';
import { useMembers } from '../lib/members';

/**
 * The filter bar of a list page (calculations, quotes): a Search box, the list's own filters (`children`) and
 * Clear filters. On a phone the search stays in view and the other filters fold away behind a button that
 * counts the active ones.
 */
export function ListFilterBar({
  search,
  searchPlaceholder,
  onSearch,
  active,
  onClear,
  children,
}: {
  search: string;
  searchPlaceholder: string;
  onSearch: (value: string) => void;
  /** How many filters are set, the search included. */
  active: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const phone = useScreenBelow('sm');
  const [open, setOpen] = useState(false);
  const searchBox = (
    <TextInput
      label="Search"
      placeholder={searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={search}
      onChange={(e) => onSearch(e.currentTarget.value)}
      maxLength={100}
      style={{ flex: 1 }}
    />
  );
  const controls = (
    <>
      {children}
      <Group align="flex-end">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} />}
          disabled={active === 0}
          onClick={onClear}
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

/** Member: one of the organisation's members, by id. */
export function MemberFilter({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
}) {
  const members = useMembers();
  return (
    <Select
      label="Member"
      placeholder="All members"
      data={(members.data ?? []).map((m) => ({
        value: String(m.id),
        label: `${m.first_name} ${m.last_name}`.trim(),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage="No member found"
    />
  );
}

/** A dollar amount bound ("Revenue from", "Total to"), whole or with cents; empty means any. */
export function AmountFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput
      label={label}
      placeholder="Any"
      prefix="$"
      thousandSeparator=","
      min={0}
      hideControls
      value={value}
      onChange={onChange}
    />
  );
}

/** Date: one day, MM/DD/YYYY. */
export function DayFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  return (
    <DatePickerInput
      label="Date"
      placeholder="Any day"
      valueFormat="MM/DD/YYYY"
      leftSection={<IconCalendar size={16} />}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date' }}
    />
  );
}
