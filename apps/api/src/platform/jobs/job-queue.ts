import { and, asc, eq, gte, inArray, isNotNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apiIdempotency, jobs } from '../../db/schema';
import { pruneCounters } from '../counters/counters';

/**
 * Background work kept in the `jobs` table (docs/decisions/0004-job-queue.md), so a crashed or stopped process
 * loses none of it: any API process's worker claims due jobs with FOR UPDATE SKIP LOCKED under a lease, runs
 * them, and retries failures with backoff until `max_attempts`, then marks them `dead`. Delivery is at least
 * once: a process that dies after sending but before recording it leaves the job to be sent again after the
 * lease.
 */
export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

const DEFAULT_MAX_ATTEMPTS = 6;
/**
 * A claimed job not renewed within this is claimed again by any worker (its process is presumed dead); the
 * process running it renews the lease every `LEASE_RENEW_MS`, so a job of a killed process runs again within
 * about half a minute (docs/decisions/0004-job-queue.md#lanes-and-leases).
 */
const LEASE_MS = 20_000;
export const LEASE_RENEW_MS = 5_000;
/** Done jobs are kept a week, dead ones a month, for inspection. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const KEEP_DEAD_MS = 30 * 24 * 60 * 60_000;

/** Wait before attempt n + 1 after n failures: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, at most 6 h. */
export const retryDelayMs = (failures: number) => Math.min(30_000 * 4 ** (failures - 1), 6 * 60 * 60_000);

/**
 * Adds a job; inside a transaction it exists only once that commits (the outbox: work written with the change it
 * follows from). With a `dedupeKey`, a job already holding that key (kept a week once done) makes this a no-op
 * answering null, so an operation that is retried does not queue its work twice. `organizationId` names whose
 * work it is, for a lane that shares its slots between organisations (`LaneFilter.perOrganization`).
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  {
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    dedupeKey,
    organizationId,
  }: { maxAttempts?: number; dedupeKey?: string; organizationId?: number } = {},
): Promise<number | null> {
  const insert = db.insert(jobs).values({ kind, payload, maxAttempts, dedupeKey, organizationId });
  const [row] = await (dedupeKey ? insert.onConflictDoNothing() : insert).returning({ id: jobs.id });
  return row?.id ?? null;
}

const lease = sql.raw(`interval '${LEASE_MS / 1000} seconds'`);
/** Due: queued and its time has come, or running past its lease (its process is presumed dead). */
const dueNow = (now: SQL) =>
  or(
    and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
    and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
  );

/**
 * Claims up to `limit` due jobs (queued and due, or running past their lease) for this worker: each claim
 * counts an attempt. Rows another worker is claiming at the same moment are skipped, never waited for. A lane
 * with `perOrganization` goes through `claimFairly`.
 */
