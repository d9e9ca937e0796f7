import { resetPasswordBodySchema } from '@app/contracts/accounts/auth';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../components/new-password-fields';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { authApi } from './api/auth-api';
import { AuthShell } from './components/auth-shell';

/** /reset-password?reset_password_token=...: on success goes to /signin?message={server message}. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('reset_password_token') ?? '';
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '', reset_password_token: token },
    validate: schemaResolver(resetPasswordBodySchema, { sync: true }),
  });
  return (
    <AuthShell title="Reset password" subtitle="Choose a new password for your account.">
      {!token && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          This reset link is incomplete. Please open the link from the e-mail again, or{' '}
          <Anchor component={Link} to={paths.forgotPassword}>
            request a new one
          </Anchor>
          .
        </Alert>
      )}
      {alert.length > 0 && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {alert.join(' ')}{' '}
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Request a new link
          </Anchor>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setAlert([]);
          try {
            const res = await authApi.reset(values);
            navigate(`${paths.signin}?message=${encodeURIComponent(res.message)}`, { replace: true });
          } catch (err) {
            setAlert(applyServerErrors(form, err));
          }
        })}
      >
        <Stack gap="sm">
          <NewPasswordFields
            label="New Password"
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={form.submitting} disabled={!token} fullWidth>
            Reset and Continue
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.signin}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
