import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import { newToken } from '../../platform/auth/tokens';

export const MAX_FAILED_SIGN_INS = 5;
const LOCKOUT_MS = 15 * 60_000;

/**
 * A sign-in attempt's place in the run of failures, counted before the password is checked: `n` is this
 * attempt's number (1 = first since the last success); `locked`: the lock is on; `over`: beyond the limit
 * while earlier attempts are still being checked. Both of the last are refused unchecked.
 */
export type Attempt = { n: number } | 'locked' | 'over';

/**
 * Counts the attempt atomically (UPDATE ... SET n = n + 1 RETURNING), so parallel wrong passwords each get
 * their own number and only the first MAX_FAILED_SIGN_INS are ever checked.
 */
export async function claimAttempt(db: DbOrTx, userId: number): Promise<Attempt> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ n: users.failedSignIns });
  if (!row) return 'locked';
  return row.n > MAX_FAILED_SIGN_INS ? 'over' : row;
}

/** Locks the account from now (the run of failures starts again once the lock has passed). */
export async function lockAccount(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ failedSignIns: 0, lockedUntil: new Date(Date.now() + LOCKOUT_MS) })
    .where(eq(users.id, userId));
}

export async function clearAttempts(db: DbOrTx, userId: number) {
  await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/**
 * E-mails without an account get the same run of failures and lock, kept in this process's memory (no row to
 * hold them), so the lockout answer does not tell which addresses have accounts. Bounded: the oldest entries
 * are dropped first. JavaScript runs this synchronously, so parallel requests are counted one by one.
 */
const MAX_TRACKED = 10_000;
const unknownAttempts = new Map<string, { failures: number; lockedUntil: number }>();

export function claimUnknownAttempt(email: string): Attempt {
  const key = email.toLowerCase();
  const entry = unknownAttempts.get(key);
  if (entry && entry.lockedUntil > Date.now()) return 'locked';
  const n = (entry && entry.lockedUntil === 0 ? entry.failures : 0) + 1;
  unknownAttempts.delete(key);
  unknownAttempts.set(key, { failures: n, lockedUntil: 0 });
  if (unknownAttempts.size > MAX_TRACKED) unknownAttempts.delete(unknownAttempts.keys().next().value!);
  return n > MAX_FAILED_SIGN_INS ? 'over' : { n };
}

export function lockUnknown(email: string) {
  unknownAttempts.set(email.toLowerCase(), { failures: 0, lockedUntil: Date.now() + LOCKOUT_MS });
}

/**
 * A hash of a random password nobody knows, made once: an unknown e-mail (or an account without a password)
 * is verified against it, so every sign-in costs one argon2 verification and unknown addresses answer as slowly
 * as known ones.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
};
