import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { type Database, openDatabase } from '../../db/client';
import { apiIdempotency, calculations, cities, states } from '../../db/schema';
import {
  freePort,
  request,
  type ServerProcess,
  stopServerProcess,
  waitForAnswer,
  watchProcess,
} from '../../testing/server-process';
import { createOrganization } from '../../testing/tenants';
import { copyServerTemplate, dropServerDatabase } from '../../testing/test-database';
import { createKey } from '../api-keys/api-keys.service';
import { plainPerson } from './testing/v1-client';

/**
 * Idempotency keys after a real kill -9 (docs/decisions/0012-idempotency-after-a-crash.md): two server processes
 * on one scratch PostgreSQL database each take a POST /api/v1/calculations with an Idempotency-Key and stop in
 * it (TEST_HOLD_V1_CALCULATION, allowed under NODE_ENV=test only): one before anything is saved, one after the
 * calculation committed and before the answer. Both are killed with SIGKILL. A new process then answers the
 * retries with the same keys: 409 "in progress" while the dead claims' leases run (a live request would still
 * be renewing them), and as soon as they end, the saved calculation for the one that committed (no second row)
 * and one new calculation for the one that did not. Always on PostgreSQL (the embedded database has one
 * process), as the issue asks.
 */
const serverTs = path.resolve(import.meta.dirname, '../../server.ts');
const HOST = 'localhost:3000';

