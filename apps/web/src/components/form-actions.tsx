import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The foot of a dialog or a form, right-aligned: a neutral way out first (Cancel, Back, No), then the one action
 * it offers (docs/product/README.md#how-it-looks-and-feels). The action runs `onConfirm` or, with
 * `type="submit"`, submits the form around it.
 */
export function FormActions({
  onCancel,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  cancelDisabled,
  mt = 'lg',
  type = 'button',
  ...confirm
}: {
  onCancel: () => void;
  confirmLabel: ReactNode;
  onConfirm?: () => void;
  cancelLabel?: ReactNode;
  cancelDisabled?: boolean;
  mt?: MantineSpacing;
  type?: 'button' | 'submit';
} & Pick<ButtonProps, 'color' | 'loading' | 'disabled' | 'leftSection'>) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button {...confirm} type={type} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
