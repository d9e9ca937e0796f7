import { ResponsiveModal } from '../../../components/responsive-modal';
import { SecretShownOnce } from '../../../components/secret-shown-once';

/** The signing secret, shown this once (after adding an endpoint or rolling its secret). */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <ResponsiveModal opened onClose={onClose} title="Signing secret" size="lg">
      <SecretShownOnce
        secret={secret}
        notice="Copy it now: it is not shown again. Your receiver checks each delivery’s StaffMargin-Signature header with it. If it is lost, roll a new one."
        copyLabel="Copy secret"
        testId="webhook-secret"
        onDone={onClose}
      />
    </ResponsiveModal>
  );
}
