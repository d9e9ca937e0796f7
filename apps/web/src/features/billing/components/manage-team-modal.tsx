import { hasRole, MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import { Avatar, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { initials } from '../../../lib/format';
import { type Member, useDeleteMember, useMembers } from '../../../lib/members';
import { notify } from '../../../lib/notify';
import { currentMembership, useSession } from '../../../lib/session';

/**
 * Billing's 'Edit member' (docs/product/billing.md#billing-and-payment-settingsbilling-payment): the Manage Team
 * modal lists the organisation's members (image or initials, name, e-mail) with a remove button for each
 * non-Owner, 'N member(s)' and the total the plan charges for them. Removing asks first, and frees the seat.
 */
export function ManageTeamModal({
  opened,
  onClose,
  total,
  paidSeats,
}: {
  opened: boolean;
  onClose: () => void;
  /** The seats the plan pays for, which may be more than the members (open invitations, seats kept). */
  paidSeats?: number;
  /** 'Total payment for members' as the billing page shows it, e.g. '$144.00 / month'. */
  total: string;
}) {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const canRemove = hasRole(membership?.role.name, MEMBER_ADMIN_ROLES);
  const members = useMembers();
  const remove = useDeleteMember(membership?.organization.id);
  const [target, setTarget] = useState<Member | null>(null);

  async function confirmRemove() {
    if (!target) return;
    try {
      notify.success((await remove.mutateAsync(target.user_id)).message);
    } catch (err) {
      notify.error(err);
    } finally {
      setTarget(null);
    }
  }

  return (
    <>
      <ResponsiveModal opened={opened && !target} onClose={onClose} title="Manage Team" size="lg">
        <Stack gap="sm">
          {members.isPending && <Text c="dimmed">Fetching data please wait ....</Text>}
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {members.data?.map((m) => (
                <Group key={m.id} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar src={m.image ?? undefined} radius="xl" color="brand">
                      {initials(m.first_name, m.last_name)}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} truncate>
                        {m.first_name} {m.last_name}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {m.email}
                      </Text>
                    </div>
                  </Group>
                  {m.role.name === 'Owner' ? (
                    <Text size="sm" c="dimmed">
                      Owner
                    </Text>
                  ) : (
                    canRemove && (
                      <DeleteIconButton
                        label={`Remove ${m.first_name} ${m.last_name}`}
                        onClick={() => setTarget(m)}
                      />
                    )
                  )}
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {members.data && (
            <Group justify="space-between">
              <Text fw={600}>{members.data.length} member(s)</Text>
              {paidSeats !== undefined && (
                <Text size="sm" c="dimmed">
                  {paidSeats} seat(s) paid
                </Text>
              )}
            </Group>
          )}
          <Group justify="space-between">
            <Text size="sm">Total payment for members</Text>
            <Text fw={700} data-testid="manage-team-total">
              {total}
            </Text>
          </Group>
        </Stack>
      </ResponsiveModal>
      <ConfirmModal
        opened={!!target}
        title="Remove member"
        message={`Are you sure you want to remove ${target ? `${target.first_name} ${target.last_name}` : 'this member'}?`}
        onCancel={() => setTarget(null)}
        onConfirm={confirmRemove}
        loading={remove.isPending}
      />
    </>
  );
}
