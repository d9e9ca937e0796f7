import { CALCULATION_STATUSES, type CalculationStatus } from '@app/contracts/calculations/status';
import { Select } from '@mantine/core';
import { AmountFilter, DayFilter, ListFilterBar, MemberFilter } from '../../../components/list-filter-bar';
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
  const teams = useTeams();
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <ListFilterBar
      search={search}
      searchPlaceholder="Title, team, member or revenue"
      onSearch={onSearch}
      active={activeFilterCount({ ...filters, search })}
      onClear={() => {
        onSearch('');
        onChange(emptyFilters);
      }}
    >
      <Select
        label="Status"
        placeholder="All statuses"
        data={[...CALCULATION_STATUSES]}
        value={filters.status}
        onChange={(v) => set('status', v as CalculationStatus | null)}
        clearable
      />
      <MemberFilter value={filters.memberId} onChange={(v) => set('memberId', v)} disabled={locked} />
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
      <AmountFilter label="Revenue from" value={filters.revenueMin} onChange={(v) => set('revenueMin', v)} />
      <AmountFilter label="Revenue to" value={filters.revenueMax} onChange={(v) => set('revenueMax', v)} />
      <DayFilter value={filters.date} onChange={(v) => set('date', v)} />
    </ListFilterBar>
  );
}
