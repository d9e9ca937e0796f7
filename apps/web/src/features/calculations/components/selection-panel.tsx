import { Avatar, Checkbox, Divider, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { formatListDate, initials } from '../../../lib/format';
import { useStates } from '../../../lib/lookups';
import type { CalculationDetail } from '../api/types';
import type { DetailSelection } from '../hooks/use-detail-selection';
import { keepOne, toggleAll, toggleKeepOne } from '../utils/selection';

/** Member block, State filter and the Individuals checklist; at least one person and state stay selected. */
export function SelectionPanel({ calc, sel }: { calc: CalculationDetail; sel: DetailSelection }) {
  const { data: refStates } = useStates();
  const name = (code: string) => refStates?.find((s) => s.code === code)?.name ?? code;
  const allPersons = calc.person_list.map((_, i) => i);
  const author = `${calc.user.first_name} ${calc.user.last_name}`.trim();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
            Member
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={calc.user.image} radius="xl" color="brand">
              {initials(calc.user.first_name, calc.user.last_name)}
            </Avatar>
            <div>
              <Text fw={600} size="sm">
                {author || '—'}
              </Text>
              <Text size="xs" c="dimmed">
                Created {formatListDate(calc.created_at)}
              </Text>
            </div>
          </Group>
        </div>
        <Divider />
        <MultiSelect
          label="State"
          data={sel.states.map((s) => ({ value: s.value, label: name(s.code) }))}
          value={sel.selection.states}
          onChange={(v) => sel.setStates(keepOne(v, sel.selection.states))}
          disabled={!sel.live || sel.states.length < 2}
          comboboxProps={{ withinPortal: true }}
        />
        <div>
          <Text size="sm" fw={500} mb={6}>
            Individuals
          </Text>
          <Stack gap={8}>
            {allPersons.length > 1 && (
              <Checkbox
                label="Select All"
                checked={sel.selection.persons.length === allPersons.length}
                indeterminate={sel.selection.persons.length < allPersons.length}
                onChange={() => sel.setPersons(toggleAll(sel.selection.persons, allPersons))}
                disabled={!sel.live}
                fw={600}
              />
            )}
            {allPersons.map((i) => (
              <Checkbox
                key={i}
                label={sel.labels[i]}
                checked={sel.selection.persons.includes(i)}
                onChange={() => sel.setPersons(toggleKeepOne(sel.selection.persons, i, allPersons))}
                disabled={!sel.live || allPersons.length === 1}
              />
            ))}
          </Stack>
        </div>
        {!sel.live && (
          <Text size="xs" c="dimmed">
            These inputs could not be re-priced here, so the totals shown are the saved ones for everyone.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
