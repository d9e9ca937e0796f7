import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSchool, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { initials } from '../../lib/format';
import type { CurrentUser } from '../../lib/session';

export function UserMenu({ user, role }: { user: CurrentUser; role?: string }) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Menu width={220} position="bottom-end" shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.image ?? undefined} radius="xl" color="brand" size={34} aria-hidden>
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <div className="visually-hidden-xs">
              <Text size="sm" fw={600} lh={1.2} truncate maw={140}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role ?? ''}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
            <VisuallyHidden>User menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name}
          {role ? ` · ${role}` : ''}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={paths.learningCenter} leftSection={<IconSchool size={16} />}>
          Learning Center
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} color="red" leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
