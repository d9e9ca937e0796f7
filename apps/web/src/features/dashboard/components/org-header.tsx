import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials } from '../../../lib/format';
import { currentMembership, useSession } from '../../../lib/session';

/** The organisation's logo (or initials) and name above a dashboard, with the page's title and actions. */
export function OrgHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { data: session } = useSession();
  const org = currentMembership(session)?.organization;
  const words = (org?.name ?? '').split(' ');
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={org?.image} size={44} radius="md" color="brand">
          {initials(words[0], words[1])}
        </Avatar>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {org?.name}
          </Text>
          <Title order={2} lh={1.2}>
            {title}
          </Title>
        </Stack>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
