import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { useDevMailbox } from '../api/auth-queries';

/** "Check your inbox": resend the link, or continue once the link has been opened in this browser. */
export function ConfirmStep({ email, onContinue }: { email: string; onContinue: () => Promise<boolean> }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'resend' | 'continue' | null>(null);
  const mailbox = useDevMailbox();
  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconMailCheck size={24} />
        </ThemeIcon>
        <Text>
          We sent a confirmation link to <b>{email}</b>. Open it to confirm your e-mail address, then continue
          with your company details.
        </Text>
      </Group>
      {alert && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {alert}
        </Alert>
      )}
      {mailbox.isSuccess && (
        <Alert color="blue" title="No e-mail server configured">
          This server keeps e-mails in its development mailbox.{' '}
          <Anchor component={Link} to="/dev/mailbox" target="_blank">
            Open the mailbox
          </Anchor>
        </Alert>
      )}
      <Group grow>
        <Button
          variant="default"
          loading={busy === 'resend'}
          onClick={async () => {
            setBusy('resend');
            try {
              notify.success((await authApi.resend(email)).message);
            } catch (err) {
              notify.error(err);
            } finally {
              setBusy(null);
            }
          }}
        >
          Resend email
        </Button>
        <Button
          loading={busy === 'continue'}
          onClick={async () => {
            setBusy('continue');
            const ok = await onContinue();
            setBusy(null);
            setAlert(
              ok
                ? null
                : 'Please confirm your e-mail address first: open the link we sent you in this browser, then continue. Confirmed on another device? Sign in instead.',
            );
          }}
        >
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
