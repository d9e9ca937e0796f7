import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { Draft } from '../model/draft';

/**
 * A draft left from an earlier visit: what it holds and when it was kept, to restore or discard. Restoring over
 * work entered since the page opened (`replacesWork`) asks first, since that work would be replaced.
 */
export function DraftOffer({
  draft,
  replacesWork,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  replacesWork: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
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
        <Button size="xs" onClick={() => (replacesWork ? setConfirming(true) : onRestore())}>
          Restore draft
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Restore the draft?"
        message="The draft replaces what you have entered since you opened the calculator."
        cancelLabel="Keep my changes"
        confirmLabel="Restore draft"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRestore();
        }}
      />
    </Alert>
  );
}
