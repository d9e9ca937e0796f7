import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForAnswer,
} from './testing/server-process';
import {
  createEmptyServerDatabase,
  databaseUrl,
  dropServerDatabase,
  postgresServerUrl,
  uniqueName,
} from './testing/test-database';

/**
 * Three API processes started at the same moment on one empty PostgreSQL database: the migrations and the seed
 * run under one advisory lock, one process after the other, so all three start
 * (docs/deployment.md#when-the-database-goes-away). Always on PostgreSQL: the embedded database has one process.
 */
describe('three processes started together on an empty database', { timeout: 180_000 }, () => {
  const name = uniqueName('sm_startup');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-startup-'));
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s)));
    await dropServerDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('all start, and the schema is migrated once', async () => {
    await createEmptyServerDatabase(name);
    const url = databaseUrl(postgresServerUrl(), name);
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    for (const port of ports) {
      servers.push(
        startServerProcess({
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
        }),
      );
    }
    await Promise.all(servers.map((server, i) => waitForAnswer(server, ports[i]!, '/readyz', 150_000)));
    for (const server of servers) expect(server.output()).not.toMatch(/already exists|duplicate key/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const journal = JSON.parse(
        fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
