import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { type PersonForm, SECTION_LABELS, SECTIONS } from '../model/person-form';
import { completion } from '../model/validate';
import classes from './person-panel.module.css';

/**
 * The five completion marks of a person: a check per finished section, a dashed circle otherwise. `done` lists
 * the finished sections: the marks render again only when one of them changes, not on every keystroke.
 */
const CompletionMarks = memo(function CompletionMarks({ done }: { done: string }) {
  const finished = done.split(' ');
  return (
    <Group gap={4} wrap="nowrap">
      {SECTIONS.map((section) => {
        const complete = finished.includes(section);
        return (
          <Tooltip key={section} label={`${SECTION_LABELS[section]}: ${complete ? 'complete' : 'to do'}`}>
            <span
              role="img"
              aria-label={`${SECTION_LABELS[section]} ${complete ? 'complete' : 'incomplete'}`}
              className={classes.mark}
              data-done={complete || undefined}
            >
              {complete ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={14} />}
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
});

/**
 * One individual of the panel. Rendered again only when its person or the selection changes (the form keeps
 * every untouched person's object), so typing into one person does not re-render a hundred rows.
 */
const PersonRow = memo(function PersonRow({
  person,
  index,
  active,
  onSelect,
}: {
  person: PersonForm;
  index: number;
  active: boolean;
  onSelect: (index: number) => void;
}) {
  const marks = completion(person);
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
      <CompletionMarks done={SECTIONS.filter((s) => marks[s]).join(' ')} />
    </UnstyledButton>
  );
});

/** The calculation's name, Single or Multiple, and the add button. */
const PanelHeading = memo(function PanelHeading({
  name,
  multiple,
  canAdd,
  onAdd,
}: {
  name: string;
  multiple: boolean;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      <div>
        <Text fw={650} lineClamp={2}>
          {name}
        </Text>
        <Badge variant="light" color="gray" size="sm" mt={4}>
          {multiple ? 'Multiple' : 'Single'}
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
    </>
  );
});

/** Create or Update calculation, disabled while a section is incomplete or while saving. */
const PanelSave = memo(function PanelSave({
  editMode,
  saving,
  allComplete,
  onSave,
}: {
  editMode: boolean;
  saving: boolean;
  allComplete: boolean;
  onSave: () => void;
}) {
  return (
    <>
      <Button onClick={onSave} disabled={!allComplete || saving} loading={saving} fullWidth>
        {editMode ? 'Update calculation' : 'Create calculation'}
      </Button>
      {!allComplete && (
        <Text size="xs" c="dimmed">
          Finish every section of every person to save.
        </Text>
      )}
    </>
  );
});

/**
 * The left panel: the calculation's name, Single or Multiple, each individual with its five marks, an add
 * button, and Create/Update calculation (disabled while a section is incomplete or while saving).
 */
export const PersonPanel = memo(function PersonPanel({
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
        <PanelHeading name={name} multiple={persons.length > 1} canAdd={canAdd} onAdd={onAdd} />
        <Stack gap={4} component="nav" aria-label="Individuals">
          {persons.map((p, i) => (
            <PersonRow key={p.key} person={p} index={i} active={i === active} onSelect={onSelect} />
          ))}
        </Stack>
        <PanelSave editMode={editMode} saving={saving} allComplete={allComplete} onSave={onSave} />
      </Stack>
    </Paper>
  );
});
