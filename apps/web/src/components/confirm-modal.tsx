import { Text } from '@mantine/core';
import { FormActions } from './form-actions';
import { ResponsiveModal } from './responsive-modal';

/**
 * A confirmation: a question, a neutral 'No' and a red destructive 'Yes'
 * (docs/product/README.md#how-it-looks-and-feels).
 */
export function ConfirmModal({
  opened,
  message,
  onCancel,
  onConfirm,
  loading,
  title = 'Please confirm',
  cancelLabel = 'No',
  confirmLabel = 'Yes',
}: {
  opened: boolean;
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  title?: string;
  cancelLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onCancel} title={title} size="sm">
      <Text>{message}</Text>
      <FormActions
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        color="red"
        onConfirm={onConfirm}
        loading={loading}
      />
    </ResponsiveModal>
  );
}
