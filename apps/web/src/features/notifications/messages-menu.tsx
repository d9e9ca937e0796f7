import { ActionIcon, Button, Group, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useMarkAllRead, useMarkRead, useUnreadNotifications } from './api/notifications';
import { fromNow } from './relative-time';

/** Header Messages dropdown: unread notifications with a badge; clicking one marks it read and opens it. */
export function MessagesMenu() {
  // Notifications are fetched about 2 s after sign-in, not with the first paint
  // (docs/product/notifications.md#messages-dropdown-header).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 2000);
    return () => clearTimeout(t);
  }, []);
  const { data } = useUnreadNotifications(ready);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = ready ? (data?.notification ?? []) : [];
  const count = ready ? (data?.unread ?? 0) : 0;

  return (
    <Menu width={340} position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
          // The unread count sits on the bell's corner, past the button's box, which would clip it.
          style={{ overflow: 'visible' }}
        >
          <Indicator label={count} size={16} disabled={count === 0} color="red" offset={-2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} size="sm">
            Messages
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={count === 0} onClick={() => markAll.mutate()}>
            Mark all as Read
          </Button>
        </Group>
        <Menu.Divider />
        {unread.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="sm">
            No Unread Notifications
          </Text>
        ) : (
          unread.map((n) => (
            <Menu.Item
              key={n.id}
              onClick={() => markRead.mutate(n.id, { onSettled: () => navigate(n.link) })}
            >
              <Text size="sm" lineClamp={2}>
                {n.message}
              </Text>
              <Text size="xs" c="dimmed">
                {fromNow(n.created_at)}
              </Text>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.notifications} ta="center">
          View all Notifications
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
