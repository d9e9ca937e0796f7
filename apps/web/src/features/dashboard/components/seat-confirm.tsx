import { teamMessages } from '@app/contracts/teams/teams';
import { Stack, Text } from '@mantine/core';
import { AmountDue } from '../../../components/amount-due';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useSubscriptionPreview } from '../../../lib/subscription-preview';

/**
 * The seat confirmation of the teams modal (docs/product/teams-and-members.md#create-team--manage-members-modal):
 * inviting beyond the paid seats asks to raise them, and shows what that charges now (prorated) and the new
 * recurring total before Yes (docs/product/billing.md#amounts-shown-before-a-charge).
 */
export function SeatConfirm({
  seats,
  opened,
  loading,
  onCancel,
  onConfirm,
}: {
  /** The seats needed for the members and open invitations; null when the answer did not say. */
  seats: number | null;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  /** Yes, with the amount due now that was shown (undefined when no preview was shown). */
  onConfirm: (expectedTotalCents: number | undefined) => void;
}) {
  const preview = useSubscriptionPreview(opened && seats ? { plan_members: seats } : null);
  const waiting = seats !== null && (preview.isPending || preview.isPlaceholderData);
  return (
    <ResponsiveModal opened={opened} onClose={onCancel} title={teamMessages.memberLimitTitle} size="sm">
      <Stack gap="sm">
        <Text>{teamMessages.memberLimitQuestion}</Text>
        {seats !== null && (
          <>
            <Text size="sm">The subscription goes to {seats} seat(s), charged to your default card.</Text>
            {preview.isError ? (
              <Text size="sm" c="red">
                {preview.error.message}
              </Text>
            ) : (
              <AmountDue preview={preview.data} stale={preview.isPlaceholderData} />
            )}
          </>
        )}
      </Stack>
      <FormActions
        onCancel={onCancel}
        cancelLabel="No"
        confirmLabel="Yes"
        onConfirm={() => onConfirm(preview.data?.due_now_cents)}
        loading={loading}
        disabled={waiting || preview.isError}
      />
    </ResponsiveModal>
  );
}
