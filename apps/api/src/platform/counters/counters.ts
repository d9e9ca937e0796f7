import { lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateCounters } from '../../db/schema';

/**
 * Counters in PostgreSQL (or the embedded database), shared by every API process: rate limits and the
 * sign-in failures of unknown e-mails (docs/security.md#rate-limits-and-the-client-address-trust_proxy).
 * Each hit is one INSERT ... ON CONFLICT DO UPDATE SET count = (1 once its window has ended, else count + 1)
 * ... RETURNING: parallel hits, in one process or many, each get their own number, so exactly `max` of a burst
 * pass.
 */
export interface Hit {
  /** This hit's number in its window (1 = first). */
  count: number;
  /** When the window ends (the counter restarts). */
  resetsAt: Date;
}

/** The row's window or run has ended by `now`: the next count starts again at 1. */
const endedBy = (now: Date) => sql`${rateCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
/** The row's count after one more hit or attempt: 1 when `ended`, else one more. */
const countedOn = (ended: SQL) => sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`;

/**
 * Counts one hit in the key's window: a window opens at the key's first hit and lasts `windowMs`, then the
 * next hit opens another (as @fastify/rate-limit's own store counts). One row a key: its `expires_at` is the
 * window's end, and the hit that finds it passed starts again at 1 with a new end, in the same upsert (the row
 * is locked while the CASE reads it). Windows aligned to the clock instead let a burst take twice the budget
 * across a boundary, and a client could not tell when its window began.
 */
export async function countHit(
  db: DbOrTx,
  {
    bucket,
    key,
    windowMs,
    now = Date.now(),
  }: { bucket: string; key: string; windowMs: number; now?: number },
): Promise<Hit> {
  const passed = endedBy(new Date(now));
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket, key, windowStart: new Date(0), count: 1, expiresAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.key, rateCounters.windowStart],
      set: {
        count: countedOn(passed),
        expiresAt: sql`case when ${passed} then excluded.expires_at else ${rateCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateCounters.count, resetsAt: rateCounters.expiresAt });
  return row!;
}

/**
 * A run of failures that a lock ends, in one row without a window, like an account's `failed_sign_ins` and
 * `locked_until`: `count` is the run's length, and 0 while the row is locked until `expires_at` (a run always
 * has at least 1). Counts one attempt and returns its number, or null while the lock holds, in one
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING: the row is locked while the WHERE is checked, so
 * parallel attempts in any process each get their own number and none slips past a lock being set. A run or a
 * lock that has expired starts again at 1; `expiresAt` (when the run is forgotten) is refreshed by each attempt.
 */
export async function countRunUnlessLocked(
  db: DbOrTx,
  { bucket, key, expiresAt, now = new Date() }: { bucket: string; key: string; expiresAt: Date; now?: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket, key, windowStart: new Date(0), count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.key, rateCounters.windowStart],
      set: {
        count: countedOn(endedBy(now)),
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`not (${rateCounters.count} = 0 and not ${endedBy(now)})`,
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? null;
}

/** Locks a run of `countRunUnlessLocked` until `until`; the run starts again from 1 after it. */
export async function lockRun(db: DbOrTx, bucket: string, key: string, until: Date) {
  await db
    .insert(rateCounters)
    .values({ bucket, key, windowStart: new Date(0), count: 0, expiresAt: until })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.key, rateCounters.windowStart],
      set: { count: 0, expiresAt: sql`excluded.expires_at` },
    });
}

/** Deletes expired counters (the job worker calls it every few minutes); returns how many. */
export async function pruneCounters(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db
    .delete(rateCounters)
    .where(lt(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key });
  return gone.length;
}

/**
 * Adds `amount` to the counter of the fixed window `now` falls in, only if the total stays within `max`: one
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE count + amount <= max RETURNING. Parallel calls, in one process or
 * many, are serialised by the row, so the window never holds more than `max`, and a refused call adds nothing.
 * Answers the new total, or null when refused. Used for e-mail budgets (docs/product/limits.md#e-mails-sent).
 */
export async function addWithinLimit(
  db: DbOrTx,
  {
    bucket,
    key,
    windowMs,
    amount,
    max,
    now,
  }: { bucket: string; key: string; windowMs: number; amount: number; max: number; now: number },
): Promise<{ count: number | null; resetsAt: Date }> {
  const start = Math.floor(now / windowMs) * windowMs;
  const resetsAt = new Date(start + windowMs);
  if (amount > max) return { count: null, resetsAt };
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket, key, windowStart: new Date(start), count: amount, expiresAt: resetsAt })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + excluded.count` },
      setWhere: sql`${rateCounters.count} + excluded.count <= ${max}`,
    })
    .returning({ count: rateCounters.count });
  return { count: row?.count ?? null, resetsAt };
}
