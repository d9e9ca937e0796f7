import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, outboxEmails, rateCounters } from '../../db/schema';
import { drainJobs, useTestApp } from '../../testing/test-app';
import { countHit } from '../counters/counters';
import { claimJobs, completeJob, enqueueJob, pruneOld, retryDelayMs } from './job-queue';
import { createJobWorker } from './worker';

/** The jobs table and its worker (docs/decisions/0004-job-queue.md). */
const ctx = useTestApp();

const silent = { error: () => {}, warn: () => {} };
const rowOf = async (id: number) => (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Makes a queued job due now, as if its retry delay had passed. */
const makeDue = (id: number) =>
  ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

describe('job queue', () => {
  it('retries a failing job with growing delays and marks it dead after its last attempt', async () => {
    const { db } = ctx.database;
    let calls = 0;
    const worker = createJobWorker({
      db,
      enabled: false,
      pollMs: 1000,
      log: silent,
      handlers: {
        flaky: async () => {
          calls++;
          throw new Error('mail server down');
        },
      },
    });
    const id = (await enqueueJob(db, 'flaky', { n: 1 }, { maxAttempts: 3 }))!;
    const before = Date.now();
    await worker.drain();
    let row = await rowOf(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'mail server down' });
    // The next attempt waits 30 s, then 2 min: nothing runs it before.
    expect(row.runAt.getTime() - before).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000);
    await worker.drain();
    expect(calls).toBe(1);
    await makeDue(id);
    await worker.drain();
    row = await rowOf(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(row.runAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1));
    await makeDue(id);
    await worker.drain();
    row = await rowOf(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'mail server down' });
    expect(row.finishedAt).not.toBeNull();
    expect(calls).toBe(3);
  });

  it('runs a job once, drops its payload when done, and a job left running by a dead process after its lease', async () => {
    const { db } = ctx.database;
    const seen: unknown[] = [];
    const worker = createJobWorker({
      db,
      enabled: false,
      pollMs: 1000,
      log: silent,
      handlers: { record: async (payload) => void seen.push(payload) },
    });
    const id = (await enqueueJob(db, 'record', { secret: 'link' }))!;
    // Another process claims it and dies: the row stays running until its lease ends.
    const [claimed] = await claimJobs(db, 10);
    expect(claimed?.id).toBe(id);
    await worker.drain();
    expect(seen).toEqual([]);
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    await worker.drain();
    expect(seen).toEqual([{ secret: 'link' }]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'done', attempts: 2, payload: {} });
    await worker.drain();
    expect(seen).toHaveLength(1);
  });

  it('two workers draining 40 jobs at once run each exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    const { db } = ctx.database;
    const runs = new Map<number, number>();
    const handlers = {
      count: async (payload: unknown) => {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const workers = [1, 2].map(() =>
      createJobWorker({ db, enabled: false, pollMs: 1000, log: silent, handlers }),
    );
    for (let n = 0; n < 40; n++) await enqueueJob(db, 'count', { n });
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('sends a queued e-mail through the app at once, and drainJobs leaves nothing due', async () => {
    const email = 'demo@staffmargin.app';
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password', payload: { email } });
    await drainJobs(ctx);
    const [mail] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail?.subject).toBe('Reset password instructions');
    const [due] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.kind} = 'mail' and ${jobs.state} in ('queued', 'running')`);
    expect(due?.n).toBe(0);
  });

  it('prunes expired counters and old finished jobs, and keeps the rest', async () => {
    const { db } = ctx.database;
    const old = Date.now() - 3_600_000;
    await countHit(db, { bucket: 'prune-test', key: 'old', windowMs: 60_000, now: old });
    await countHit(db, { bucket: 'prune-test', key: 'current', windowMs: 60_000 });
    const done = (await enqueueJob(db, 'x', {}))!;
    await db
      .update(jobs)
      .set({ state: 'done', finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, done));
    const recent = (await enqueueJob(db, 'x', {}))!;
    await db.update(jobs).set({ state: 'done', finishedAt: sql`now()` }).where(eq(jobs.id, recent));
    await pruneOld(db, new Date());
    const keys = (await db.select().from(rateCounters).where(eq(rateCounters.bucket, 'prune-test'))).map(
      (r) => r.key,
    );
    expect(keys).toEqual(['current']);
    expect(await db.select().from(jobs).where(eq(jobs.id, done))).toHaveLength(0);
    expect(await db.select().from(jobs).where(eq(jobs.id, recent))).toHaveLength(1);
  });

  it('a lane of jobs that hang holds neither another lane nor the next job of its own (no batch barrier)', async () => {
    const { db } = ctx.database;
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    const worker = createJobWorker({
      db,
      enabled: true,
      pollMs: 1000,
      log: silent,
      lanes: [
        { name: 'hooks', kinds: ['lane-hook'], concurrency: 4 },
        { name: 'mail', kinds: ['lane-mail', 'lane-mail-slow'], concurrency: 2 },
      ],
      handlers: {
        // An endpoint that never answers (until the test lets it).
        'lane-hook': () => hanging,
        'lane-mail-slow': () => hanging,
        'lane-mail': async (payload) => void ran.push(String((payload as { to: string }).to)),
      },
    });
    for (let i = 0; i < 10; i++) await enqueueJob(db, 'lane-hook', { i });
    await enqueueJob(db, 'lane-mail-slow', {});
    worker.wake();
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await worker.add('lane-mail', { to });
    }
    while (ran.length < 3 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 10));
    // Every mail ran while four hooks and one slow mail still hang: one mail slot stayed free for them.
    expect(ran).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(Date.now() - started).toBeLessThan(2000);
    const running = await db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(sql`${jobs.state} = 'running' and ${jobs.kind} like 'lane-%'`);
    expect(running.filter((r) => r.kind === 'lane-hook')).toHaveLength(4);
    release();
    await worker.stop();
    await worker.drain();
    const left = await db.select({ state: jobs.state }).from(jobs).where(sql`${jobs.kind} like 'lane-%'`);
    expect(left.every((r) => r.state === 'done')).toBe(true);
  });

  it('a worker that lost its lease to another records nothing over the new claim', async () => {
    const { db } = ctx.database;
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = createJobWorker({
      db,
      enabled: false,
      pollMs: 1000,
      log: silent,
      lanes: [{ name: 'lease', kinds: ['lease-test'], concurrency: 1 }],
      handlers: { 'lease-test': () => slow },
    });
    const id = (await enqueueJob(db, 'lease-test', {}))!;
    const draining = worker.drain();
    while ((await rowOf(id)).state !== 'running') await new Promise((r) => setTimeout(r, 10));
    // Its process stalls past the lease; another worker claims the job again (a second attempt).
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    const [again] = await claimJobs(db, 1, { kinds: ['lease-test'] });
    expect(again?.attempts).toBe(2);
    release();
    await draining;
    // The first worker's completion belonged to attempt 1: the row is still the second claim's.
    expect(await rowOf(id)).toMatchObject({ state: 'running', attempts: 2 });
  });

  it('a fair lane runs at most its cap of one organisation’s jobs, and gives the free slots round the organisations', async () => {
    const { db } = ctx.database;
    const fair = { kinds: ['fair-test'], perOrganization: 2 };
    const ofOrg = (rows: { organizationId: number | null }[], org: number | null) =>
      rows.filter((r) => r.organizationId === org).length;
    // Organisation 901's ten jobs are all older than 902's three: oldest first alone would give it every slot.
    for (let i = 0; i < 10; i++) await enqueueJob(db, 'fair-test', { i }, { organizationId: 901 });
    for (let i = 0; i < 3; i++) await enqueueJob(db, 'fair-test', { i }, { organizationId: 902 });
    await enqueueJob(db, 'fair-test', { none: true });
    const first = await claimJobs(db, 3, fair);
    // One turn each: 901's first, 902's first and the job of no organisation, before anyone's second.
    expect([ofOrg(first, 901), ofOrg(first, 902), ofOrg(first, null)]).toEqual([1, 1, 1]);
    const second = await claimJobs(db, 10, fair);
    expect([ofOrg(second, 901), ofOrg(second, 902)]).toEqual([1, 1]);
    expect(second).toHaveLength(2);
    // Both at their cap: nothing more, however many slots are asked for.
    expect(await claimJobs(db, 10, fair)).toEqual([]);
    // One of 901's ends: exactly one more of 901's is claimed.
    const done = first.find((j) => j.organizationId === 901)!;
    await completeJob(db, done, new Date());
    const third = await claimJobs(db, 10, fair);
    expect(third.map((j) => j.organizationId)).toEqual([901]);
    // A running job past its lease (its process died) is due again and no longer counts: it is taken back.
    const stale = second.find((j) => j.organizationId === 902)!;
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, stale.id));
    const fourth = await claimJobs(db, 10, fair);
    expect(fourth.map((j) => [j.id, j.attempts])).toEqual([[stale.id, 2]]);
    // A claim without the cap (another lane over the same kinds) takes what is left, all of it.
    expect(await claimJobs(db, 20, { kinds: ['fair-test'] })).toHaveLength(8);
  });

  it('parallel fair claims never run more than the cap of one organisation (atomic in the database)', async () => {
    const { db } = ctx.database;
    const fair = { kinds: ['fair-race'], perOrganization: 2 };
    for (let org = 911; org <= 913; org++) {
      for (let i = 0; i < 8; i++) await enqueueJob(db, 'fair-race', { i }, { organizationId: org });
    }
    // Twenty claims at once (on PostgreSQL, over as many pooled connections as there are): each asks for 4.
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimJobs(db, 4, fair)));
    const claimed = claims.flat();
    expect(new Set(claimed.map((j) => j.id)).size).toBe(claimed.length);
    const running = await db
      .select({ organizationId: jobs.organizationId, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.kind} = 'fair-race' and ${jobs.state} = 'running'`)
      .groupBy(jobs.organizationId)
      .orderBy(jobs.organizationId);
    expect(running).toEqual([
      { organizationId: 911, n: 2 },
      { organizationId: 912, n: 2 },
      { organizationId: 913, n: 2 },
    ]);
  });
});
