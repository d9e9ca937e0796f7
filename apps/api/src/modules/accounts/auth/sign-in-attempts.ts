import type { DbOrTx } from '../../../db/client';
import { hashPassword } from '../../../platform/auth/password';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { countRunUnlessLocked, lockRun } from '../../../platform/counters/counters';
import { countFailedSignIn, setSignInLock } from './auth.repo';

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
export async function claimAttempt(db: DbOrTx, userId: number, now: Date): Promise<Attempt> {
  const n = await countFailedSignIn(db, userId, now);
  if (n === null) return 'locked';
  return n > MAX_FAILED_SIGN_INS ? 'over' : { n };
}

/** Locks the account from now (the run of failures starts again once the lock has passed). */
export async function lockAccount(db: DbOrTx, userId: number, now: Date) {
  await setSignInLock(db, userId, new Date(now.getTime() + LOCKOUT_MS));
}

export async function clearAttempts(db: DbOrTx, userId: number) {
  await setSignInLock(db, userId, null);
}

/**
 * E-mails without an account get the same run of failures and lock, kept in the shared counters table (no user
 * row to hold them; docs/security.md#account-enumeration), so the lockout answer does not tell which addresses
 * have accounts, in any process. The key is the SHA-256 of the lower-cased address. As for an account, the run
 * and the lock are one row, counted before the password is checked and refused while locked in one upsert, so
 * parallel attempts are numbered one by one and none starts a new run while the lock is being set.
 */
const UNKNOWN_RUN = 'sign-in-unknown';
/** A run of failures of an unknown e-mail is forgotten after a day without attempts. */
const RUN_MS = 24 * 60 * 60_000;
const unknownKey = (email: string) => hashToken(email.toLowerCase());

export async function claimUnknownAttempt(db: DbOrTx, email: string, now: Date): Promise<Attempt> {
  const n = await countRunUnlessLocked(db, {
    bucket: UNKNOWN_RUN,
    key: unknownKey(email),
    expiresAt: new Date(now.getTime() + RUN_MS),
    now,
  });
  if (n === null) return 'locked';
  return n > MAX_FAILED_SIGN_INS ? 'over' : { n };
}

export async function lockUnknown(db: DbOrTx, email: string, now: Date) {
  await lockRun(db, UNKNOWN_RUN, unknownKey(email), new Date(now.getTime() + LOCKOUT_MS));
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
