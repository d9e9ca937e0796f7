import cluster from 'node:cluster';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/client';
import { queueStats } from '../platform/jobs/job-queue';
import { askPrimary, bearerCheck, METRICS_CONTENT_TYPE } from '../platform/metrics/endpoint';
import { processRegistry, reportToPrimary } from '../platform/metrics/metrics';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text of this process, or with WORKERS > 1 of every worker summed (server.ts, tests). */
    scrapeMetrics: () => Promise<string>;
  }
}

export interface MetricsOptions {
  database: Database;
  /** METRICS_TOKEN: `/metrics` on the app's own port answers a request bearing it; unset, it answers 404. */
  token?: string;
  /** Whether anything scrapes at all (a token, or METRICS_PORT): off, requests are not timed. */
  enabled: boolean;
}

/** Latency buckets (seconds) around the goals: p99 under 30 ms for the list (docs/performance.md). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of this app (docs/deployment.md#metrics): every request timed under its route pattern
 * (`/api/organization_team/calculation/:id`, never the raw URL, so the labels stay few), the database pool and
 * the job queue read at scrape time, plus the process's counters (platform/metrics). The figures are served at
 * `/metrics` with METRICS_TOKEN, or on the loopback METRICS_PORT (server.ts); with neither, `/metrics` is 404.
 */
export function registerMetrics(app: FastifyInstance, { database, token, enabled }: MetricsOptions) {
  const registry = new Registry();

  if (enabled) {
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [registry],
    });
    // One labelled child per (method, route, status): looked up by one string instead of hashing labels.
    const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(request.method, route, String(reply.statusCode));
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });
  }

  const poolStats = database.poolStats;
  if (poolStats) {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    gauge('staffmargin_db_pool_connections', 'PostgreSQL connections the pool holds open', (s) => s.total);
    gauge('staffmargin_db_pool_idle_connections', 'Open PostgreSQL connections not in use', (s) => s.idle);
    gauge('staffmargin_db_pool_waiting_queries', 'Queries waiting for a free connection', (s) => s.waiting);
    gauge('staffmargin_db_pool_max_connections', 'The most connections the pool opens', (s) => s.max);
  }

  // The three job gauges share one query per scrape (a registry collects its metrics in parallel).
  let reading: Promise<Awaited<ReturnType<typeof queueStats>> | null> | null = null;
  const readQueue = () => {
    reading ??= queueStats(database.db)
      .catch((err) => {
        // An unreachable database leaves them out of the scrape (an "absent" alert) rather than failing it.
        app.log.warn({ err }, 'metrics: reading the job queue failed');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const jobGauge = (
    name: string,
    help: string,
    read: (s: Awaited<ReturnType<typeof queueStats>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      // Every process reads the same jobs table: across workers the largest reading is the machine's, not a sum.
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const stats = await readQueue();
        if (stats) this.set(read(stats));
        else this.reset();
      },
    });
  jobGauge(
    'staffmargin_jobs_queued',
    'Background jobs (e-mails, billing events) waiting to run, due or not',
    (s) => s.queued,
  );
  jobGauge(
    'staffmargin_jobs_running',
    'Background jobs a worker has claimed and not finished',
    (s) => s.running,
  );
  jobGauge(
    'staffmargin_jobs_oldest_due_age_seconds',
    'How long the oldest due job has waited to run (0 when none is due)',
    (s) => s.oldestDueSeconds,
  );

  const local = async () => `${await processRegistry.metrics()}${await registry.metrics()}`;
  if (cluster.isWorker) reportToPrimary([registry]);
  app.decorate('scrapeMetrics', cluster.isWorker ? () => askPrimary() : local);

  const authorized = bearerCheck(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.callNotFound();
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(ErrorCode.Unauthorized, 'A valid metrics token is required');
    }
    return reply.type(METRICS_CONTENT_TYPE).send(await app.scrapeMetrics());
  });
}
