import { signInBodySchema } from '@app/contracts/accounts/auth';
import { accountMessages } from '@app/contracts/accounts/messages';
import type { SessionResponse } from '@app/contracts/accounts/responses';
import { Alert, Anchor, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { goTo } from '../../lib/form-errors';
import { signInByHandover } from '../../lib/handover';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { landingWithReturn, RETURN_PARAM } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { authApi } from './api/auth-api';
import { AuthShell } from './components/auth-shell';
import { EmailField } from './components/email-field';
import { SocialButtons } from './components/social-buttons';
import { useSignedInRedirect } from './components/use-signed-in-redirect';

/**
 * /signin: e-mail and password with remember me, social buttons; ?id= finishes a hand-over or social login;
 * ?next= is the page to open after signing in (docs/product/accounts.md#returning-to-the-requested-page).
 */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const handoverId = params.get('id');
  const [requested] = useState(params.get(RETURN_PARAM));
  const [message] = useState(params.get('message'));
  const [alert, setAlert] = useState<string[]>([]);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [handingOver, setHandingOver] = useState(!!handoverId);
  const started = useRef(false);
  const redirecting = useSignedInRedirect(session, !handoverId, requested);

  // An invitee who just accepted arrives with their e-mail (invitation-form.tsx): the form starts with it.
  // Read once: clearing ?message= below replaces the location, and its state with it.
  const location = useLocation();
  const [invitedEmail] = useState(() => (location.state as { invitedEmail?: unknown } | null)?.invitedEmail);
  const invitee = typeof invitedEmail === 'string';
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: invitee ? invitedEmail : '', password: '', remember_me: false },
    validate: schemaResolver(signInBodySchema, { sync: true }),
  });

  const land = (answer: SessionResponse) => {
    // Another host signs in on its own through the hand-over link; only a same-host landing needs the cache.
    if (!/^https?:/.test(answer.redirect_url)) {
      queryClient.setQueryData(queryKeys.session, { user: answer.data, expire: answer.expire });
    }
    goTo(landingWithReturn(answer.redirect_url, requested), navigate);
  };

  const landRef = useRef(land);
  landRef.current = land;

  // ?message= and ?error= are shown once, then cleared from the address bar (docs/product/accounts.md#routes).
  useEffect(() => {
    const error = params.get('error');
    if (error) notify.error(error);
    if (params.has('message') || params.has('error')) {
      const next = new URLSearchParams(params);
      next.delete('message');
      next.delete('error');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  useEffect(() => {
    if (!handoverId || started.current) return;
    started.current = true;
    // Usually redeemed already before the app started (lib/handover.ts); here only when that was refused.
    signInByHandover(handoverId)
      .then((answer) => landRef.current(answer))
      .catch((err) => {
        setHandingOver(false);
        setParams({}, { replace: true });
        setAlert([err instanceof Error ? err.message : 'Sign-in failed']);
      });
  }, [handoverId, setParams]);

  if (handingOver) return <PageLoader label="Signing you in…" />;
  // Signed in without a company yet: the company page is the next step (docs/product/accounts.md#sign-in).
  if (session && !handoverId && session.user.organization_users.length === 0) {
    return <Navigate to={paths.company} replace />;
  }
  if (redirecting) return <PageLoader label="Opening your dashboard…" />;

  const submit = form.onSubmit(async (values) => {
    setAlert([]);
    try {
      land(await authApi.signIn(values));
    } catch (err) {
      setAlert(
        err instanceof ApiError ? (err.body.full_messages ?? [err.message]) : [(err as Error).message],
      );
      setUnconfirmed(err instanceof ApiError && err.body.message === accountMessages.emailNotConfirmed);
    }
  });

  return (
    <AuthShell title="Sign in" subtitle="Welcome back. Sign in to your company workspace." perks={!invitee}>
      {message && (
        <Alert color="green" icon={<IconCircleCheck />} role="status">
          {message}
        </Alert>
      )}
      {alert.length > 0 && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {alert.map((m) => (
            <div key={m}>{m}</div>
          ))}
          {unconfirmed && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt={6}
              onClick={() =>
                authApi.resend(form.values.email).then((r) => notify.success(r.message), notify.error)
              }
            >
              Resend the confirmation e-mail
            </Anchor>
          )}
        </Alert>
      )}
      <SocialButtons query="login=true" verb="Sign in" />
      <Divider label="or sign in with e-mail" labelPosition="center" />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('remember_me', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} to={paths.signup}>
          Create an account
        </Anchor>
      </Text>
    </AuthShell>
  );
}
