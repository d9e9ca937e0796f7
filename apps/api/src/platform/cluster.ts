import cluster, { type Worker } from 'node:cluster';

/** One JSON log line in pino's shape, so the primary's lines sit among the workers' in the same stream. */
type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

const LEVELS = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/** The primary's log at LOG_LEVEL: pino's JSON line shape, on stdout beside the workers' lines. */
export function primaryLog(level: keyof typeof LEVELS): Log {
  const threshold = LEVELS[level];
  return (lineLevel, msg, fields = {}) => {
    if (LEVELS[lineLevel] < threshold) return;
    const line = {
      level: LEVELS[lineLevel],
      time: Date.now(),
      pid: process.pid,
      role: 'primary',
      ...fields,
      msg,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

export interface SuperviseOptions {
  workers: number;
  log: Log;
  /** First restart delay after a crash; doubles with each crash within a minute, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** How long workers get to finish their requests after SIGTERM before they are killed. */
  shutdownTimeoutMs?: number;
}

/**
 * The cluster's primary: forks `workers` API processes sharing one port (the primary accepts connections and
 * hands them round-robin to the workers), restarts any worker that exits with a growing delay (so a worker
 * that cannot start does not spin), and on SIGTERM or SIGINT passes SIGTERM to every worker, waits for them
 * to close gracefully and exits. Holds no requests, sessions or data itself: every worker is stateless.
 */
export function superviseWorkers({
  workers,
  log,
  restartDelayMs = 1_000,
  maxRestartDelayMs = 30_000,
  shutdownTimeoutMs = 15_000,
}: SuperviseOptions): void {
  let stopping = false;
  const recentCrashes: number[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => log('info', 'worker listening', { worker: worker.process.pid }));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('info', 'all workers stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    recentCrashes.push(now);
    while (recentCrashes.length > 0 && recentCrashes[0]! < now - 60_000) recentCrashes.shift();
    const delay = Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (recentCrashes.length - 1));
    log('error', 'worker exited; restarting', {
      worker: worker.process.pid,
      code,
      signal,
      restartInMs: delay,
    });
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    log('info', 'shutting down', { signal, workers: running.length });
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      log('error', 'workers killed after the shutdown timeout', { timeoutMs: shutdownTimeoutMs });
      process.exit(1);
    }, shutdownTimeoutMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  log('info', 'starting workers', { workers });
  for (let i = 0; i < workers; i++) fork();
}
