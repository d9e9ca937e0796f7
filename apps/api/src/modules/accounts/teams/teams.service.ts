import { hasRole, MEMBER_ADMIN_ROLES, TEAM_CREATOR_ROLES } from '@app/contracts/accounts/roles';
import { ErrorCode, messages } from '@app/contracts/errors';
import type { CreateTeamBody, UpdateTeamBody } from '@app/contracts/teams/teams';
import { teamMessages } from '@app/contracts/teams/teams';
import type { DbOrTx } from '../../../db/client';
import { replaceImage } from '../../../platform/storage/images';
import { AppError } from '../../../plugins/app-error';
import type { AuthUser, Membership } from '../../../plugins/auth';
import type { MemberActor } from '../actor';
import type { MembershipDeps } from '../deps';
import { inviteTeammates } from '../organizations/invitations.service';
import {
  deleteTeamRow,
  findTeam,
  insertTeam,
  keepTeamSeats,
  listTeams,
  organizationMembers,
  refreshCalculationSearch,
  renameTeam,
  replaceTeamMembers,
  setTeamImage,
  teamNameTaken,
} from './teams.repo';

type TeamInput = {
  team_name: string;
  invitation: { email: string; role: number }[];
  members: { user_id: number; role: number }[];
  force_update: boolean;
  expected_total_cents?: number;
};

/** The creator manages a team, and so do the organisation's Owners and Admins (who hold the seats). */
const canManage = (team: { createdById: number | null }, membership: Membership, user: AuthUser) =>
  team.createdById === user.id || hasRole(membership.role, MEMBER_ADMIN_ROLES);

/** POST /organization_teams: the organisation's teams as the modal and the dashboard read them. */
export async function teamsOf(db: DbOrTx, { actor, teamIds }: { actor: MemberActor; teamIds?: number[] }) {
  const { membership, user } = actor;
  const rows = await listTeams(db, membership.organizationId, teamIds);
  return rows.map(({ team, members, waiting }) => ({
    id: team.id,
    name: team.name,
    image: team.image,
    version: team.version,
    created_by_id: team.createdById,
    can_manage: canManage(team, membership, user),
    organization_team_user: members.map((m) => ({
      user_id: m.user.id,
      role_id: m.roleId,
      role: m.role,
      user: m.user,
    })),
    pending_invitations: waiting.map((w) => ({
      email: w.email,
      role_id: w.roleId,
      role: w.role,
      invitation_id: w.invitationId,
      expires_at: w.expiresAt,
    })),
  }));
}

async function assertNameFree(db: DbOrTx, organizationId: number, name: string, exceptId?: number) {
  if (await teamNameTaken(db, { organizationId, name, exceptId }))
    throw AppError.validation({ team_name: [teamMessages.nameTaken] });
}

/**
 * Splits the modal's rows: picked members must belong to the organisation (another organisation's user is
 * refused like an unknown one); an e-mail of a member joins at once; the other e-mails are invitations.
 */
