import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DeleteIconButton } from '../../../components/delete-icon-button';

/** A row's Edit and Delete icons, named after the row for a screen reader ('Edit Silver PPO'). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <DeleteIconButton label={`Delete ${name}`} onClick={onDelete} />
    </Group>
  );
}

/** A location row's edit button ('Edit Tax'), named with the row ('Edit Tax Texas Austin'). */
export function EditRowButton({ label, row, onClick }: { label: string; row: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} />}
      onClick={onClick}
      aria-label={`${label} ${row}`}
    >
      {label}
    </Button>
  );
}
