import type { Db } from '../../db/client';
import { systemClock } from '../clock';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  type JobHandler,
  type JobRow,
  type LaneFilter,
  LEASE_RENEW_MS,
  pruneOld,
  type RetrySchedule,
  renewLease,
} from './job-queue';

/**
 * A lane of the worker: the kinds it runs (none named: every kind no other lane names) and how many at once. A
 * slow kind fills its own lane only, so webhook endpoints that never answer cannot hold an e-mail back
 * (docs/decisions/0004-job-queue.md#lanes-and-leases).
 */
interface JobLane {
  name: string;
  kinds?: string[];
  concurrency: number;
  /**
   * At most this many of the lane's jobs of one organisation running at once, across every process (a lane with
   * its own kinds only): the rest of its slots stay free for the other organisations
   * (docs/decisions/0004-job-queue.md#fair-shares-between-organisations).
   */
  perOrganization?: number;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Runs jobs at all (JOBS_WORKER); off, this process only adds jobs and others run them. */
  enabled: boolean;
  /** How often the loop looks for due jobs (retries, jobs of stopped processes). */
  pollMs: number;
  /** The lanes; by default one lane of five for every kind. */
  lanes?: JobLane[];
  /** A kind's own retry delays (default `retryDelayMs`); its job's `maxAttempts` says how many. */
  retrySchedules?: Record<string, RetrySchedule>;
}

/**
 * The job runner of one API process. `add` queues a job and, when this process runs jobs, starts it at once
 * (so an e-mail goes out as soon as before); `start` begins the loop that picks up retries and jobs other
 * processes left (server.ts calls it; tests do not, and `drain` instead); `stop` ends the loop and waits for
 * the jobs in hand. Each lane keeps up to its concurrency of jobs running and claims the next one as soon as one
 * ends: no batch waits for its slowest job.
 */
export function createJobWorker({
  db,
  handlers,
  log,
  enabled,
  pollMs,
  lanes = [{ name: 'all', concurrency: 5 }],
  retrySchedules = {},
}: JobWorkerOptions) {
  // The system's time, not the rules' clock a test moves: run_at is compared with the database's now().
  const clock = systemClock;
  let stopped = false;
  let draining = false;
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;
  const inHand = new Set<Promise<void>>();

  async function runJob(job: JobRow) {
    const handler = handlers[job.kind];
    // The lease is renewed while the job runs; a process that dies stops renewing, and another claims it.
    const renewal = setInterval(() => {
      renewLease(db, job)
        .then((own) => {
          if (!own) log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost to another worker');
        })
        .catch((err) => log.warn({ err, jobId: job.id }, 'job lease not renewed'));
    }, LEASE_RENEW_MS);
    renewal.unref();
    try {
      if (job.attempts > job.maxAttempts) throw new Error('the process running it stopped on every attempt');
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      clearInterval(renewal);
      await completeJob(db, job, clock.now());
    } catch (err) {
      clearInterval(renewal);
      log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      await failJob(db, job, err, clock.now(), retrySchedules[job.kind]).catch((e) =>
        log.error({ err: e }, 'could not record a failed job'),
      );
    }
  }

  const named = lanes.flatMap((lane) => lane.kinds ?? []);
  const pumps = lanes.map((lane) => {
    const filter: LaneFilter | undefined = lane.kinds
      ? { kinds: lane.kinds, perOrganization: lane.perOrganization }
      : named.length > 0
        ? { notKinds: named }
        : undefined;
    let inFlight = 0;
    let pumping: Promise<void> | null = null;
    let again = false;
    const start = (job: JobRow) => {
      inFlight++;
      const run: Promise<void> = runJob(job).finally(() => {
        inFlight--;
        inHand.delete(run);
        if (!stopped || draining) void pump();
      });
      inHand.add(run);
    };
    /** Claims jobs of the lane while it has room; concurrent calls share one claim loop. */
    function pump(): Promise<void> {
      if (pumping) {
        again = true;
        return pumping;
      }
      pumping = (async () => {
        try {
          do {
            again = false;
            while ((!stopped || draining) && inFlight < lane.concurrency) {
              const claimed = await claimJobs(db, lane.concurrency - inFlight, filter);
              if (claimed.length === 0) break;
              for (const job of claimed) start(job);
            }
          } while (again && (!stopped || draining));
        } catch (err) {
          log.error({ err, lane: lane.name }, 'job worker failed');
        }
        // Cleared in a callback, never inside the loop: a loop that claims nothing ends before `pumping` is even
        // assigned, and would leave it set for good.
      })().finally(() => {
        pumping = null;
      });
      return pumping;
    }
    return pump;
  });

  const pumpAll = () => Promise.all(pumps.map((pump) => pump())).then(() => {});

  async function tick() {
    timer = null;
    if (stopped) return;
    await pumpAll();
    const now = clock.now();
    if (now.getTime() - lastPrune > 5 * 60_000) {
      lastPrune = now.getTime();
      await pruneOld(db, now).catch((err) => log.error({ err }, 'pruning jobs and counters failed'));
    }
    if (!stopped) timer = setTimeout(tick, pollMs);
  }

  return {
    enabled,
    /** Queues a job (outside any transaction) and, when this process runs jobs, starts on it at once. */
    async add(
      kind: string,
      payload: unknown,
      options?: { maxAttempts?: number; dedupeKey?: string },
    ): Promise<number | null> {
      const id = await enqueueJob(db, kind, payload, options);
      if (enabled && !stopped) void pumpAll();
      return id;
    },
    /**
     * Looks for due jobs now, when this process runs jobs: called once a transaction that wrote jobs has
     * committed (the outbox), so they go out at once instead of at the next poll.
     */
    wake() {
      if (enabled && !stopped) void pumpAll();
    },
    /** Starts the polling loop (server.ts). */
    start() {
      if (!enabled || stopped || timer) return;
      timer = setTimeout(tick, 0);
    },
    /** Ends the loop and waits for the jobs in hand; due jobs stay queued for another process. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pumpAll();
      while (inHand.size > 0) await Promise.all([...inHand]);
    },
    /** Runs every due job now, whatever `enabled` says (tests, and a process draining before it stops). */
    async drain() {
      draining = true;
      try {
        for (;;) {
          await pumpAll();
          if (inHand.size === 0) return;
          await Promise.all([...inHand]);
        }
      } finally {
        draining = false;
      }
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
