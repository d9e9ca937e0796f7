import { Alert, Anchor, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useSettingsEditors } from '../../../components/settings-editors';
import { paths } from '../../../config/paths';
import { useSettingsAccess } from '../../../lib/org-settings/access';
import type { CalculatorLookups } from '../hooks/use-lookups';
import { blankPerson, type LocationForm, type NumberValue, type PersonForm } from '../model/person-form';
import { PARALLEL_STATES } from '../model/plan';
import { validateJob } from '../model/validate';
import { LocationRow } from './location-row';

export interface JobValues {
  job_name: string;
  number_of_employees: NumberValue;
  wc_states: LocationForm[];
}

const emptyLocation = (): LocationForm => ({ state_id: null, city_id: null, wc_settings: null });

/** An organisation with one state (a new one starts with its own) has it chosen already. */
const firstLocation = (locations: CalculatorLookups['locations']): LocationForm =>
  locations.length === 1 ? { ...emptyLocation(), state_id: String(locations[0]!.state_id) } : emptyLocation();

/**
 * 'Add Persons': job name, State and City pairs with a WC nickname each, and the number of employees. Editing
 * an entry changes its job and locations only.
 */
export function AddPersonsModal({
  opened,
  editing,
  lookups,
  maxEmployees,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The person being edited; null adds new ones. */
  editing: PersonForm | null;
  lookups: CalculatorLookups;
  /** Essential allows one person. */
  maxEmployees?: number;
  onClose: () => void;
  onSubmit: (values: JobValues) => void;
}) {
  const [values, setValues] = useState<JobValues>({ job_name: '', number_of_employees: 1, wc_states: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [wcState, setWcState] = useState<string | null>(null);
  const { WcSettingsModal } = useSettingsEditors();
  const access = useSettingsAccess();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset when it opens, not when the settings refetch
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setValues(
      editing
        ? {
            job_name: editing.job_name,
            number_of_employees: 1,
            wc_states: structuredClone(editing.wc_states),
          }
        : { job_name: '', number_of_employees: 1, wc_states: [firstLocation(lookups.locations)] },
    );
  }, [opened, editing]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateJob(values, { ...blankPerson(values.job_name), wc_states: values.wc_states });
    if (maxEmployees !== undefined && Number(values.number_of_employees) > maxEmployees) {
      found.number_of_employees = `Your plan allows ${maxEmployees} person per calculation`;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  }

  /** A changed field loses its message (Mantine forms do the same). */
  const clear = (prefix: string) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(prefix))));
  const setLocation = (i: number, next: LocationForm) => {
    setValues((v) => ({ ...v, wc_states: v.wc_states.map((l, j) => (j === i ? next : l)) }));
    clear(`wc_states.${i}.`);
    clear('wc_states');
  };
  const used = values.wc_states.map((l) => l.state_id).filter((s): s is string => !!s);
  const wcLocation = lookups.locations.find((l) => String(l.state_id) === wcState) ?? null;

  return (
    <>
      <ResponsiveModal
        opened={opened && !wcLocation}
        onClose={onClose}
        title={editing ? 'Edit Person' : 'Add Persons'}
        size="xl"
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Job name"
              placeholder="e.g. Forklift operator"
              withAsterisk
              data-autofocus
              value={values.job_name}
              onChange={(e) => {
                setValues({ ...values, job_name: e.currentTarget.value });
                clear('job_name');
              }}
              error={errors.job_name}
            />
            {values.wc_states.map((location, i) => (
              <LocationRow
                // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity of their own
                key={i}
                index={i}
                value={location}
                errors={errors}
                lookups={lookups}
                usedStates={used}
                onChange={(next) => setLocation(i, next)}
                onRemove={
                  i > 0
                    ? () => setValues((v) => ({ ...v, wc_states: v.wc_states.filter((_, j) => j !== i) }))
                    : undefined
                }
                onOpenWc={setWcState}
                canWrite={access.canWrite}
              />
            ))}
            {errors.wc_states && (
              <Text c="red" size="sm">
                {errors.wc_states}
              </Text>
            )}
            <div>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={used.length >= lookups.locations.length}
                onClick={() => setValues((v) => ({ ...v, wc_states: [...v.wc_states, emptyLocation()] }))}
              >
                Add Another State
              </Button>
              <Text size="xs" c="dimmed" mt={4}>
                Only the states added in{' '}
                {/* Underlined: inside grey text, colour alone does not mark it as a link (axe link-in-text-block). */}
                <Anchor component={Link} to={paths.calculationSettings} size="xs" underline="always">
                  calculation settings
                </Anchor>{' '}
                {/* Only the roles that may change the settings add states (docs/roles.md). */}
                {access.canWrite
                  ? 'are offered. Add states there to use them here.'
                  : 'are offered. An Owner, Admin or Manager of your organisation adds them there.'}
              </Text>
              {values.wc_states.length > 1 && (
                <Alert variant="light" color="blue" mt="xs" p="xs" icon={<IconInfoCircle size={16} />}>
                  <Text size="xs">{PARALLEL_STATES}</Text>
                </Alert>
              )}
            </div>
            {!editing && (
              <NumberInput
                label="Number of employees"
                description="Each employee is added as a person with the same details"
                withAsterisk
                min={1}
                max={maxEmployees ?? 500}
                // 0 is refused with its message on Add, never turned into 1 behind the user's back.
                clampBehavior="none"
                allowNegative={false}
                allowDecimal={false}
                w={{ base: '100%', sm: 240 }}
                value={values.number_of_employees}
                onChange={(n) => {
                  setValues({ ...values, number_of_employees: n });
                  clear('number_of_employees');
                }}
                error={errors.number_of_employees}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">{editing ? 'Save' : 'Add'}</Button>
            </Group>
          </Stack>
        </form>
      </ResponsiveModal>
      <WcSettingsModal location={wcLocation} readOnly={!access.canWrite} onClose={() => setWcState(null)} />
    </>
  );
}
