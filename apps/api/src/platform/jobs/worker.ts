import type { Db } from '../../db/client';
import { systemClock } from '../clock';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  type JobHandler,
  type JobRow,
  pruneOld,
  type RetrySchedule,
} from './job-queue';

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Runs jobs at all (JOBS_WORKER); off, this process only adds jobs and others run them. */
  enabled: boolean;
  /** How often the loop looks for due jobs (retries, jobs of stopped processes). */
  pollMs: number;
  /** Jobs claimed at a time. */
  batch?: number;
  /** A kind's own retry delays (default `retryDelayMs`); its job's `maxAttempts` says how many. */
  retrySchedules?: Record<string, RetrySchedule>;
}

/**
 * The job runner of one API process. `add` queues a job and, when this process runs jobs, starts it at once
 * (so an e-mail goes out as soon as before); `start` begins the loop that picks up retries and jobs other
 * processes left (server.ts calls it; tests do not, and `drain` instead); `stop` ends the loop and waits for
 * the jobs in hand.
 */
export function createJobWorker({
  db,
  handlers,
  log,
  enabled,
  pollMs,
  batch = 5,
  retrySchedules = {},
}: JobWorkerOptions) {
  // The system's time, not the rules' clock a test moves: run_at is compared with the database's now().
  const clock = systemClock;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;

  async function runJob(job: JobRow) {
    const handler = handlers[job.kind];
    try {
      if (job.attempts > job.maxAttempts) throw new Error('the process running it stopped on every attempt');
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await completeJob(db, job.id, clock.now());
    } catch (err) {
      log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      await failJob(db, job, err, clock.now(), retrySchedules[job.kind]).catch((e) =>
        log.error({ err: e }, 'could not record a failed job'),
      );
    }
  }

  /** Claims and runs one batch; how many jobs it ran. */
  async function runBatch(): Promise<number> {
    const claimed = await claimJobs(db, batch);
    await Promise.all(claimed.map(runJob));
    return claimed.length;
  }

  /** Runs batches until none is due; concurrent calls share one run. */
  function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runBatch()) > 0) {}
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'job worker failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function tick() {
    timer = null;
    if (stopped) return;
    await runDue();
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
      if (enabled && !stopped) void runDue();
      return id;
    },
    /**
     * Looks for due jobs now, when this process runs jobs: called once a transaction that wrote jobs has
     * committed (the outbox), so they go out at once instead of at the next poll.
     */
    wake() {
      if (enabled && !stopped) void runDue();
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
      await running;
    },
    /** Runs every due job now, whatever `enabled` says (tests, and a process draining before it stops). */
    async drain() {
      while (running) await running;
      while ((await runBatch()) > 0) {}
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
