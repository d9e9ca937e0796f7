import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  cities,
  invitations,
  organizations,
  organizationUsers,
  roles,
  states,
  teamInvitations,
  teams,
  users,
} from '../../../db/schema';

/** Every query of the organisations module, each filtered by the organisation; the services hold the rules. */

export async function findState(db: DbOrTx, id: number) {
  const [state] = await db.select().from(states).where(eq(states.id, id)).limit(1);
  return state;
}

export async function findCity(db: DbOrTx, id: number) {
  const [city] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return city;
}

/** Whether an organisation lives at this business domain (sub-domain). */
export async function domainTaken(db: DbOrTx, businessDomain: string) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.businessDomain, businessDomain))
    .limit(1);
  return !!org;
}

/** Whether the user is the Owner of an organisation. */
export async function ownsOrganization(db: DbOrTx, userId: number) {
  const [owned] = await db
    .select({ id: organizationUsers.id })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.userId, userId), eq(organizationUsers.roleId, ROLE_ID.Owner)))
    .limit(1);
  return !!owned;
}

/** Creates the organisation with its Owner; undefined when the business domain was taken first. */
export async function insertOrganizationWithOwner(
  tx: DbOrTx,
  values: typeof organizations.$inferInsert,
  ownerId: number,
) {
  const [org] = await tx
    .insert(organizations)
    .values(values)
    .onConflictDoNothing({ target: organizations.businessDomain })
    .returning();
  if (!org) return undefined;
  await tx
    .insert(organizationUsers)
    .values({ organizationId: org.id, userId: ownerId, roleId: ROLE_ID.Owner });
  return org;
}

export async function updateOrganizationRow(
  db: DbOrTx,
  organizationId: number,
  values: Partial<
    Pick<
      typeof organizations.$inferInsert,
      'name' | 'countryId' | 'stateId' | 'cityId' | 'address' | 'zip' | 'employees'
    >
  >,
) {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}

/** Sets the logo, the row locked first; returns the logo it replaced. */
export async function swapOrganizationImage(tx: DbOrTx, organizationId: number, image: string) {
  const [old] = await tx
    .select({ image: organizations.image })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
  await tx.update(organizations).set({ image }).where(eq(organizations.id, organizationId));
  return old?.image ?? null;
}

/** Members with their role, in joining order. */
export async function membersOf(db: DbOrTx, organizationId: number) {
  return db
    .select({ user: users, role: { id: roles.id, name: roles.name }, addedAt: organizationUsers.createdAt })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .where(eq(organizationUsers.organizationId, organizationId))
    .orderBy(asc(organizationUsers.id));
}

export async function findMembership(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteMembership(tx: DbOrTx, id: number) {
  await tx.delete(organizationUsers).where(eq(organizationUsers.id, id));
}

/** Whether someone with this e-mail is a member already. */
export async function isMemberEmail(db: DbOrTx, organizationId: number, email: string) {
  const [member] = await db
    .select({ id: organizationUsers.id })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(users.email, email)))
    .limit(1);
  return !!member;
}

/** Writes an invitation, replacing an open one to the same address (only the newest link works). */
export async function replaceInvitation(
  tx: DbOrTx,
  values: Pick<
    typeof invitations.$inferInsert,
    'organizationId' | 'email' | 'roleId' | 'tokenHash' | 'invitedById' | 'expiresAt'
  >,
) {
  await tx
    .delete(invitations)
    .where(
      and(
        eq(invitations.organizationId, values.organizationId),
        eq(invitations.email, values.email),
        isNull(invitations.acceptedAt),
      ),
    );
  await tx.insert(invitations).values(values);
}

/** Invitations not yet accepted (expired ones too), with their role and the teams that keep a seat. */
export async function pendingInvitations(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role_id: invitations.roleId,
      role: roles.name,
      invited_at: invitations.createdAt,
      expires_at: invitations.expiresAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
      teams: sql<string[]>`coalesce((
        select array_agg(${teams.name} order by ${teams.name})
          from ${teamInvitations} join ${teams} on ${teams.id} = ${teamInvitations.teamId}
         where ${teamInvitations.organizationId} = ${invitations.organizationId}
           and ${teamInvitations.email} = ${invitations.email}), '{}')`,
    })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function findOpenInvitation(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
      ),
    );
  return row;
}

/** A new link for an open invitation; false when it was accepted or revoked meanwhile. */
export async function renewInvitation(
  db: DbOrTx,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
) {
  const [updated] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return !!updated;
}

/** Deletes an open invitation and the team seats kept for its address. */
export async function deleteInvitation(
  tx: DbOrTx,
  organizationId: number,
  invitation: { id: number; email: string },
) {
  await tx.delete(invitations).where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)));
  await tx
    .delete(teamInvitations)
    .where(
      and(eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.email, invitation.email)),
    );
}
