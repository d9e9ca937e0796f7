import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { SimpleTable } from '../../../components/simple-table';
import { formatListDate, initials } from '../../../lib/format';
import { type Member, useDeleteMember, useMembers } from '../../../lib/members';
import { notify } from '../../../lib/notify';

/** Member information: Image, ID, Name, Email, Date Added, User Role, Action (delete for non-Owners). */
export function MembersTable({ organizationId, canDelete }: { organizationId: number; canDelete: boolean }) {
  const members = useMembers();
  const remove = useDeleteMember(organizationId);
  const [target, setTarget] = useState<Member | null>(null);
  const colSpan = 7;
  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="md">
        <Title order={3} fz="lg">
          Member information
        </Title>
        {members.data && (
          <Text size="sm" c="dimmed">
            {members.data.length} member(s)
          </Text>
        )}
      </Group>
      <ScrollArea type="auto">
        <SimpleTable
          stickyHeader
          striped
          highlightOnHover
          miw={760}
          verticalSpacing="sm"
          head={['Image', 'ID', 'Name', 'Email', 'Date Added', 'User Role', 'Action']}
        >
          {members.isPending && (
            <Table.Tr>
              <Table.Td colSpan={colSpan}>
                <Text c="dimmed" ta="center" py="md">
                  Fetching data please wait ....
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {members.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={colSpan}>
                <Text c="dimmed" ta="center" py="md">
                  There are no records to display
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {members.data?.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Avatar src={m.image ?? undefined} radius="xl" size={32} color="brand">
                  {initials(m.first_name, m.last_name)}
                </Avatar>
              </Table.Td>
              <Table.Td>{m.id}</Table.Td>
              <Table.Td>
                {m.first_name} {m.last_name}
              </Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>{formatListDate(m.created_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={m.role.name === 'Owner' ? 'brand' : 'gray'}>
                  {m.role.name}
                </Badge>
              </Table.Td>
              <Table.Td>
                {m.role.name !== 'Owner' && canDelete ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${m.first_name} ${m.last_name}`}
                    onClick={() => setTarget(m)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : (
                  <Text c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      </ScrollArea>
      <Modal opened={!!target} onClose={() => setTarget(null)} title="Delete user" fullScreen={false}>
        <Text>Are you sure you want to delete this User?</Text>
        {target && (
          <Text size="sm" c="dimmed" mt={4}>
            {target.first_name} {target.last_name} ({target.email}) will lose access to this company.
          </Text>
        )}
        <FormActions
          onCancel={() => setTarget(null)}
          confirmLabel="Delete"
          color="red"
          loading={remove.isPending}
          onConfirm={async () => {
            try {
              notify.success((await remove.mutateAsync(target!.user_id)).message);
              setTarget(null);
            } catch (err) {
              notify.error(err);
            }
          }}
        />
      </Modal>
    </Paper>
  );
}
