import { QUOTE_STATUSES, type QuoteStatus } from '@app/contracts/quotes/status';
import { Select, TextInput } from '@mantine/core';
import { AmountFilter, DayFilter, ListFilterBar, MemberFilter } from '../../../components/list-filter-bar';
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
  const set = <K extends keyof QuoteFilters>(key: K, value: QuoteFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <ListFilterBar
      search={search}
      searchPlaceholder="Client, quote#, member, status or total"
      onSearch={onSearch}
      active={activeQuoteFilterCount({ ...filters, search, client })}
      onClear={() => {
        onSearch('');
        onClient('');
        onChange(emptyQuoteFilters);
      }}
    >
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
      <MemberFilter value={filters.memberId} onChange={(v) => set('memberId', v)} />
      <AmountFilter label="Total from" value={filters.totalMin} onChange={(v) => set('totalMin', v)} />
      <AmountFilter label="Total to" value={filters.totalMax} onChange={(v) => set('totalMax', v)} />
      <DayFilter value={filters.date} onChange={(v) => set('date', v)} />
    </ListFilterBar>
  );
}
