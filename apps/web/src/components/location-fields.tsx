import type { NamedRef } from '@app/contracts/reference';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useCities, useStates } from '../lib/lookups';

/** Form props for one field, as Mantine's `form.getInputProps` returns them. */
type InputProps = { value?: unknown; onChange?: unknown; error?: unknown };

/** The form LocationFields fills: Mantine's `useForm` holding these fields by these names. */
interface LocationForm {
  getInputProps: (path: 'state' | 'city' | 'address' | 'zip_code') => InputProps;
  setFieldValue: (path: 'state' | 'city', value: string) => void;
}

/**
 * State, then city (once a state is chosen), address and zip code: the company forms of sign-up, /company and
 * settings share it. A new state clears the city, which belonged to the old one. `showRest` keeps address and
 * zip visible before a state is chosen (settings).
 */
export function LocationFields({
  form,
  required = false,
  showRest = false,
}: {
  form: LocationForm;
  required?: boolean;
  showRest?: boolean;
}) {
  const state = form.getInputProps('state');
  const city = form.getInputProps('city');
  const states = useStates();
  const stateId = state.value ? String(state.value) : '';
  const cities = useCities(stateId ? Number(stateId) : null);
  const toOptions = (rows?: NamedRef[]) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const visible = showRest || !!stateId;
  return (
    <>
      <Select
        label="State"
        placeholder={states.isPending ? 'Loading states…' : 'Select a state'}
        data={toOptions(states.data)}
        searchable
        clearable
        {...(state as object)}
        value={stateId || null}
        onChange={(v) => {
          form.setFieldValue('state', v ?? '');
          form.setFieldValue('city', '');
        }}
        nothingFoundMessage="No state found"
      />
      {visible && (
        <>
          <Select
            label="City"
            placeholder={
              !stateId ? 'Choose a state first' : cities.isPending ? 'Loading cities…' : 'Select a city'
            }
            data={toOptions(cities.data)}
            searchable
            clearable
            limit={200}
            disabled={!stateId || cities.isPending}
            nothingFoundMessage="No city found"
            {...(city as object)}
            value={city.value ? String(city.value) : null}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Company Address"
              placeholder="Street and number"
              withAsterisk={required}
              {...(form.getInputProps('address') as object)}
            />
            <TextInput
              label="Zip Code"
              placeholder="e.g. 78701"
              withAsterisk={required}
              {...(form.getInputProps('zip_code') as object)}
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}
