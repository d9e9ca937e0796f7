import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  calculations,
  invitations,
  organizationUsers,
  roles,
  teamInvitations,
  teamMembers,
  teams,
  users,
} from '../../../db/schema';
import { personColumns } from '../../../db/user-columns';

export async function findTeam(db: DbOrTx, opts: { organizationId: number; id: number }) {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, opts.id), eq(teams.organizationId, opts.organizationId)));
  return row ?? null;
}

/** Teams of the organisation with their members and the seats kept for invitees, in creation order. */
export async function listTeams(db: DbOrTx, organizationId: number, teamIds?: number[]) {
  const where = teamIds
    ? and(eq(teams.organizationId, organizationId), inArray(teams.id, teamIds))
    : eq(teams.organizationId, organizationId);
  const rows = await db.select().from(teams).where(where).orderBy(asc(teams.id));
  if (!rows.length) return [];
  const ids = rows.map((t) => t.id);
  const [members, waiting] = await Promise.all([
    db
      .select({
        teamId: teamMembers.teamId,
        roleId: teamMembers.roleId,
        role: roles.name,
        user: personColumns,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .innerJoin(roles, eq(roles.id, teamMembers.roleId))
      .where(and(eq(teamMembers.organizationId, organizationId), inArray(teamMembers.teamId, ids)))
      .orderBy(asc(teamMembers.id)),
    db
      .select({
        teamId: teamInvitations.teamId,
        email: teamInvitations.email,
        roleId: teamInvitations.roleId,
        role: roles.name,
        invitationId: invitations.id,
        expiresAt: invitations.expiresAt,
      })
      .from(teamInvitations)
      .innerJoin(roles, eq(roles.id, teamInvitations.roleId))
      .leftJoin(
        invitations,
        and(
          eq(invitations.organizationId, teamInvitations.organizationId),
          eq(invitations.email, teamInvitations.email),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .where(and(eq(teamInvitations.organizationId, organizationId), inArray(teamInvitations.teamId, ids)))
      .orderBy(asc(teamInvitations.id)),
  ]);
  return rows.map((team) => ({
    team,
    members: members.filter((m) => m.teamId === team.id),
    waiting: waiting.filter((w) => w.teamId === team.id),
  }));
}

/** The organisation's members among `userIds`, and its members whose e-mail is among `emails`. */
export async function organizationMembers(
  db: DbOrTx,
  organizationId: number,
  opts: { userIds: number[]; emails: string[] },
) {
  if (!opts.userIds.length && !opts.emails.length) return [];
  return db
    .select({ userId: users.id, email: users.email })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(
      and(
        eq(organizationUsers.organizationId, organizationId),
        sql`(${opts.userIds.length ? inArray(users.id, opts.userIds) : sql`false`} or ${
          opts.emails.length ? inArray(users.email, opts.emails) : sql`false`
        })`,
      ),
    );
}

/** Makes the team's member list exactly `members` (user id and team role). */
export async function replaceTeamMembers(
  tx: DbOrTx,
  opts: { organizationId: number; teamId: number; members: { userId: number; roleId: number }[] },
) {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, opts.teamId));
  if (!opts.members.length) return;
  await tx
    .insert(teamMembers)
    .values(opts.members.map((m) => ({ organizationId: opts.organizationId, teamId: opts.teamId, ...m })));
}

/** Keeps a seat in the team for each invitee (their e-mail and team role); seats already kept stay. */
export async function keepTeamSeats(
  tx: DbOrTx,
  opts: { organizationId: number; teamId: number; waiting: { email: string; roleId: number }[] },
) {
  if (!opts.waiting.length) return;
  await tx
    .insert(teamInvitations)
    .values(opts.waiting.map((w) => ({ organizationId: opts.organizationId, teamId: opts.teamId, ...w })))
    .onConflictDoUpdate({
      target: [teamInvitations.teamId, teamInvitations.email],
      set: { roleId: sql`excluded.role_id` },
    });
}

/**
 * The list's search text for every calculation of a team, rebuilt after the team is renamed or deleted (the
 * calculations list searches title, team and member name).
 */
export async function refreshCalculationSearch(
  tx: DbOrTx,
  opts: { organizationId: number; teamId: number; teamName: string | null },
) {
  await tx.execute(sql`
    update ${calculations} c
       set search_text = lower(c.name || ' ' || ${opts.teamName ?? ''} || ' ' || u.first_name || ' ' || u.last_name)
      from ${users} u
     where u.id = c.user_id and c.organization_id = ${opts.organizationId} and c.team_id = ${opts.teamId}`);
}

/** The team a new calculation or quote by `userId` belongs to: the first team they joined, if any. */
export async function primaryTeamOf(db: DbOrTx, opts: { organizationId: number; userId: number }) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, image: teams.image })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.organizationId, opts.organizationId), eq(teamMembers.userId, opts.userId)))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id))
    .limit(1);
  return row ?? null;
}

