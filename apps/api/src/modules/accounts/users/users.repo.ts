import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizations, organizationUsers, sessions, users, userTokens } from '../../../db/schema';

/** Every query of the users module; the service holds the rules. */

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Whether the user is a member of the demo organisation. */
export async function isDemoMember(db: DbOrTx, userId: number) {
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .where(and(eq(organizationUsers.userId, userId), eq(organizations.businessDomain, 'demo')))
    .limit(1);
  return !!demo;
}

export async function updateUser(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'passwordHash'>>,
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Signs the user out of every session but this one. */
export async function deleteOtherSessions(db: DbOrTx, userId: number, keepSessionId: number) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

const openEmailChange = (userId: number, now: Date) =>
  and(
    eq(userTokens.userId, userId),
    eq(userTokens.purpose, 'change_email'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

/**
 * Counts one try against the user's newest open e-mail change code, before it is compared, and returns the
 * token; undefined when there is none or its tries are used up (UPDATE ... attempts + 1 RETURNING, so parallel
 * guesses share the tries).
 */
export async function countEmailChangeTry(db: DbOrTx, userId: number, maxAttempts: number, now: Date) {
  const open = openEmailChange(userId, now);
  const [latest] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(open)
    .orderBy(desc(userTokens.id))
    .limit(1);
  if (!latest) return undefined;
  const [token] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(and(eq(userTokens.id, latest.id), open, lt(userTokens.attempts, maxAttempts)))
    .returning();
  return token;
}

/** Uses a token up; false when a parallel request used it first. */
export async function claimToken(tx: DbOrTx, id: number, now: Date) {
  const [claimed] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return !!claimed;
}

/** Sets the user's picture, the row locked first; returns the picture it replaced. */
export async function swapUserImage(tx: DbOrTx, userId: number, image: string) {
  const [old] = await tx
    .select({ image: users.image })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  await tx.update(users).set({ image }).where(eq(users.id, userId));
  return old?.image ?? null;
}
