import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconPlus } from '@tabler/icons-react';
import { type PersonForm, SECTION_LABELS, SECTIONS } from '../model/person-form';
import { completion } from '../model/validate';
import classes from './person-panel.module.css';

/** The five completion marks of a person: a check per finished section, a dashed circle otherwise. */
function CompletionMarks({ person }: { person: PersonForm }) {
  const marks = completion(person);
  return (
    <Group gap={4} wrap="nowrap">
      {SECTIONS.map((section) => (
        <Tooltip key={section} label={`${SECTION_LABELS[section]}: ${marks[section] ? 'complete' : 'to do'}`}>
          <span
            role="img"
            aria-label={`${SECTION_LABELS[section]} ${marks[section] ? 'complete' : 'incomplete'}`}
            className={classes.mark}
            data-done={marks[section] || undefined}
          >
            {marks[section] ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={14} />}
          </span>
        </Tooltip>
      ))}
    </Group>
  );
}

/**
 * The left panel: the calculation's name, Single or Multiple, each individual with its five marks, an add
 * button, and Create/Update calculation (disabled while a section is incomplete or while saving).
 */
export function PersonPanel({
  name,
  persons,
  active,
  editMode,
  canAdd,
  saving,
  allComplete,
  onSelect,
  onAdd,
  onSave,
}: {
  name: string;
  persons: PersonForm[];
  active: number;
  editMode: boolean;
  canAdd: boolean;
  saving: boolean;
  allComplete: boolean;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onSave: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.panel}>
      <Stack gap="sm">
        <div>
          <Text fw={650} lineClamp={2}>
            {name}
          </Text>
          <Badge variant="light" color="gray" size="sm" mt={4}>
            {persons.length > 1 ? 'Multiple' : 'Single'}
          </Badge>
        </div>
        <Group justify="space-between">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Individuals
          </Text>
          {canAdd && (
            <ActionIcon variant="light" aria-label="Add person" onClick={onAdd} size="sm">
              <IconPlus size={14} />
            </ActionIcon>
          )}
        </Group>
        <Stack gap={4} component="nav" aria-label="Individuals">
          {persons.map((p, i) => (
            <UnstyledButton
              key={p.key}
              className={classes.person}
              data-active={i === active || undefined}
              onClick={() => onSelect(i)}
              aria-current={i === active ? 'true' : undefined}
            >
              <Text size="sm" fw={i === active ? 600 : 400} truncate mb={4}>
                {i + 1}. {p.job_name}
              </Text>
              <CompletionMarks person={p} />
            </UnstyledButton>
          ))}
        </Stack>
        <Button onClick={onSave} disabled={!allComplete || saving} loading={saving} fullWidth>
          {editMode ? 'Update calculation' : 'Create calculation'}
        </Button>
        {!allComplete && (
          <Text size="xs" c="dimmed">
            Finish every section of every person to save.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
