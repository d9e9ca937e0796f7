import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bothWorkersListening,
  freePort,
  request,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  twoWorkersEnv,
} from '../../testing/server-process';
import {
  createEmptyServerDatabase,
  databaseUrl,
  dropServerDatabase,
  postgresServerUrl,
  uniqueName,
} from '../../testing/test-database';

const TOKEN = 'cluster-metrics-token-0123456789-abcdef';

/** One sample's value summed over every label set that has the given labels (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`))) {
      total += Number(match[3]);
    }
  }
  return total;
}

/**
 * `npm start` with WORKERS=2 on a scratch PostgreSQL database: a scrape shows the whole machine's figures,
 * from METRICS_PORT (the primary) and from `/metrics` with the token (whichever worker answers).
 */
describe('metrics with WORKERS=2', { timeout: 180_000 }, () => {
  const name = uniqueName('sm_metrics');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-metrics-'));
  let port: number;
  let metricsPort: number;
  let server: ServerProcess;

  beforeAll(async () => {
    await createEmptyServerDatabase(name);
    port = await freePort();
    metricsPort = await freePort();
    server = startServerProcess(
      twoWorkersEnv(port, {
        DATABASE_URL: databaseUrl(postgresServerUrl(), name),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      }),
    );
    await bothWorkersListening(server, port);
  }, 180_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await dropServerDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const bearer = { authorization: `Bearer ${TOKEN}` };
  const healthz = { method: 'GET', route: '/healthz', status_code: '200' };

  it('counts the requests both workers answered in one scrape, from either endpoint', async () => {
    const scrape = async () => {
      const res = await request(metricsPort, '/metrics', { headers: bearer });
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', healthz);
    const pids = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // A new connection each time: the primary hands connections to the workers in turn.
      const res = await request(port, '/healthz');
      expect(res.status).toBe(200);
      pids.add(String(res.headers['x-worker-pid']));
    }
    expect(pids.size).toBe(2);

    const viaPort = await scrape();
    expect(sample(viaPort, 'http_request_duration_seconds_count', healthz)).toBe(before + 12);
    // Each worker's pool of 10 adds up; the job queue, one table, is read once (the largest, not the sum).
    expect(sample(viaPort, 'staffmargin_db_pool_max_connections')).toBe(20);
    expect(sample(viaPort, 'staffmargin_jobs_queued')).toBe(0);

    // Through the public port with the token, whichever worker takes the scrape answers for both.
    for (let i = 0; i < 2; i++) {
      const res = await request(port, '/metrics', { headers: bearer });
      expect(res.status).toBe(200);
      expect(sample(res.body, 'http_request_duration_seconds_count', healthz)).toBeGreaterThanOrEqual(
        before + 12,
      );
      expect(sample(res.body, 'staffmargin_db_pool_max_connections')).toBe(20);
    }
  });

  it('refuses a scrape without the token on both ports', async () => {
    expect((await request(port, '/metrics')).status).toBe(401);
    expect((await request(metricsPort, '/metrics')).status).toBe(401);
    expect((await request(metricsPort, '/api/user', { headers: bearer })).status).toBe(404);
  });
});
