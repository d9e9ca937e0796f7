import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { contentKey } from '../model/live-results';
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
 * One individual of the panel. Rendered again only when its person's content or the selection changes, so
 * typing into one person does not re-render a hundred rows.
 */
const PersonRow = memo(
  function PersonRow({
    person,
    index,
    active,
    onSelect,
  }: {
    person: PersonForm;
    content: string;
    index: number;
    active: boolean;
    onSelect: (index: number) => void;
  }) {
    return (
      <UnstyledButton
        className={classes.person}
        data-active={active || undefined}
        onClick={() => onSelect(index)}
        aria-current={active ? 'true' : undefined}
      >
        <Text size="sm" fw={active ? 600 : 400} truncate mb={4}>
          {index + 1}. {person.job_name}
        </Text>
        <CompletionMarks person={person} />
      </UnstyledButton>
    );
  },
  // onSelect is the wizard's state setter; the person's object is new on every change (the form clones).
  (a, b) => a.content === b.content && a.index === b.index && a.active === b.active,
);

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
            <PersonRow
              key={p.key}
              person={p}
              content={contentKey(p)}
              index={i}
              active={i === active}
              onSelect={onSelect}
            />
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
