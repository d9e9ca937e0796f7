import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { paths } from '../../config/paths';
import { initials } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { settingsApi, useProfileUpdate } from './api/settings-api';
import { AccountModal, type AccountMode } from './components/account-modal';
import { ImageUpload } from './components/image-upload';

/** /settings/account-security: picture, and Name, Email, Password rows with Change (hidden for demo). */
export function AccountSecurityPage() {
  const { data: session } = useSession();
  const applyProfile = useProfileUpdate();
  const [mode, setMode] = useState<AccountMode | null>(null);
  if (!session) return null;
  const { user } = session;
  const isDemo = user.organization_users.some((m) => m.organization.business_domain === 'demo');
  const rows: { label: string; value: string; mode: AccountMode }[] = [
    { label: 'Name', value: `${user.first_name} ${user.last_name}`, mode: 'change_name' },
    { label: 'Email', value: user.email, mode: 'change_email' },
    { label: 'Password', value: '••••••••', mode: 'change_password' },
  ];
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to={paths.settings}>Back to settings</BackLink>
      <Title order={2}>Account and Security</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <ImageUpload
            image={user.image}
            fallback={initials(user.first_name, user.last_name)}
            label="Upload picture"
            onUpload={async (file) => {
              const res = await settingsApi.changeAvatar(file);
              applyProfile(res);
              notify.success(res.message);
            }}
          />
          <Divider />
          {rows.map((r) => (
            <Group key={r.label} justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  {r.label}
                </Text>
                <Text fw={500} truncate>
                  {r.value}
                </Text>
              </div>
              {!isDemo && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setMode(r.mode)}
                  aria-label={`Change ${r.label}`}
                >
                  Change
                </Button>
              )}
            </Group>
          ))}
          {isDemo && (
            <Text size="sm" c="dimmed">
              Demo organizations cannot change name, e-mail or password.
            </Text>
          )}
        </Stack>
      </Paper>
      <AccountModal mode={mode} onMode={setMode} user={user} />
    </Stack>
  );
}
