import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import type { Team } from '../../../lib/teams';
import { useInvitationAction } from '../api/teams-api';

/** The team's invitations not yet accepted, with Send again and Revoke for those who may invite. */
export function PendingInvitations({ team, canInvite }: { team: Team; canInvite: boolean }) {
  const invitationAction = useInvitationAction();
  if (team.pending_invitations.length === 0) return null;
  const act = (id: number, action: 'resend' | 'revoke') =>
    invitationAction.mutateAsync({ id, action }).then((a) => notify.success(a.message), notify.error);
  return (
    <Stack gap={6} aria-label="Pending invitations">
      <Text size="sm" fw={600}>
        Pending invitations
      </Text>
      {team.pending_invitations.map((p) => (
        <Group key={p.email} justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {p.email}{' '}
            <Text span c="dimmed" size="xs">
              {p.role}
              {p.invitation_id === null ? ', link expired' : ''}
            </Text>
          </Text>
          {canInvite && p.invitation_id !== null && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Send again">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Resend invitation to ${p.email}`}
                  onClick={() => act(p.invitation_id!, 'resend')}
                >
                  <IconSend size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Revoke">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Revoke invitation to ${p.email}`}
                  onClick={() => act(p.invitation_id!, 'revoke')}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
