import {
  updateEmailBodySchema,
  updateNameBodySchema,
  updatePasswordBodySchema,
} from '@app/contracts/accounts/user';
import { Anchor, Button, Group, Modal, PasswordInput, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../config/paths';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import type { CurrentUser } from '../../../lib/session';
import { settingsApi, useProfileUpdate } from '../api/settings-api';

export type AccountMode = 'change_name' | 'change_email' | 'verify_email' | 'change_password';

const titles: Record<AccountMode, string> = {
  change_name: 'Change name',
  change_email: 'Change e-mail',
  verify_email: 'Verify e-mail',
  change_password: 'Change password',
};

/** The four modal modes of Account and Security (docs/product/accounts.md#account-and-security-settingsaccount-security). */
export function AccountModal({
  mode,
  onMode,
  user,
}: {
  mode: AccountMode | null;
  onMode: (m: AccountMode | null) => void;
  user: CurrentUser;
}) {
  const phone = useScreenBelow('xs');
  const [newEmail, setNewEmail] = useState('');
  return (
    <Modal opened={!!mode} onClose={() => onMode(null)} title={mode ? titles[mode] : ''} fullScreen={phone}>
      {mode === 'change_name' && <NameForm user={user} onDone={() => onMode(null)} />}
      {mode === 'change_email' && (
        <EmailForm
          onDone={(email) => {
            setNewEmail(email);
            onMode('verify_email');
          }}
        />
      )}
      {mode === 'verify_email' && <VerifyForm email={newEmail} onBack={() => onMode('change_email')} />}
      {mode === 'change_password' && <PasswordForm onDone={() => onMode(null)} />}
    </Modal>
  );
}

/**
 * One of the modal's forms: `send` submits it; the API's field messages go on the fields, any other message in
 * a notification.
 */
function AccountForm<V extends object>({
  form,
  send,
  children,
}: {
  form: UseFormReturnType<V>;
  send: (values: V) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await send(values);
        } catch (err) {
          const other = applyServerErrors(form, err);
          if (other.length) notify.error(other.join(' '));
        }
      })}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

function NameForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const applyProfile = useProfileUpdate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { first_name: user.first_name, last_name: user.last_name },
    validate: schemaResolver(updateNameBodySchema, { sync: true }),
  });
  return (
    <AccountForm
      form={form}
      send={async (values) => {
        const res = await settingsApi.updateName({ ...values, link: window.location.origin });
        applyProfile(res);
        notify.success(res.message);
        onDone();
      }}
    >
      <TextInput label="First Name" withAsterisk data-autofocus {...form.getInputProps('first_name')} />
      <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </AccountForm>
  );
}

function EmailForm({ onDone }: { onDone: (email: string) => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(updateEmailBodySchema, { sync: true }),
  });
  return (
    <AccountForm
      form={form}
      send={async (values) => {
        const res = await settingsApi.updateEmail(values.email);
        notify.success(res.message);
        onDone(values.email.trim().toLowerCase());
      }}
    >
      <Text size="sm" c="dimmed">
        We will send a verification code to the new address.
      </Text>
      <TextInput
        label="New Email"
        type="email"
        withAsterisk
        data-autofocus
        {...form.getInputProps('email')}
      />
      <Button type="submit" loading={form.submitting}>
        Send code
      </Button>
    </AccountForm>
  );
}

function VerifyForm({ email, onBack }: { email: string; onBack: () => void }) {
  const navigate = useNavigate();
  // The sign-out 2 s after a verified change; dropped if the tab is signed out before (a call answering 401
  // once the server has ended the session), so it cannot reload a sign-in form the user is filling in.
  const signOut = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(signOut.current), []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { otp_code: '' },
    validate: { otp_code: (v) => (v.trim() ? null : 'Verification code is required') },
  });
  return (
    <AccountForm
      form={form}
      send={async (values) => {
        const res = await settingsApi.verifyEmail(email, values.otp_code);
        notify.success(res.message);
        signOut.current = setTimeout(() => navigate(paths.logout), 2000);
      }}
    >
      <Text size="sm">
        Enter the 6-digit code we sent to <b>{email}</b>.{' '}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Change
        </Anchor>
      </Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        aria-label="Verification code"
        {...form.getInputProps('otp_code')}
      />
      {form.errors.otp_code && (
        <Text c="red" size="sm">
          {form.errors.otp_code}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={form.submitting}>
          Verify
        </Button>
      </Group>
    </AccountForm>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: schemaResolver(updatePasswordBodySchema, { sync: true }),
  });
  return (
    <AccountForm
      form={form}
      send={async (values) => {
        const res = await settingsApi.updatePassword({ ...values, link: window.location.origin });
        notify.success(res.message);
        onDone();
      }}
    >
      <PasswordInput
        label="Old Password"
        withAsterisk
        data-autofocus
        autoComplete="current-password"
        {...form.getInputProps('old_password')}
      />
      <NewPasswordFields
        label="New Password"
        password={form.getInputProps('password')}
        confirmation={form.getInputProps('password_confirmation')}
      />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </AccountForm>
  );
}
