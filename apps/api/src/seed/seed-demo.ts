/**
 * `npm run seed:demo`: seeds the demo organisation (demo@staffmargin.app, a published password, exempt from
 * billing) into the database of DATABASE_URL or DATA_DIR, migrating it first. Start-up seeds it only when
 * SEED_DEMO is on (the default outside production); this is the explicit way, and it refuses production
 * (docs/deployment.md#production-checklist).
 */
import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { seed } from './index';

if (process.env.NODE_ENV === 'production') {
  console.error('seed:demo: refused with NODE_ENV=production (the demo account has a published password)');
  process.exit(1);
}
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'db') });
try {
  await database.migrate();
  await seed(database.db, { demo: true });
  console.log(`seed:demo: the demo organisation is ready (database: ${database.kind})`);
} finally {
  await database.close();
}
