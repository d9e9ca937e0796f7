import { type MantineSize, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';

/**
 * The frame every settings editor shares: the modal, the offer to reload after a stale edit
 * (docs/concurrency.md), the fields, then Cancel and the save, which spins while it runs.
 */
export function SettingsFormModal({
  opened,
  onClose,
  title,
  size,
  save,
  confirmLabel,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: MantineSize;
  /** The editor's settings mutation (`useSettingsMutation`). */
  save: { staleOffer: (onReload?: () => void) => ReactNode; pending: boolean };
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size={size}>
      {save.staleOffer(onClose)}
      <Stack gap="sm">
        {children}
        <FormActions
          onCancel={onClose}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          loading={save.pending}
          mt="sm"
        />
      </Stack>
    </ResponsiveModal>
  );
}