async function resolvePeople(db: DbOrTx, membership: Membership, input: TeamInput) {
  const found = await organizationMembers(db, membership.organizationId, {
    userIds: input.members.map((m) => m.user_id),
    emails: input.invitation.map((i) => i.email),
  });
  const ids = new Set(found.map((f) => f.userId));
  const errors: Record<string, string[]> = {};
  input.members.forEach((m, i) => {
    if (!ids.has(m.user_id)) errors[`members.${i}.user_id`] = [teamMessages.notAMember];
  });
  const byEmail = new Map(found.map((f) => [f.email, f.userId]));
  const members = new Map<number, number>(input.members.map((m) => [m.user_id, m.role]));
  const invite: { email: string; role: number }[] = [];
  input.invitation.forEach((row, i) => {
    const existing = byEmail.get(row.email);
    if (existing !== undefined) {
      if (!members.has(existing)) members.set(existing, row.role);
    } else if (!hasRole(membership.role, MEMBER_ADMIN_ROLES)) {
      errors[`invitation.${i}.email`] = [teamMessages.inviteNeedsAdmin];
    } else if (!invite.some((x) => x.email === row.email)) {
      invite.push(row);
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { members: [...members].map(([userId, roleId]) => ({ userId, roleId })), invite };
}

/**
 * Sends the invitations through the organisation's one invitation service, so the seat check (member_full,
 * force_update) covers team invitations exactly as it covers the others.
 */
async function sendInvitations(
  deps: MembershipDeps,
  membership: Membership,
  user: AuthUser,
  invite: { email: string; role: number }[],
  seats: { force_update: boolean; expected_total_cents?: number },
) {
  if (!invite.length) return { invited: [] as string[], skipped: [] as string[] };
  return inviteTeammates(deps, membership, user, { data: invite, ...seats });
}

/**
 * The team's member list, and a waiting seat for each person the invitations reached (create and update alike).
 */
async function writeTeamPeople(
  tx: DbOrTx,
  organizationId: number,
  teamId: number,
  people: Awaited<ReturnType<typeof resolvePeople>>,
  sent: Awaited<ReturnType<typeof sendInvitations>>,
) {
  await replaceTeamMembers(tx, { organizationId, teamId, members: people.members });
  await keepTeamSeats(tx, {
    organizationId,
    teamId,
    waiting: people.invite
      .filter((i) => sent.invited.includes(i.email))
      .map((i) => ({ email: i.email, roleId: i.role })),
  });
}

/** POST /organization_teams/create */
export async function createTeam(
  deps: MembershipDeps,
  { actor, ...body }: { actor: MemberActor } & CreateTeamBody & TeamInput,
) {
  const { membership, user } = actor;
  if (!hasRole(membership.role, TEAM_CREATOR_ROLES))
    throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
  await assertNameFree(deps.db, membership.organizationId, body.team_name);
  const people = await resolvePeople(deps.db, membership, body);
  const sent = await sendInvitations(deps, membership, user, people.invite, body);
  const teamId = await deps.db.transaction(async (tx) => {
    const team = await insertTeam(tx, {
      organizationId: membership.organizationId,
      name: body.team_name,
      createdById: user.id,
    });
    // A parallel create took the name between the check and the insert.
    if (!team) throw AppError.validation({ team_name: [teamMessages.nameTaken] });
    await writeTeamPeople(tx, membership.organizationId, team.id, people, sent);
    return team.id;
  });
  return { teamId, ...sent };
}

/** A team the caller may manage, locked for the edit; another organisation's team is 404. */
async function managedTeam(tx: DbOrTx, membership: Membership, user: AuthUser, id: number) {
  const team = await findTeam(tx, { organizationId: membership.organizationId, id });
  if (!team) throw AppError.notFound('Team');
  if (!canManage(team, membership, user)) throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
  return team;
}

/** POST /organization_teams/update: name, the whole member list, new invitations; the version edited. */
export async function updateTeam(
  deps: MembershipDeps,
  {
    actor,
    ...body
  }: { actor: MemberActor } & UpdateTeamBody & TeamInput & { team_id: number; version: number },
) {
  const { membership, user } = actor;
  const current = await managedTeam(deps.db, membership, user, body.team_id);
  if (current.version !== body.version) throw staleTeam(current);
  await assertNameFree(deps.db, membership.organizationId, body.team_name, body.team_id);
  const people = await resolvePeople(deps.db, membership, body);
  const sent = await sendInvitations(deps, membership, user, people.invite, body);
  await deps.db.transaction(async (tx) => {
    const team = await renameTeam(tx, {
      organizationId: membership.organizationId,
      id: body.team_id,
      version: body.version,
      name: body.team_name,
      now: deps.clock.now(),
    });
    if (!team) throw staleTeam(current);
    await writeTeamPeople(tx, membership.organizationId, team.id, people, sent);
    if (current.name !== team.name)
      await refreshCalculationSearch(tx, {
        organizationId: membership.organizationId,
        teamId: team.id,
        teamName: team.name,
      });
  });
  return { teamId: body.team_id, ...sent };
}

function staleTeam(team: { updatedAt: Date; version: number }) {
  return AppError.staleEdit('team', {
    changed_by: null,
    changed_at: team.updatedAt.toISOString(),
    version: team.version,
  });
}

/** POST /organization/team/delete_team: calculations and quotes stay, without a team. */
export async function deleteTeam(db: DbOrTx, { actor, id }: { actor: MemberActor; id: number }) {
  const { membership, user } = actor;
  await db.transaction(async (tx) => {
    await managedTeam(tx, membership, user, id);
    await refreshCalculationSearch(tx, {
      organizationId: membership.organizationId,
      teamId: id,
      teamName: null,
    });
    await deleteTeamRow(tx, { organizationId: membership.organizationId, id });
  });
}

/** POST /organization_teams/team_logo */
export async function changeTeamLogo(
  deps: MembershipDeps,
  { actor, teamId, image }: { actor: MemberActor; teamId: number; image: Buffer },
) {
  const { membership, user } = actor;
  await managedTeam(deps.db, membership, user, teamId);
  await replaceImage(deps.storage, 'team-logos', image, (url) =>
    deps.db.transaction(async (tx) => {
      const old = await setTeamImage(tx, {
        organizationId: membership.organizationId,
        id: teamId,
        image: url,
        now: deps.clock.now(),
      });
      if (!old) throw AppError.notFound('Team');
      return old.image;
    }),
  );
}
