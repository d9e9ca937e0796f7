import { acceptInvitationBodySchema } from '@app/contracts/accounts/auth';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { applyServerErrors } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { authApi } from '../api/auth-api';

/** /signup?invitation_token=...: names and password only; ends at sign-in with the success message. */
export function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string[]>([]);
  const invitation = useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => authApi.invitation(token),
    retry: false,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: '',
      last_name: '',
      password: '',
      password_confirmation: '',
      invitation_token: token,
    },
    validate: schemaResolver(acceptInvitationBodySchema, { sync: true }),
  });
  if (invitation.isPending) return <PageLoader label="Loading your invitation…" />;
  if (invitation.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {invitation.error.message}
      </Alert>
    );
  }
  const { email, organization, role } = invitation.data.data;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          const res = await authApi.acceptInvitation(values);
          // The sign-in form starts with the invitee's e-mail (navigation state: kept out of the address bar).
          navigate(`${paths.signin}?message=${encodeURIComponent(res.message)}`, {
            state: { invitedEmail: email },
          });
        } catch (err) {
          setAlert(applyServerErrors(form, err));
        }
      })}
    >
      <Stack gap="sm">
        <Text>
          Join <b>{organization.name}</b> as {role.name}.
        </Text>
        {alert.length > 0 && <Alert color="red">{alert.join(' ')}</Alert>}
        <TextInput label="Email" value={email} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <NewPasswordFields
          label="Password"
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={form.submitting}>
          Create my account
        </Button>
      </Stack>
    </form>
  );
}
