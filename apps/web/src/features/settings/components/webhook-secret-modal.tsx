import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { ResponsiveModal } from '../../../components/responsive-modal';

/** The signing secret, shown this once (after adding an endpoint or rolling its secret). */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <ResponsiveModal opened onClose={onClose} title="Signing secret" size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          Copy it now: it is not shown again. Your receiver checks each delivery’s StaffMargin-Signature
          header with it. If it is lost, roll a new one.
        </Alert>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
