import type { StaleEdit } from '@app/contracts/errors';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { staleEditOf, staleEditText } from '../lib/stale-edit-text';
import { ResponsiveModal } from './responsive-modal';

/**
 * The version an edit is made from, and the offer shown when the server refuses it as stale (409): Reload
 * shows the newer version; Keep my edits leaves the user's values in place and adopts the newer version, so
 * the next Save re-applies them over it on purpose.
 */
export function useStaleEdit(initial: number | undefined) {
  const [version, setVersion] = useState(initial);
  const [conflict, setConflict] = useState<StaleEdit | null>(null);
  return {
    version,
    setVersion,
    /** True (and the offer opens) when err is a stale save. */
    caught(err: unknown): boolean {
      const found = staleEditOf(err);
      if (found) setConflict(found);
      return found !== null;
    },
    /** Without keep, the form already survives a reload (the user's typed values stay), so only Reload shows. */
    offer(what: string, onReload: () => void, { keep = true } = {}) {
      // Mounted only when there is a conflict: a closed modal still renders with every keystroke of the form.
      if (conflict === null) return null;
      return (
        <StaleEditModal
          what={what}
          keep={keep}
          conflict={conflict}
          onKeep={() => {
            setVersion(conflict?.version);
            setConflict(null);
          }}
          onReload={() => {
            setConflict(null);
            onReload();
          }}
        />
      );
    },
  };
}

function StaleEditModal({
  what,
  keep,
  conflict,
  onKeep,
  onReload,
}: {
  what: string;
  keep: boolean;
  conflict: StaleEdit | null;
  onKeep: () => void;
  onReload: () => void;
}) {
  return (
    <ResponsiveModal opened={conflict !== null} onClose={onKeep} title={`This ${what} was changed`} size="sm">
      {conflict && (
        <Text>
          {staleEditText(conflict)}{' '}
          {keep
            ? 'Reload to see their version, or keep your edits and save again to replace it.'
            : 'Reload to see their version; what you typed stays in place to save again.'}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {keep && (
          <Button variant="default" onClick={onKeep}>
            Keep my edits
          </Button>
        )}
        <Button onClick={onReload}>Reload</Button>
      </Group>
    </ResponsiveModal>
  );
}
