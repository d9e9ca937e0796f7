import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../../db/client';
import { users } from '../../../db/schema';
import { hashPassword } from '../../../platform/auth/password';
import { seedOrganization, TEST_PASSWORD, TestClient } from '../../../testing/accounts';
import {
  freePort,
  request,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  twoWorkersEnv,
  waitForAnswer,
} from '../../../testing/server-process';
import { createOrganization } from '../../../testing/tenants';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { copyServerTemplate, dropServerDatabase } from '../../../testing/test-database';

/**
 * Parallel wrong passwords for an account and for an e-mail without one must be answered alike: four 401s, then
 * 429s (docs/security.md#account-enumeration). A lock that lets attempts already under way start a new run
 * answers more 401s for one of them, and so tells which addresses have accounts.
 */
const BURSTS = [30, 100, 200];
const WRONG = 'Wrong-password-1';

/**
 * `count` requests from CLIENTS clients at once, each sending its next as soon as it is answered, as a script
 * with a connection pool would: requests keep arriving while the first ones are answered and the lock is set.
 */
const CLIENTS = 20;
async function concurrently<T>(count: number, send: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  let sent = 0;
  const client = async () => {
    while (sent < count) {
      sent++;
      answers.push(await send());
    }
  };
  await Promise.all(Array.from({ length: Math.min(CLIENTS, count) }, client));
  return answers;
}

/** How many of each status a burst was answered with, e.g. { 401: 4, 429: 26 }. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('parallel wrong sign-ins, one process', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let emails: string[];
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', SMTP_URL: 'smtp://127.0.0.1:9' });
    const org = await seedOrganization(ctx.app, ctx.database.db, 'burst');
    emails = [org.members.Manager.email, org.members.Admin.email, org.members['Team Member'].email];
  });
  afterAll(() => ctx.close());

  const burst = async (email: string, count: number) =>
    tally(
      (
        await concurrently(count, () =>
          new TestClient(ctx.app).post('/api/auth/sign_in', { email, password: WRONG }),
        )
      ).map((res) => res.statusCode),
    );

  BURSTS.forEach((count, i) => {
    it(`${count} at once: an account and an unknown e-mail both answer 4 x 401, then 429`, async () => {
      const known = await burst(emails[i]!, count);
      const unknown = await burst(`nobody-${count}@burst.test`, count);
      expect({ known, unknown }).toEqual({
        known: { 401: 4, 429: count - 4 },
        unknown: { 401: 4, 429: count - 4 },
      });
      const right = await new TestClient(ctx.app).post('/api/auth/sign_in', {
        email: emails[i],
        password: TEST_PASSWORD,
      });
      expect(right.statusCode).toBe(429);
    });
  });
});

describe('parallel wrong sign-ins, two processes on PostgreSQL', { timeout: 240_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-lockout-'));
  let scratch: { name: string; url: string };
  let server: ServerProcess;
  let port: number;
  let emails: string[];

  beforeAll(async () => {
    scratch = await copyServerTemplate(inject('dbTemplate'), 'sm_lockout');
    const database = await openDatabase({ url: scratch.url, dataDir: '' });
    try {
      const org = await createOrganization(database.db, 'burst2');
      emails = [org.members.Manager.email, org.members.Admin.email, org.members['Team Member'].email];
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
        .where(inArray(users.email, emails));
    } finally {
      await database.close();
    }
    port = await freePort();
    server = startServerProcess(
      twoWorkersEnv(port, {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SMTP_URL: 'smtp://127.0.0.1:9',
        AUTH_RATE_LIMIT_MAX: '100000',
      }),
    );
    await waitForAnswer(server, port, '/readyz', 180_000);
    // Both workers must be serving before a burst, or one process takes it all.
    await vi.waitFor(
      async () => {
        const pids = new Set<string>();
        for (let i = 0; i < 6; i++)
          pids.add(String((await request(port, '/healthz')).headers['x-worker-pid']));
        expect(pids.size).toBe(2);
      },
      { timeout: 120_000, interval: 500 },
    );
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(server);
    if (scratch) await dropServerDatabase(scratch.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One burst, each request on its own connection (the cluster hands connections to the workers in turn). */
  const burst = async (email: string, count: number) => {
    const answers = await concurrently(count, () =>
      request(port, '/api/auth/sign_in', {
        method: 'POST',
        headers: { host: `localhost:${port}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: WRONG }),
      }),
    );
    return {
      statuses: tally(answers.map((answer) => answer.status)),
      processes: new Set(answers.map((answer) => answer.headers['x-worker-pid'])).size,
    };
  };

  BURSTS.forEach((count, i) => {
    it(`${count} at once across both processes: an account and an unknown e-mail answer alike`, async () => {
      const known = await burst(emails[i]!, count);
      const unknown = await burst(`nobody-${count}@burst2.test`, count);
      expect({ known: known.statuses, unknown: unknown.statuses }).toEqual({
        known: { 401: 4, 429: count - 4 },
        unknown: { 401: 4, 429: count - 4 },
      });
      expect([known.processes, unknown.processes]).toEqual([2, 2]);
      const database = await openDatabase({ url: scratch.url, dataDir: '' });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, emails[i]!));
        expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      } finally {
        await database.close();
      }
    });
  });
});
