import { Select } from '@mantine/core';
import { useCities } from '../../../lib/lookups';
import type { Location } from '../../../lib/org-settings/types';

/** The State filter (the organisation's states) and the City filter that depends on it. */
export function LocationFilters({
  locations,
  stateId,
  cityId,
  onChange,
}: {
  locations: Location[];
  stateId: number | null;
  cityId: number | null;
  onChange: (stateId: number | null, cityId: number | null) => void;
}) {
  const { data: cities = [], isFetching } = useCities(stateId);
  return (
    <>
      <Select
        label="State"
        placeholder="All states"
        data={locations.map((l) => ({ value: String(l.state_id), label: l.state }))}
        value={stateId ? String(stateId) : null}
        onChange={(v) => onChange(v ? Number(v) : null, null)}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
        size="sm"
      />
      <Select
        label="City"
        placeholder={stateId ? 'All cities' : 'Pick a state first'}
        data={cities.map((c) => ({ value: String(c.id), label: c.name }))}
        value={cityId ? String(cityId) : null}
        onChange={(v) => onChange(stateId, v ? Number(v) : null)}
        disabled={!stateId}
        clearable
        searchable
        limit={100}
        nothingFoundMessage={isFetching ? 'Loading…' : 'No city found'}
        w={{ base: '100%', xs: 200 }}
        size="sm"
      />
    </>
  );
}
