import { Button, Group, Text } from '@mantine/core';
import { ResponsiveModal } from '../../../components/responsive-modal';

/**
 * The Yes/No confirmation before Send for Approval (docs/product/calculations.md#statuses); not destructive,
 * so Yes is the primary colour.
 */
export function SendApprovalModal({
  opened,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Send for Approval" size="sm">
      <Text>Send this calculation to your managers for approval?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button onClick={onConfirm} loading={loading}>
          Yes
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
