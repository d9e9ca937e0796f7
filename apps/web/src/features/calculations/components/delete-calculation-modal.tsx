import { Text } from '@mantine/core';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { notify } from '../../../lib/notify';
import { useDeleteCalculation } from '../api/delete-calculation';
import type { CalculationRow } from '../api/types';

/** Cancel / Delete confirmation; the server refuses (status 0) when a quotation exists. */
export function DeleteCalculationModal({
  calculation,
  onClose,
  onDeleted,
}: {
  calculation: Pick<CalculationRow, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCalculation();
  const confirm = () => {
    if (!calculation) return;
    remove.mutate(calculation.id, {
      onSuccess: (reply) => {
        if (reply.data.status === 1) {
          notify.success(reply.data.message || 'Calculation Deleted Successfully');
          onClose();
          onDeleted?.();
        } else if (reply.data.status === 0) {
          // A warning, in the server's words.
          notify.warning(reply.data.message || 'A calculation with a quote cannot be deleted.');
          onClose();
        } else {
          notify.error('Error, please try again');
        }
      },
      onError: (err) => notify.error(err, 'Error, please try again'),
    });
  };
  return (
    <ResponsiveModal opened={!!calculation} onClose={onClose} title="Delete calculation" size="sm">
      <Text>
        Delete <b>{calculation?.name}</b>? This cannot be undone.
      </Text>
      <FormActions
        onCancel={onClose}
        confirmLabel="Delete"
        color="red"
        onConfirm={confirm}
        loading={remove.isPending}
      />
    </ResponsiveModal>
  );
}
