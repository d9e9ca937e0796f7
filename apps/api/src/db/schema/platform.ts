import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Counters shared by every API process (docs/performance.md#several-processes): rate limits per route and
 * client address, and the sign-in failures and locks of e-mails without an account. One row per
 * (bucket, key, window start), counted with one INSERT ... ON CONFLICT DO UPDATE ... RETURNING; rows past
 * `expires_at` are pruned by the job worker.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_counters_pk', columns: [t.bucket, t.key, t.windowStart] }),
    index('rate_counters_expires_at').on(t.expiresAt),
  ],
);

/**
 * Background work (e-mails first, written in the transaction of the change: the outbox) that must survive a crashed process (docs/decisions/0004-job-queue.md):
 * claimed with FOR UPDATE SKIP LOCKED under a lease, retried with backoff, `dead` after `max_attempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state').$type<'queued' | 'running' | 'done' | 'dead'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The same work written twice (a retried operation) is one job: unique while its row is kept. */
    dedupeKey: text('dedupe_key'),
    /**
     * The organisation whose work it is, when a lane shares its slots fairly between organisations (webhook
     * deliveries: docs/decisions/0004-job-queue.md#fair-shares-between-organisations); null for the others.
     */
    organizationId: integer('organization_id'),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} IN ('queued', 'running', 'done', 'dead')`),
    index('jobs_due').on(t.runAt).where(sql`${t.state} IN ('queued', 'running')`),
    index('jobs_finished_at').on(t.finishedAt).where(sql`${t.state} IN ('done', 'dead')`),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
    index('jobs_running_by_organization')
      .on(t.organizationId)
      .where(sql`${t.state} = 'running' AND ${t.organizationId} IS NOT NULL`),
  ],
);

/**
 * The counters a process's caches are checked against (docs/decisions/0014-cache-versions.md): `u:<user id>`,
 * `o:<organisation id>` and `r:<organisation id>` (its cached reads), bumped by the writes that change them.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
