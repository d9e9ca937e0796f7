import { forgotPasswordBodySchema } from '@app/contracts/accounts/auth';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { authApi } from './api/auth-api';
import { AuthShell } from './components/auth-shell';
import { EmailField } from './components/email-field';
import { useSignedInRedirect } from './components/use-signed-in-redirect';

/** /forgot-password: e-mails a link to {origin}/reset-password. */
export function ForgotPasswordPage() {
  const redirecting = useSignedInRedirect(useSession().data);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordBodySchema, { sync: true }),
  });
  if (redirecting) return <PageLoader label="Opening your dashboard…" />;
  return (
    <AuthShell title="Forgot password" subtitle="Enter your e-mail and we will send you reset instructions.">
      {result && (
        <Alert
          color={result.ok ? 'green' : 'red'}
          icon={result.ok ? <IconCircleCheck /> : <IconAlertCircle />}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setResult(null);
          try {
            const res = await authApi.forgot({
              email: values.email,
              redirect_url: `${window.location.origin}${paths.resetPassword}`,
            });
            setResult({ ok: true, text: res.message });
          } catch (err) {
            setResult({
              ok: false,
              text: applyServerErrors(form, err).join(' ') || 'Please check the e-mail address.',
            });
          }
        })}
      >
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Send Reset Instructions
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.signin}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
