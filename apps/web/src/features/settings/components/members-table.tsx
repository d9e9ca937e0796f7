import { Avatar, Badge, Group, Modal, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { FormActions } from '../../../components/form-actions';
import { RowCard } from '../../../components/row-card';
import { SimpleTable } from '../../../components/simple-table';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { formatListDate, initials } from '../../../lib/format';
import { type Member, useDeleteMember, useMembers } from '../../../lib/members';
import { notify } from '../../../lib/notify';

/**
 * Member information: Image, ID, Name, Email, Date Added, User Role, Action (delete for non-Owners). On a phone,
 * where Email, Date Added, User Role and Action sat off-screen, a card per member holds the same fields.
 * The signed-in member's own row has no delete button: nobody can remove themselves (docs/roles.md).
 */
export function MembersTable({
  organizationId,
  canDelete,
  selfUserId,
}: {
  organizationId: number;
  canDelete: boolean;
  selfUserId: number;
}) {
  const members = useMembers();
  const remove = useDeleteMember(organizationId);
  const phone = useScreenBelow('sm');
  const [target, setTarget] = useState<Member | null>(null);
  const colSpan = 7;
  const roleBadge = (m: Member) => (
    <Badge variant="light" color={m.role.name === 'Owner' ? 'brand' : 'gray'}>
      {m.role.name}
    </Badge>
  );
  const deleteButton = (m: Member) =>
    m.role.name !== 'Owner' && m.user_id !== selfUserId && canDelete ? (
      <DeleteIconButton label={`Delete ${m.first_name} ${m.last_name}`} onClick={() => setTarget(m)} />
    ) : null;
  const avatar = (m: Member) => (
    <Avatar src={m.image ?? undefined} radius="xl" size={32} color="brand">
      {initials(m.first_name, m.last_name)}
    </Avatar>
  );
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
      {phone && members.data ? (
        <Stack gap="sm" px="md" pb="md" role="list" aria-label="Members">
          {members.data.map((m) => (
            <RowCard
              key={m.id}
              role="listitem"
              heading={
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {avatar(m)}
                  <Text fw={600} size="sm" truncate>
                    {m.first_name} {m.last_name}
                  </Text>
                </Group>
              }
              aside={roleBadge(m)}
              actions={deleteButton(m)}
            >
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
              <Text size="xs" c="dimmed" className="tabular">
                ID {m.id} · added {formatListDate(m.created_at)}
              </Text>
            </RowCard>
          ))}
        </Stack>
      ) : (
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
                <Table.Td>{avatar(m)}</Table.Td>
                <Table.Td>{m.id}</Table.Td>
                <Table.Td>
                  {m.first_name} {m.last_name}
                </Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{formatListDate(m.created_at)}</Table.Td>
                <Table.Td>{roleBadge(m)}</Table.Td>
                <Table.Td>
                  {deleteButton(m) ?? (
                    <Text c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        </ScrollArea>
      )}
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
