import { Group, Select, Switch } from '@mantine/core';
import { useCities } from '../../../lib/lookups';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { Location } from '../../../lib/org-settings/types';
import { useSetOption } from '../api/sales-tax';
import { useSettingsPage } from './settings-context';

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
        placeholder={stateId ? 'All cities' : 'Choose a state first'}
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

/**
 * Above a location table (Sales Tax, SPTO): the State and City filters, and at the right the tab's
 * organisation-wide switch, saved as soon as it is flipped.
 */
export function LocationFilterBar({
  locations,
  q,
  onChange,
  option,
  label,
}: Pick<Parameters<typeof LocationFilters>[0], 'locations' | 'onChange'> & {
  /** The table's query: its State and City filters. */
  q: { state_id?: number | null; city_id?: number | null };
  option: Parameters<typeof useSetOption>[0];
  label: string;
}) {
  const { canWrite } = useSettingsPage();
  const { data: settings } = useSettings();
  const save = useSetOption(option);
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
      <LocationFilters
        locations={locations}
        stateId={q.state_id ?? null}
        cityId={q.city_id ?? null}
        onChange={onChange}
      />
      <Switch
        label={label}
        checked={settings?.options[option] ?? false}
        disabled={!canWrite || !settings}
        onChange={(e) => save.run(e.currentTarget.checked, { success: null })}
        ml={{ xs: 'auto' }}
        mb={8}
      />
    </Group>
  );
}
