import { Button, Group, Text } from '@mantine/core';
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
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