describe('an Idempotency-Key whose request died with its process (kill -9)', { timeout: 120_000 }, () => {
  let scratch: { name: string; url: string };
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-idem-crash-'));
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await copyServerTemplate(inject('dbTemplate'), 'sm_idem_crash');
    database = await openDatabase({ url: scratch.url, dataDir: '' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s)));
    await database?.close();
    if (scratch) await dropServerDatabase(scratch.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * One server process (node with tsx's loader, no launcher in between, so a SIGKILL reaches the server itself),
   * answering on its port.
   */
  async function start(env: Record<string, string> = {}) {
    const port = await freePort();
    const server = watchProcess(
      spawn(process.execPath, ['--import', 'tsx', serverTs], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATABASE_URL: scratch.url,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_DOMAIN: HOST,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          WORKERS: '1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    servers.push(server);
    await waitForAnswer(server, port, '/readyz', 60_000);
    return { server, port };
  }

  it('is answered with the saved calculation if it committed, saved once if not, and never 409 past the lease', async () => {
    const org = await createOrganization(database.db, 'idemcrash');
    const owner = org.members.Owner;
    const apiKey = await createKey(database.db, {
      organizationId: org.id,
      userId: owner.userId,
      name: 'ATS',
      scope: 'read_write',
    });
    const [tx] = await database.db.select().from(states).where(eq(states.code, 'TX'));
    const [dallas] = await database.db
      .select()
      .from(cities)
      .where(and(eq(cities.stateId, tx!.id), eq(cities.name, 'Dallas')));
    const body = (name: string) => JSON.stringify({ name, persons: [plainPerson(tx!.id, dallas!.id)] });
    const post = (port: number, key: string, name: string) =>
      request(port, '/api/v1/calculations', {
        method: 'POST',
        headers: {
          host: HOST,
          authorization: `Bearer ${apiKey.key}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: body(name),
      });
    const claimOf = async (key: string) =>
      (
        await database.db
          .select()
          .from(apiIdempotency)
          .where(and(eq(apiIdempotency.apiKeyId, apiKey.id), eq(apiIdempotency.key, key)))
      )[0];
    const savedUnder = async (key: string) =>
      database.db
        .select({ id: calculations.id })
        .from(calculations)
        .where(
          and(
            eq(calculations.organizationId, org.id),
            eq(calculations.idempotencyKey, `${apiKey.id}:${key}`),
          ),
        );
    const until = async (what: string, check: () => Promise<boolean>) => {
      const deadline = Date.now() + 20_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    // Two processes, each holding its request at one point.
    const [before, after] = await Promise.all([
      start({ TEST_HOLD_V1_CALCULATION: 'before-save' }),
      start({ TEST_HOLD_V1_CALCULATION: 'after-save' }),
    ]);
    // Their answers never come: the connections end with the processes.
    const lost = [
      post(before.port, 'crash-before', 'Lost with its process').catch((err: Error) => err),
      post(after.port, 'crash-after', 'Saved before the crash').catch((err: Error) => err),
    ];
    await until(
      'the first request’s claim',
      async () => (await claimOf('crash-before'))?.state === 'running',
    );
    await until('the second request’s save', async () => (await savedUnder('crash-after')).length === 1);
    expect((await claimOf('crash-after'))?.state).toBe('running');
    for (const { server } of [before, after]) server.child.kill('SIGKILL');
    expect(await Promise.all([before.server.exited, after.server.exited])).toEqual(['SIGKILL', 'SIGKILL']);
    for (const answer of await Promise.all(lost)) expect(answer).toBeInstanceOf(Error);
    // What the kill left: both claims running, one calculation saved under its key, none under the other.
    const committed = (await savedUnder('crash-after'))[0]!.id;
    expect(await savedUnder('crash-before')).toEqual([]);
    const leases = await Promise.all(['crash-before', 'crash-after'].map(claimOf));
    for (const claim of leases) expect(claim).toMatchObject({ state: 'running', statusCode: null });
    const leaseEnds = Math.max(...leases.map((claim) => claim!.leaseUntil.getTime()));

    const killed = Date.now();
    const { port } = await start();
    const restartMs = Date.now() - killed;
    // While a dead claim's lease still runs it cannot be told from a live one: 409, retry shortly. (Skipped
    // only if starting the new process took longer than what was left of the lease.)
    const earlyChecked = Date.now() < leaseEnds - 1000;
    if (earlyChecked) {
      const early = await post(port, 'crash-after', 'Saved before the crash');
      expect(early.status).toBe(409);
      expect(JSON.parse(early.body).error.code).toBe('idempotency_in_progress');
    }
    // The leases end at most 30 s after the last renewal; then the first retry of each key is answered.
    await new Promise((r) => setTimeout(r, Math.max(0, leaseEnds - Date.now() + 200)));
    const [retryBefore, retryAfter] = await Promise.all([
      post(port, 'crash-before', 'Lost with its process'),
      post(port, 'crash-after', 'Saved before the crash'),
    ]);
    console.info(
      `new process up ${restartMs} ms after the kill; leases ended ${leaseEnds - killed} ms after it; ` +
        `409 checked while they ran: ${earlyChecked}; retries answered ${Date.now() - leaseEnds} ms after they ended`,
    );
    expect(retryAfter.status, retryAfter.body).toBe(201);
    expect(JSON.parse(retryAfter.body).data).toMatchObject({ id: committed, name: 'Saved before the crash' });
    expect(retryBefore.status, retryBefore.body).toBe(201);
    const made = JSON.parse(retryBefore.body).data;
    expect(made.name).toBe('Lost with its process');
    // One calculation under each key, and none other in the organisation: no duplicate, nothing lost.
    expect(await savedUnder('crash-after')).toEqual([{ id: committed }]);
    expect(await savedUnder('crash-before')).toEqual([{ id: made.id }]);
    const all = await database.db
      .select({ id: calculations.id })
      .from(calculations)
      .where(eq(calculations.organizationId, org.id));
    expect(all.map((r) => r.id).sort()).toEqual([committed, made.id].sort());
    // The answers are kept under the keys now: a further repeat replays them.
    for (const [key, name, id] of [
      ['crash-before', 'Lost with its process', made.id],
      ['crash-after', 'Saved before the crash', committed],
    ] as const) {
      const replay = await post(port, key, name);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(JSON.parse(replay.body).data.id).toBe(id);
      expect(await claimOf(key)).toMatchObject({ state: 'done', statusCode: 201 });
    }
  });

  it('the hold is refused outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      expect(() =>
        loadEnv({ NODE_ENV, SESSION_SECRET: 'x'.repeat(40), TEST_HOLD_V1_CALCULATION: 'after-save' }),
      ).toThrow(/TEST_HOLD_V1_CALCULATION: only with NODE_ENV=test/);
    }
  });
});