/** Accepting an invitation: the invitee joins every team that kept a seat for their e-mail. */
export async function joinWaitingTeams(
  tx: DbOrTx,
  opts: { organizationId: number; userId: number; email: string },
) {
  const waiting = await tx
    .delete(teamInvitations)
    .where(
      and(eq(teamInvitations.organizationId, opts.organizationId), eq(teamInvitations.email, opts.email)),
    )
    .returning();
  if (!waiting.length) return;
  await tx
    .insert(teamMembers)
    .values(
      waiting.map((w) => ({
        organizationId: opts.organizationId,
        teamId: w.teamId,
        userId: opts.userId,
        roleId: w.roleId,
      })),
    )
    .onConflictDoNothing();
}

/** Leaving the organisation leaves its teams too. */
export async function leaveTeams(tx: DbOrTx, opts: { organizationId: number; userId: number }) {
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.organizationId, opts.organizationId), eq(teamMembers.userId, opts.userId)));
}

/** Whether another team of the organisation has this name, in any case. */
export async function teamNameTaken(
  db: DbOrTx,
  opts: { organizationId: number; name: string; exceptId?: number },
): Promise<boolean> {
  const [clash] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.organizationId, opts.organizationId),
        sql`lower(${teams.name}) = lower(${opts.name})`,
        opts.exceptId ? ne(teams.id, opts.exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The new team's id; undefined when a parallel create took the name first (unique index). */
export async function insertTeam(
  tx: DbOrTx,
  values: { organizationId: number; name: string; createdById: number },
) {
  const [team] = await tx.insert(teams).values(values).onConflictDoNothing().returning({ id: teams.id });
  return team;
}

/** Renames the team if it is still at the version edited (optimistic lock); undefined otherwise. */
export async function renameTeam(
  tx: DbOrTx,
  opts: { organizationId: number; id: number; version: number; name: string; now: Date },
) {
  const [team] = await tx
    .update(teams)
    .set({ name: opts.name, version: sql`${teams.version} + 1`, updatedAt: opts.now })
    .where(
      and(
        eq(teams.id, opts.id),
        eq(teams.organizationId, opts.organizationId),
        eq(teams.version, opts.version),
      ),
    )
    .returning();
  return team;
}

export async function deleteTeamRow(tx: DbOrTx, opts: { organizationId: number; id: number }) {
  await tx.delete(teams).where(and(eq(teams.id, opts.id), eq(teams.organizationId, opts.organizationId)));
}

/** Sets the team's logo with its row locked; the replaced image (to delete after commit), or undefined. */
export async function setTeamImage(
  tx: DbOrTx,
  opts: { organizationId: number; id: number; image: string; now: Date },
) {
  const [old] = await tx
    .select({ image: teams.image })
    .from(teams)
    .where(and(eq(teams.id, opts.id), eq(teams.organizationId, opts.organizationId)))
    .for('no key update');
  if (!old) return undefined;
  await tx.update(teams).set({ image: opts.image, updatedAt: opts.now }).where(eq(teams.id, opts.id));
  return old;
}
