import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconUser } from '@tabler/icons-react';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import type { CalculatorLookups } from '../hooks/use-lookups';
import type { PersonForm } from '../model/person-form';

/** add_persons: the persons added so far (click one to edit it), Add Person, and Continue. */
export function PersonsStep({
  persons,
  lookups,
  canAdd,
  onAdd,
  onEdit,
  onDelete,
  onBack,
  onContinue,
}: {
  persons: PersonForm[];
  lookups: CalculatorLookups;
  canAdd: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="xl" maw={720} mx="auto" w="100%">
      <Stack>
        <Group justify="space-between">
          {/* Focused after Continue from the name (docs/product/calculator.md#keyboard). */}
          <Title order={3} tabIndex={-1} data-step-focus>
            Persons
          </Title>
          {canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd} variant="light">
              Add Person
            </Button>
          )}
        </Group>
        {persons.length === 0 ? (
          <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
            <Text c="dimmed" ta="center">
              No persons yet. Add the job, where it is worked and how many people you place.
            </Text>
          </Paper>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {persons.map((p, i) => (
              <Paper key={p.key} withBorder radius="md" px="md" py="sm" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <UnstyledButton onClick={() => onEdit(i)} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="sm" wrap="nowrap">
                      <IconUser size={18} color="var(--mantine-color-dimmed)" />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {i + 1}. {p.job_name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {p.wc_states
                            .map(
                              (l) => `${lookups.stateName(l.state_id)} · ${l.wc_settings?.nick_name ?? ''}`,
                            )
                            .join(' | ')}
                        </Text>
                      </div>
                    </Group>
                  </UnstyledButton>
                  <DeleteIconButton label={`Delete ${p.job_name} ${i + 1}`} onClick={() => onDelete(i)} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button onClick={onContinue} disabled={persons.length === 0}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
