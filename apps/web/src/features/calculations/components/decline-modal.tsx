import { DECLINE_REASONS } from '@app/contracts/calculations/list';
import { Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { type DeclineReason, declineErrors } from '../utils/decline';

export function DeclineModal({
  id,
  opened,
  loading,
  onClose,
  onDecline,
}: {
  id: number;
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onDecline: (reason: DeclineReason) => void;
}) {
  const [reason, setReason] = useState<DeclineReason>({ reason_choice: '', decline_reason: '' });
  const [errors, setErrors] = useState<ReturnType<typeof declineErrors>>({});
  const close = () => {
    setErrors({});
    onClose();
  };
  const submit = () => {
    const found = declineErrors(id, reason);
    setErrors(found);
    if (Object.keys(found).length === 0) onDecline(reason);
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Decline calculation">
      <Stack gap="sm">
        <Select
          label="Reason choice"
          placeholder="Pick a reason"
          data={[...DECLINE_REASONS]}
          value={reason.reason_choice || null}
          onChange={(v) => setReason({ ...reason, reason_choice: v ?? '' })}
          error={errors.reason_choice}
          withAsterisk
        />
        <Textarea
          label="Decline reason"
          placeholder="What should change before this can be approved?"
          autosize
          minRows={3}
          maxLength={2000}
          value={reason.decline_reason}
          onChange={(e) => setReason({ ...reason, decline_reason: e.currentTarget.value })}
          error={errors.decline_reason}
          withAsterisk
        />
      </Stack>
      <FormActions onCancel={close} confirmLabel="Decline" color="red" onConfirm={submit} loading={loading} />
    </ResponsiveModal>
  );
}
