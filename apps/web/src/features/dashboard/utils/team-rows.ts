import { invalidInviteEmail } from '@app/contracts/accounts/organization';
import { DEFAULT_INVITED_ROLE, ROLE_ID } from '@app/contracts/accounts/roles';
import { teamMessages } from '@app/contracts/teams/teams';
import type { Member } from '../../../lib/members';
import type { Team } from '../../../lib/teams';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One person on the Create Team / Manage Members list: a member, or someone to invite by e-mail. */
export interface TeamRow {
  /** A member's user id, or null for someone invited by e-mail. */
  userId: number | null;
  name: string;
  email: string;
  image: string | null;
  role: number;
}

/** The team's members as saved, for the modal to start from. */
export function rowsOfTeam(team: Team | undefined): TeamRow[] {
  return (team?.organization_team_user ?? []).map((m) => ({
    userId: m.user.id,
    name: `${m.user.first_name} ${m.user.last_name}`.trim(),
    email: m.user.email,
    image: m.user.image,
    role: m.role_id,
  }));
}

/**
 * A tag typed or picked in the invite box: a member (by name, e-mail or "Name <e-mail>") joins as a Team
 * Member; another e-mail is an invitation, for those who may invite; anything else is refused with the message
 * to show. Nothing for a blank tag.
 */
export function rowOfTag(
  raw: string,
  members: Member[],
  canInvite: boolean,
): { row: TeamRow } | { error: string } | null {
  const value = raw.trim();
  if (!value) return null;
  const email = (value.match(/<([^>]+)>$/)?.[1] ?? value).toLowerCase();
  const member = members.find(
    (m) =>
      m.email.toLowerCase() === email ||
      `${m.first_name} ${m.last_name}`.toLowerCase() === value.toLowerCase(),
  );
  if (member) {
    return {
      row: {
        userId: member.user_id,
        name: `${member.first_name} ${member.last_name}`.trim(),
        email: member.email,
        image: member.image,
        role: ROLE_ID['Team Member'],
      },
    };
  }
  if (!EMAIL.test(email)) return { error: invalidInviteEmail(value) };
  if (!canInvite) return { error: teamMessages.inviteNeedsAdmin };
  return { row: { userId: null, name: email, email, image: null, role: ROLE_ID[DEFAULT_INVITED_ROLE] } };
}

/** The list with the row added, unless that member (or that invited e-mail) is on it already. */
export function withRow(rows: TeamRow[], row: TeamRow): TeamRow[] {
  const listed = rows.some((r) => (row.userId !== null ? r.userId === row.userId : r.email === row.email));
  return listed ? rows : [...rows, row];
}
