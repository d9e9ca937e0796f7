import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { primaryLog, superviseWorkers } from './platform/cluster';
import { aggregateWorkers, serveMetricsPort } from './platform/metrics/endpoint';
import { seed } from './seed';

const env = loadEnv();
const databaseOptions = { url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'db') };

/** Migrations and the seed run once, before any process serves: in the only process, or in the primary. */
async function prepareDatabase() {
  const database = await openDatabase(databaseOptions);
  await database.exclusive(async () => {
    await database.migrate();
    await seed(database.db, { demo: env.SEED_DEMO });
  });
  return database;
}

if (env.WORKERS > 1 && cluster.isPrimary) {
  // loadEnv refuses WORKERS > 1 without DATABASE_URL: only one process may open the embedded database.
  const log = primaryLog(env.LOG_LEVEL);
  await (await prepareDatabase()).close();
  // The machine's metrics are every worker's summed, here (docs/deployment.md#metrics).
  const scrape = aggregateWorkers();
  if (env.METRICS_PORT) {
    await serveMetricsPort({
      port: env.METRICS_PORT,
      token: env.METRICS_TOKEN,
      scrape,
      log: (msg, err) => log('error', msg, { err: String(err) }),
    });
  }
  superviseWorkers({ workers: env.WORKERS, log });
} else {
  await serve();
}

async function serve() {
  const database = cluster.isWorker ? await openDatabase(databaseOptions) : await prepareDatabase();
  const app = await buildApp({ env, database });
  if (cluster.isWorker && env.NODE_ENV !== 'production') {
    // Which process answered, for tests and for watching the balancing in development; never in production.
    const pid = String(process.pid);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-worker-pid', pid);
    });
  }

  // A worker stops on SIGTERM from the primary, or when the primary is gone; SIGINT (a terminal's Ctrl-C
  // reaches the whole process group) is the primary's to handle, which then sends SIGTERM once.
  const skip: ('SIGTERM' | 'SIGINT')[] = cluster.isWorker ? ['SIGTERM', 'SIGINT'] : [];
  // METRICS_PORT's listener when this process serves it (the only process; with WORKERS, the primary).
  let metricsServer: Server | undefined;
  const grace = closeWithGrace({ delay: 10_000, skip }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    metricsServer?.close();
    await app.close();
    await database.close();
  });
  if (cluster.isWorker) {
    let stopping = false;
    const stop = (reason: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ reason }, 'worker shutting down');
      void grace.close();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => {});
    process.on('disconnect', () => stop('primary gone'));
  }

  await app.listen({ host: env.HOST, port: env.PORT });
  if (env.METRICS_PORT && !cluster.isWorker) {
    metricsServer = await serveMetricsPort({
      port: env.METRICS_PORT,
      token: env.METRICS_TOKEN,
      scrape: app.scrapeMetrics,
      log: (msg, err) => app.log.error({ err }, msg),
    });
  }
  // Queued e-mails: retries, and jobs a stopped process left (JOBS_WORKER=off leaves them to other processes).
  app.jobs.start();
  app.log.info(`StaffMargin on ${env.APP_PROTOCOL}://${env.APP_DOMAIN} (database: ${database.kind})`);
}
