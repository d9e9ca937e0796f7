import { messages } from '@app/contracts/errors';
import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SimpleTable } from '../../components/simple-table';
import { TablePager } from '../../components/table-pager';
import { usePaging } from '../../hooks/use-paging';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { useMarkAllRead, useMarkRead, useNotificationsPage } from './api/notifications';
import { fromNow } from './relative-time';

/**
 * /notifications (docs/product/notifications.md#notifications-page): Message, Date and View. On a phone the date
 * sits under its message, so the table needs no sideways scroll and every View button stays on screen.
 */
export function NotificationsPage() {
  const phone = useScreenBelow('sm');
  const paging = usePaging(15);
  const { data, isPending } = useNotificationsPage(paging.page, paging.perPage);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const rows = data?.notification ?? [];

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Notifications</Title>
        <Button variant="light" onClick={() => markAll.mutate()} disabled={!data?.unread}>
          Mark all as Read
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <SimpleTable
          minWidth={phone ? undefined : 560}
          verticalSpacing="sm"
          highlightOnHover
          head={phone ? ['Message', { w: 80 }] : ['Message', { label: 'Date', w: 160 }, { w: 100 }]}
        >
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={phone ? 2 : 3}>
                <Text c="dimmed" ta="center" py="lg">
                  {isPending ? messages.fetching : messages.noRecords}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {!n.read && (
                    <Badge size="xs" color="red" variant="filled" circle role="img" aria-label="unread" />
                  )}
                  <div>
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.message}
                    </Text>
                    {phone && (
                      <Text size="xs" c="dimmed">
                        {fromNow(n.created_at)}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              {!phone && (
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {fromNow(n.created_at)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => markRead.mutate(n.id, { onSettled: () => navigate(n.link) })}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
        <TablePager {...paging} total={data?.total ?? 0} />
      </Paper>
    </>
  );
}
