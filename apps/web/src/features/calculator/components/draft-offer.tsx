import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Draft } from '../model/draft';

/** A draft left from an earlier visit: what it holds and when it was kept, to restore or discard. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const count = draft.values.persons.length;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      title="You have an unsaved draft"
      icon={<IconInfoCircle size={18} />}
    >
      <Text size="sm">
        {draft.values.calculator_name || 'Untitled'}, {count} {count === 1 ? 'person' : 'persons'}, kept{' '}
        {new Date(draft.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  );
}
