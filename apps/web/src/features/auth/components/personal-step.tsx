import { signUpBodySchema } from '@app/contracts/accounts/auth';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { authApi } from '../api/auth-api';
import { EmailField } from './email-field';

/** Personal information: names, e-mail, password twice. Creates the account and e-mails the confirmation link. */
export function PersonalStep({
  isEnterprise,
  onDone,
  onBack,
}: {
  isEnterprise: boolean;
  onDone: (email: string) => void;
  onBack: () => void;
}) {
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    validate: schemaResolver(signUpBodySchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setAlert([]);
    try {
      const res = await authApi.signUp({ ...values, is_enterprise: isEnterprise ? 1 : 0 });
      onDone(res.data.email);
    } catch (err) {
      setAlert(applyServerErrors(form, err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {alert.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {alert.join(' ')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last Name"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <EmailField {...form.getInputProps('email')} />
        <NewPasswordFields
          label="Password"
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={form.submitting} fullWidth mt="xs">
          Continue
        </Button>
        <Button variant="subtle" color="gray" onClick={onBack}>
          Back
        </Button>
      </Stack>
    </form>
  );
}
