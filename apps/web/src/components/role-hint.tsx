import { Text } from '@mantine/core';
import { inviteCounts, roleAbilities } from '../lib/invite-roles';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Props for an invitation's role select: what the role may do (docs/roles.md) as the select's description, so a
 * screen reader reads it with the choice. Mantine sets the input's aria-describedby itself, so the description
 * lives in the select, hidden; RoleHint shows the same line beside the select.
 */
export function roleSelectDescription(roleId: number | string) {
  // Hidden, it must not push the select down either: Mantine offsets an input that has a description.
  return {
    description: roleAbilities(roleId),
    styles: { description: VISUALLY_HIDDEN, wrapper: { marginTop: 0 } },
  };
}

/** The line beside an invitation's role select saying what the role may do (read with the select itself). */
export function RoleHint({ roleId }: { roleId: number | string }) {
  return (
    <Text size="xs" c="dimmed" aria-hidden>
      {roleAbilities(roleId)}
    </Text>
  );
}

/**
 * Above the button that sends invitations: how many of each role it invites ("Get Started invites 2 Admins and
 * 1 Team Member."), so nobody hands out billing rights without seeing it. Announced as it changes.
 */
export function InviteSummary({ action, roleIds }: { action: string; roleIds: (number | string)[] }) {
  const counts = inviteCounts(roleIds);
  return (
    <Text size="sm" role="status" aria-live="polite">
      {counts ? `${action} invites ${counts}.` : ''}
    </Text>
  );
}
