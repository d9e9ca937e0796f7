import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  invitations,
  oauthAccounts,
  organizations,
  organizationUsers,
  roles,
  sessions,
  users,
  userTokens,
} from '../../../db/schema';

/** Every query of the auth module; the services (and sign-in-attempts.ts) hold the rules. */

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

/** Creates the user; undefined when the e-mail was taken first. */
export async function insertUser(
  db: DbOrTx,
  values: Pick<
    typeof users.$inferInsert,
    'email' | 'firstName' | 'lastName' | 'passwordHash' | 'provider' | 'isEnterprise' | 'emailVerifiedAt'
  >,
  options: { ignoreConflict?: boolean } = {},
) {
  const insert = db.insert(users).values(values);
  const [created] = await (options.ignoreConflict ? insert.onConflictDoNothing() : insert).returning();
  return created;
}

/** Marks the e-mail verified (keeping an earlier date) and returns the user. */
export async function markEmailVerified(db: DbOrTx, userId: number, now: Date) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function countSignIn(db: DbOrTx, userId: number) {
  const [updated] = await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

/** A new password unlocks the account; following the e-mailed link proves the address. */
export async function setPasswordFromReset(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      failedSignIns: 0,
      lockedUntil: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, userId));
}

/** An open, unexpired invitation by its token's hash, with its organisation and role. */
export async function findOpenInvitationByHash(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, organization: organizations, role: roles })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the invitation accepted; false when a parallel request accepted it first. */
export async function claimInvitation(tx: DbOrTx, id: number, now: Date) {
  const [claimed] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning();
  return !!claimed;
}

/** Adds the member unless they are one already. */
export async function addMember(
  tx: DbOrTx,
  values: { organizationId: number; userId: number; roleId: number },
) {
  await tx.insert(organizationUsers).values(values).onConflictDoNothing();
}

/** Whether the user belongs to any organisation. */
export async function hasMembership(db: DbOrTx, userId: number) {
  const [membership] = await db
    .select({ id: organizationUsers.id })
    .from(organizationUsers)
    .where(eq(organizationUsers.userId, userId))
    .limit(1);
  return !!membership;
}

/** The user a social identity is linked to. */
export async function findLinkedUser(db: DbOrTx, provider: string, providerUserId: string) {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return linked?.user;
}

/** The user with exactly this e-mail (as the provider gives it). */
export async function findUserWithEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function verifyEmailNow(db: DbOrTx, userId: number, now: Date) {
  const [user] = await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

export async function linkSocialIdentity(
  db: DbOrTx,
  values: { provider: string; providerUserId: string; userId: number },
) {
  await db.insert(oauthAccounts).values(values);
}

// Sessions (the cookie's token is stored as its SHA-256 only).

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning();
  return row;
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** Ends every session of a sign-in family (the hosts one sign-in was handed over to). */
export async function deleteSessionFamily(db: DbOrTx, family: string) {
  await db.delete(sessions).where(eq(sessions.family, family));
}

export async function findSession(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function deleteUserSessions(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// One-time tokens.

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

export async function deleteUserTokens(db: DbOrTx, userId: number, purpose: Purpose) {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
}

export async function insertUserToken(db: DbOrTx, values: typeof userTokens.$inferInsert) {
  await db.insert(userTokens).values(values);
}

/** Uses up an open, unexpired token of this purpose; null when there is none (or a parallel use won). */
export async function useToken(db: DbOrTx, purpose: Purpose, tokenHash: string, now: Date) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Counts a sign-in attempt of an unlocked account atomically (UPDATE ... + 1 RETURNING), so parallel attempts
 * each get their own number; null while the account is locked.
 */
export async function countFailedSignIn(db: DbOrTx, userId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ n: users.failedSignIns });
  return row?.n ?? null;
}

/** Starts the run of failures again, locked until the given time (or not locked). */
export async function setSignInLock(db: DbOrTx, userId: number, lockedUntil: Date | null) {
  await db.update(users).set({ failedSignIns: 0, lockedUntil }).where(eq(users.id, userId));
}
