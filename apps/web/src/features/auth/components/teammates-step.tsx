import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { InviteSummary, RoleHint, roleSelectDescription } from '../../../components/role-hint';
import { applyServerErrors } from '../../../lib/form-errors';
import { inviteRoleOptions } from '../../../lib/invite-roles';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { newTeammateRow } from '../utils/teammate-roles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Enterprise sign-up: invite teammates by e-mail and role (default Admin), then Get Started. Each row says what
 * its role may do, and the line above Get Started how many of each role it invites (docs/roles.md).
 */
export function TeammatesStep({ onDone }: { onDone: () => void }) {
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { data: [newTeammateRow()] },
    validate: {
      data: {
        email: (v: string) =>
          !v.trim() || EMAIL.test(v.trim()) ? null : `You have entered '${v}' an invalid email address!`,
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    const rows = values.data.filter((r) => r.email.trim());
    if (rows.length === 0) return onDone();
    try {
      const res = await authApi.inviteTeammates({
        data: rows.map((r) => ({ email: r.email, role: Number(r.role) })),
      });
      notify.success(res.message);
      onDone();
    } catch (err) {
      setAlert(applyServerErrors(form, err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text c="dimmed" size="sm">
          Invite the people who will build calculations and quotes with you. You can also do this later.
        </Text>
        {alert.length > 0 && <Alert color="red">{alert.join(' ')}</Alert>}
        {form.values.data.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Stack key={i} gap={4}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={`Teammate ${i + 1} email`}
                placeholder="name@company.com"
                style={{ flex: 1 }}
                {...form.getInputProps(`data.${i}.email`)}
              />
              <Select
                aria-label={`Teammate ${i + 1} role`}
                {...roleSelectDescription(form.values.data[i]!.role)}
                data={inviteRoleOptions}
                w={{ base: 136, sm: 150 }}
                allowDeselect={false}
                {...form.getInputProps(`data.${i}.role`)}
              />
              <DeleteIconButton
                label={`Remove teammate ${i + 1}`}
                onClick={() => form.removeListItem('data', i)}
                size="lg"
                disabled={form.values.data.length === 1}
              />
            </Group>
            <RoleHint roleId={form.values.data[i]!.role} />
          </Stack>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('data', newTeammateRow())}
          w="fit-content"
        >
          Add teammate
        </Button>
        <InviteSummary
          action="Get Started"
          roleIds={form.values.data.filter((r) => r.email.trim()).map((r) => r.role)}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          Get Started
        </Button>
      </Stack>
    </form>
  );
}
