import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'db') });
await database.migrate();
await seed(database.db, { demo: env.SEED_DEMO });

const app = await buildApp({ env, database });

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
// Queued e-mails: retries, and jobs a stopped process left (JOBS_WORKER=off leaves them to other processes).
app.jobs.start();
app.log.info(`StaffMargin on ${env.APP_PROTOCOL}://${env.APP_DOMAIN} (database: ${database.kind})`);