export async function claimJobs(db: Db, limit: number, lane?: LaneFilter): Promise<JobRow[]> {
  if (lane && 'kinds' in lane && lane.perOrganization !== undefined) {
    return claimFairly(db, limit, lane.kinds, lane.perOrganization);
  }
  // "Due" by the database's clock, which stamped run_at: a job queued within the same millisecond would look
  // a few microseconds early against this process's millisecond clock and wait for the next poll.
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        dueNow(sql`now()`),
        lane === undefined
          ? undefined
          : 'kinds' in lane
            ? inArray(jobs.kind, lane.kinds)
            : notInArray(jobs.kind, lane.notKinds),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + ${lease}` })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The first key of the advisory lock that serialises the fair claims of one lane (`hashtext` of its kinds). */
const FAIR_CLAIM_LOCK_SPACE = 0x4a4f4253; // 'JOBS'

/**
 * The claim of a lane shared fairly between organisations
 * (docs/decisions/0004-job-queue.md#fair-shares-between-organisations): an organisation never has more than
 * `perOrganization` of the lane's jobs running at once, across every process (a running job past its lease is
 * not counted: it is due again), and the free slots go round the organisations, each one's next job before
 * anyone's one after (its turn: its running jobs plus its place among its own due ones), oldest first within a
 * turn. Jobs without an organisation are not capped and take the first turn.
 *
 * Atomic: the count and the claim run in one transaction under an advisory lock of the lane, so two processes
 * claiming at the same moment cannot both see a free place of an organisation and both take it (PGlite runs one
 * transaction at a time). The lock is held for the claim only, a few milliseconds, never while a job runs.
 */
async function claimFairly(db: Db, limit: number, kinds: string[], perOrganization: number) {
  const ofLane = inArray(jobs.kind, kinds);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${FAIR_CLAIM_LOCK_SPACE}::int4, hashtext(${[...kinds].sort().join(',')}))`,
    );
    const running = tx
      .select({ organizationId: jobs.organizationId, n: sql<number>`count(*)`.as('n') })
      .from(jobs)
      .where(
        and(
          ofLane,
          eq(jobs.state, 'running'),
          gte(jobs.lockedUntil, sql`now()`),
          isNotNull(jobs.organizationId),
        ),
      )
      .groupBy(jobs.organizationId)
      .as('running');
    const due = tx
      .select({
        id: jobs.id,
        organizationId: jobs.organizationId,
        runAt: jobs.runAt,
        nth: sql<number>`row_number() over (partition by ${jobs.organizationId} order by ${jobs.runAt}, ${jobs.id})`.as(
          'nth',
        ),
      })
      .from(jobs)
      .where(and(ofLane, dueNow(sql`now()`)))
      .as('due');
    const turn = sql`case when ${due.organizationId} is null then 1 else coalesce(${running.n}, 0) + ${due.nth} end`;
    const next = tx
      .select({ id: due.id })
      .from(due)
      .leftJoin(running, eq(running.organizationId, due.organizationId))
      .where(sql`${turn} <= ${perOrganization}`)
      .orderBy(turn, due.runAt, due.id)
      .limit(limit);
    // Locked again as it is taken, and still due: a claim of another lane over the same kinds skips it.
    const free = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, next), dueNow(sql`now()`)))
      .for('update', { skipLocked: true });
    return tx
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + ${lease}` })
      .where(inArray(jobs.id, free))
      .returning();
  });
}

/**
 * Which kinds a lane claims: its own, or every kind no other lane names. A lane of its own kinds may cap how
 * many of its jobs one organisation has running at once (the jobs' `organization_id`), so one organisation's
 * slow work cannot take every slot.
 */
export type LaneFilter = { kinds: string[]; perOrganization?: number } | { notKinds: string[] };

/**
 * The claim of this attempt, and no later one: a worker that lost its lease (another claimed the job again, which
 * counted a new attempt) must not record over the new claim's outcome.
 */
const ownClaim = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.state, 'running'));

/** Extends the lease of a job this worker runs; false when it is no longer this worker's claim. */
export async function renewLease(db: Db, job: Pick<JobRow, 'id' | 'attempts'>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${lease}` })
    .where(ownClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a job done and drops its payload (an e-mail's links need not outlive their sending). */
export async function completeJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, now: Date) {
  await db
    .update(jobs)
    .set({ state: 'done', payload: {}, lockedUntil: null, lastError: null, finishedAt: now })
    .where(ownClaim(job));
}

/** Wait before the next attempt after `failures` failed ones; a job kind may have its own (e.g. webhooks). */
export type RetrySchedule = (failures: number) => number;

/** Records a failed attempt: queued again after the kind's delay (`retryDelayMs`), or dead after its last. */
export async function failJob(
  db: Db,
  job: JobRow,
  error: unknown,
  now: Date,
  delayMs: RetrySchedule = retryDelayMs,
) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const dead = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      dead
        ? { state: 'dead', lockedUntil: null, lastError, finishedAt: now }
        : {
            state: 'queued',
            lockedUntil: null,
            lastError,
            runAt: new Date(now.getTime() + delayMs(job.attempts)),
          },
    )
    .where(ownClaim(job));
}

/** Deletes old done and dead jobs, expired counters and the open API's idempotent answers past 24 hours. */
export async function pruneOld(db: Db, now: Date) {
  await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - KEEP_DONE_MS))),
        and(eq(jobs.state, 'dead'), lt(jobs.finishedAt, new Date(now.getTime() - KEEP_DEAD_MS))),
      ),
    );
  await pruneCounters(db, now);
  await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, new Date(now.getTime() - DAY_MS)));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The queue as an operator watches it (read at each metrics scrape): jobs waiting and running, and how long
 * the oldest due one (queued and due, or running past its lease) has waited, in seconds (0 when none). One
 * query over the partial index of unfinished jobs (`jobs_due`), so it stays cheap however many are done.
 */
export async function queueStats(
  db: Db,
): Promise<{ queued: number; running: number; oldestDueSeconds: number }> {
  const due = dueNow(sql`now()`);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${due})), 0)`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .where(sql`${jobs.state} in ('queued', 'running')`);
  return row ?? { queued: 0, running: 0, oldestDueSeconds: 0 };
}
