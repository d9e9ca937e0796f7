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
  type = 'button',
  loading,
  disabled,
  cancelDisabled,
  color,
  leftSection,
  mt = 'lg',
}: {
  onCancel: () => void;
  confirmLabel: ReactNode;
  onConfirm?: () => void;
  cancelLabel?: ReactNode;
  type?: 'button' | 'submit';
  loading?: boolean;
  disabled?: boolean;
  cancelDisabled?: boolean;
  color?: ButtonProps['color'];
  leftSection?: ReactNode;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type={type}
        color={color}
        leftSection={leftSection}
        onClick={onConfirm}
        loading={loading}
        disabled={disabled}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
