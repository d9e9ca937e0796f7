import { Button, Group, Text } from '@mantine/core';
import { ResponsiveModal } from './responsive-modal';

/** The spec's confirmations: a question, a neutral 'No' and a red destructive 'Yes'. */
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
