import { Text } from '@mantine/core';
import { FormActions } from '../../../components/form-actions';
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
      <FormActions
        onCancel={onClose}
        cancelLabel="No"
        confirmLabel="Yes"
        onConfirm={onConfirm}
        loading={loading}
      />
    </ResponsiveModal>
  );
}
