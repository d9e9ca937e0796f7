import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { calculations, cities, states } from './db/schema';
import { plainPerson } from './modules/api-v1/testing/v1-client';
import { hourlyPerson } from './modules/calculations/calculations.test-helpers';
import {
  type Answer,
  freePort,
  request,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForAnswer,
} from './testing/server-process';
import { startTcpRelay, type TcpRelay } from './testing/tcp-relay';
import { createOrganization, type TestOrganization } from './testing/tenants';
import {
  copyServerTemplate,
  dropServerDatabase,
  postgresServerUrl,
  serverUrl,
} from './testing/test-database';

/**
 * Three real server processes on one PostgreSQL database while the database goes away under a load of saves and
 * reads (docs/deployment.md#when-the-database-goes-away): backends terminated in the middle of transactions, and
 * a restart (every connection cut, new ones refused for a while) through a TCP relay between the processes and
 * PostgreSQL, since the machine's cluster is shared with other tests. Every process lives on, every failed request
 * answers 503 with Retry-After, every acknowledged save is stored, and each process is healthy again within 5 s.
 */

const HOST = 'localhost:3000';
/** This file's own connections to the scratch database, which the terminations spare. */
const TEST_APPLICATION = 'database-faults-test';
const PROCESSES = 3;

interface Running {
  name: string;
  port: number;
  process: ServerProcess;
}

interface Outcome {
  kind: 'save' | 'delete' | 'read';
  /** The calculation's name (saves). */
  name: string;
  server: string;
  /** The HTTP status, or 0 when the connection dropped or no answer came in 10 s. */
  status: number;
  retryAfter?: string | string[] | undefined;
  code?: string;
  /** The saved calculation's id (a save answered 200). */
  id?: number;
  error?: string;
  /** When the answer came (Date.now()). */
  at: number;
}

const json = (cookie: string, body?: unknown) => ({
  headers: {
    host: HOST,
    cookie,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
});

const parsed = (answer: Answer) => {
  try {
    return JSON.parse(answer.body) as { code?: string; data?: { calculation?: { id?: number } } };
  } catch {
    return {};
  }
};

/** One request, its answer or its failure as an outcome. */
async function attempt(kind: Outcome['kind'], name: string, server: Running, call: Promise<Answer>) {
  try {
    const answer = await call;
    const body = parsed(answer);
    return {
      kind,
      name,
      server: server.name,
      status: answer.status,
      retryAfter: answer.headers['retry-after'],
      code: body.code,
      id: body.data?.calculation?.id,
      at: Date.now(),
    } satisfies Outcome;
  } catch (err) {
    return {
      kind,
      name,
      server: server.name,
      status: 0,
      error: String(err),
      at: Date.now(),
    } satisfies Outcome;
  }
}

/** `lanes` loops sending `work(n)` one after another until stopped; every outcome, in the order of answers. */
function load<T>(lanes: number, work: (n: number) => Promise<T>) {
  const outcomes: T[] = [];
  let going = true;
  let n = 0;
  const running = Array.from({ length: lanes }, async () => {
    while (going) outcomes.push(await work(n++));
  });
  return {
    outcomes,
    stop: async () => {
      going = false;
      await Promise.all(running);
      return outcomes;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; the milliseconds it took, or a failure after `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

describe.runIf(serverUrl())('three processes while the database goes away (PostgreSQL)', () => {
  let scratch: { name: string; url: string };
  let database: Database;
  let relay: TcpRelay;
  let admin: pg.Client;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-faults-'));
  const servers: Running[] = [];
  let person: ReturnType<typeof hourlyPerson>;
  let texasId: number;
  let dallasId: number;

  beforeAll(async () => {
    scratch = await copyServerTemplate(inject('dbTemplate'), 'sm_faults');
    const direct = new URL(scratch.url);
    direct.searchParams.set('application_name', TEST_APPLICATION);
    database = await openDatabase({ url: direct.toString(), dataDir: '' });
    admin = new pg.Client({ connectionString: postgresServerUrl() });
    await admin.connect();
    const upstream = new URL(postgresServerUrl());
    relay = await startTcpRelay({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const [texas] = await database.db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
    const [dallas] = await database.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.stateId, texas!.id), eq(cities.name, 'Dallas')));
    texasId = texas!.id;
    dallasId = dallas!.id;
    person = hourlyPerson(texas!.id, dallas!.id);
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    for (const [i, port] of ports.entries()) {
      servers.push({
        name: String.fromCharCode(65 + i),
        port,
        process: startServerProcess({
          NODE_ENV: 'development',
          DATABASE_URL: relay.via(scratch.url),
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_DOMAIN: HOST,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          // Long enough that only a notification drops a cached session within a test (the LISTEN check below).
          SESSION_CACHE_MS: '60000',
          JOBS_POLL_MS: '200',
        }),
      });
    }
    await Promise.all(servers.map((s) => waitForAnswer(s.process, s.port, '/readyz', 120_000)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s.process)));
    await relay?.close();
    await admin?.end();
    await database?.close();
    if (scratch) await dropServerDatabase(scratch.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An organisation with a Texas SUTA rate, so its one-person Texas calculations price. */
  async function texasOrganization(domain: string) {
    const org = await createOrganization(database.db, domain);
    const suta = await request(
      servers[0]!.port,
      '/api/organization_settings/suta',
      json(org.members.Owner.cookie, { sutaList: [{ state: texasId, value: 2.7 }] }),
    );
    expect(suta.status, suta.body).toBe(200);
    return org;
  }

  const save = (org: TestOrganization, server: Running, name: string) =>
    attempt(
      'save',
      name,
      server,
      request(
        server.port,
        '/api/organization_team/calculation/create',
        json(org.members.Manager.cookie, { name, person_list: [person] }),
      ),
    );

  /** A save, then (when it was answered 200) its delete: a transaction of three statements. */
  const saveAndDelete = async (org: TestOrganization, server: Running, name: string) => {
    const saved = await save(org, server, name);
    if (saved.status !== 200 || saved.id === undefined) return [saved];
    const deleted = await attempt(
      'delete',
      name,
      server,
      request(server.port, `/api/calculations/delete/${saved.id}`, json(org.members.Manager.cookie, {})),
    );
    return [saved, deleted];
  };

  const list = (org: TestOrganization, server: Running) =>
    attempt(
      'read',
      '',
      server,
      request(server.port, '/api/organization_team/calculations', json(org.members.Owner.cookie)),
    );

  /** The names of the organisation's stored calculations, each with how often it is stored. */
  async function stored(org: TestOrganization) {
    const rows = await database.db
      .select({ name: calculations.name })
      .from(calculations)
      .where(eq(calculations.organizationId, org.id));
    const counts = new Map<string, number>();
    for (const { name } of rows) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  }

  /**
   * What every test asserts of the answers: 200 or 503 with Retry-After, never a 500 or a dropped connection;
   * every save answered 200 is stored once, unless a delete of it answered 200, and then it is gone (or either,
   * when its delete answered 503).
   */
  async function expectHonestAnswers(org: TestOrganization, outcomes: Outcome[]) {
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
    const refused = outcomes.filter((o) => o.status === 503);
    for (const o of refused) {
      expect({ retryAfter: o.retryAfter, code: o.code }).toEqual({ retryAfter: '2', code: 'UNAVAILABLE' });
    }
    const counts = await stored(org);
    const deleted = new Set(
      outcomes.filter((o) => o.kind === 'delete' && o.status === 200).map((o) => o.name),
    );
    // A delete answered 503 may have committed before its answer was lost: then the row is stored or gone.
    const unknown = new Set(
      outcomes.filter((o) => o.kind === 'delete' && o.status !== 200).map((o) => o.name),
    );
    const acknowledged = outcomes.filter((o) => o.kind === 'save' && o.status === 200);
    const wrong = acknowledged.flatMap((o) => {
      const count = counts.get(o.name) ?? 0;
      const expected = deleted.has(o.name) ? [0] : unknown.has(o.name) ? [0, 1] : [1];
      return expected.includes(count)
        ? []
        : [`${o.name}: stored ${count}, expected ${expected.join(' or ')}`];
    });
    expect(wrong).toEqual([]);
    const count = (kind: Outcome['kind'], status: number) =>
      outcomes.filter((o) => o.kind === kind && o.status === status).length;
    return {
      saved: acknowledged.length,
      deleted: deleted.size,
      read: count('read', 200),
      refused: refused.length,
      summary: (['save', 'delete', 'read'] as const)
        .map((kind) => `${kind}s ${count(kind, 200)} × 200, ${count(kind, 503)} × 503`)
        .join('; '),
    };
  }

  /** Every process answers /readyz 200, then a save 200, within 5 s of `since`; the times it took. */
  async function allHealthy(org: TestOrganization, since: number, label: string) {
    const left = () => 5000 - (Date.now() - since);
    await Promise.all(
      servers.map((s) =>
        within(left(), `${s.name} ready`, async () => {
          if (s.process.child.exitCode !== null) throw new Error(`${s.name} exited:\n${s.process.output()}`);
          return (await request(s.port, '/readyz')).status === 200;
        }),
      ),
    );
    const ready = Date.now() - since;
    await Promise.all(
      servers.map((s) =>
        within(
          left(),
          `${s.name} saves`,
          async () => (await save(org, s, `${label} on ${s.name}`)).status === 200,
        ),
      ),
    );
    return { ready, saving: Date.now() - since };
  }

  function expectAllAlive() {
    for (const s of servers) {
      expect(s.process.child.exitCode, `${s.name}:\n${s.process.output()}`).toBeNull();
      expect(s.process.output()).not.toMatch(/shutting down after an error|uncaught|unhandled rejection/i);
    }
  }

  /** The scratch database's LISTEN connections (one a process, for the cache notices). */
  const listeners = async () =>
    (
      await admin.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
        [scratch.name],
      )
    ).rows[0].n as number;

  it('backends terminated in the middle of transactions under parallel saves: every process lives on', async () => {
    const org = await texasOrganization('faults-terminate');
    const killed = { active: 0, 'idle in transaction': 0 } as Record<string, number>;
    let killing = true;
    // What a failover or a proxy reset does to the app's connections: those in a transaction or a query die.
    const killer = (async () => {
      while (killing) {
        const res = await admin.query(
          `select state, pg_terminate_backend(pid) from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() and application_name <> $2
                and state in ('active', 'idle in transaction')`,
          [scratch.name, TEST_APPLICATION],
        );
        for (const row of res.rows as { state: string }[]) killed[row.state] = (killed[row.state] ?? 0) + 1;
        await sleep(40);
      }
    })();
    // Nine lanes of saves, three of saves each followed by the delete of what it saved (a transaction).
    const saves = load(9, (n) => save(org, servers[n % servers.length]!, `Terminated ${n}`));
    const deletes = load(3, (n) => saveAndDelete(org, servers[n % servers.length]!, `Deleted ${n}`));
    try {
      await sleep(6000);
    } finally {
      killing = false;
      await killer;
    }
    const stoppedAt = Date.now();
    const health = await allHealthy(org, stoppedAt, 'After the terminations');
    const outcomes = [...(await saves.stop()), ...(await deletes.stop()).flat()];
    expectAllAlive();
    expect(killed.active! + killed['idle in transaction']!).toBeGreaterThan(0);
    const answered = await expectHonestAnswers(org, outcomes);
    expect(answered.saved).toBeGreaterThan(0);
    console.info(
      `terminations: ${killed.active} active and ${killed['idle in transaction']} idle-in-transaction backends ` +
        `terminated; ${answered.summary}; all ready ${health.ready} ms and saving ${health.saving} ms after ` +
        'the last termination',
    );
  }, 90_000);

  it('a database restart under load: every process answers 503 while it is away and is healthy within 5 s', async () => {
    const org = await texasOrganization('faults-restart');
    // Every process listens (again, if a test before this one took the database away).
    await within(5000, 'listening', async () => (await listeners()) === PROCESSES);
    const saves = load(8, (n) => save(org, servers[n % servers.length]!, `Restarted ${n}`));
    const deletes = load(2, (n) => saveAndDelete(org, servers[n % servers.length]!, `Deleted ${n}`));
    const reads = load(3, (n) => list(org, servers[n % servers.length]!));
    await sleep(1500);
    await relay.down();
    const downAt = Date.now();
    // While it is away, every process answers, and says to come back later.
    for (const s of servers) {
      const probe = await save(org, s, `While away on ${s.name}`);
      expect({ status: probe.status, retryAfter: probe.retryAfter }).toEqual({
        status: 503,
        retryAfter: '2',
      });
      expect((await request(s.port, '/readyz')).status).toBe(503);
    }
    await sleep(Math.max(0, 1500 - (Date.now() - downAt)));
    await relay.up();
    const upAt = Date.now();
    const health = await allHealthy(org, upAt, 'After the restart');
    // The LISTEN connection of every process is back (it retries every second).
    await within(
      5000 - (Date.now() - upAt),
      'listening again',
      async () => (await listeners()) === PROCESSES,
    );
    const listening = Date.now() - upAt;
    await sleep(1000);
    const outcomes = [...(await saves.stop()), ...(await deletes.stop()).flat(), ...(await reads.stop())];
    expectAllAlive();
    const answered = await expectHonestAnswers(org, outcomes);
    expect(answered.saved).toBeGreaterThan(0);
    expect(answered.read).toBeGreaterThan(0);
    // Every process answered the load with 503 while the database was away.
    for (const s of servers) {
      expect(
        outcomes.some((o) => o.server === s.name && o.status === 503),
        s.name,
      ).toBe(true);
    }

    // A notice sent after the return reaches the other processes: a sign-out through A ends the session that B
    // and C keep (SESSION_CACHE_MS is 60 s here, so only the notice can end it).
    const cookie = org.members.Admin.cookie;
    const user = (s: Running) => request(s.port, '/api/user', json(cookie));
    for (const s of servers) {
      expect((await user(s)).status).toBe(200);
      expect((await user(s)).status).toBe(200);
    }
    const [a, ...others] = servers;
    expect((await request(a!.port, '/api/auth/sign_out', json(cookie, {}))).status).toBe(200);
    const refusedIn = await Promise.all(
      others.map((s) => within(1000, `${s.name} refuses`, async () => (await user(s)).status === 401)),
    );
    console.info(
      `restart: away ${upAt - downAt} ms; ${answered.summary}; all ready ${health.ready} ms and saving ` +
        `${health.saving} ms after the return, listening again after ${listening} ms; ` +
        `a sign-out after it refused elsewhere within ${Math.max(...refusedIn)} ms`,
    );
  }, 90_000);

  it('a batch of saves whose answer is lost after its commit is stored once, and no save is answered 200 twice', async () => {
    const org = await texasOrganization('faults-outcome');
    // The database's answer to a group commit's insert (its rows come back with `reads_version`,
    // calculations/insert-batch.ts) of two rows or more, committed: its CommandComplete ("SELECT n", the
    // statement ends in a select over the inserted rows) and the ReadyForQuery after the commit, never relayed.
    const committedBatch = (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      return (
        text.includes('reads_version') &&
        /SELECT (\d{2,}|[2-9])\0/.test(text) &&
        text.endsWith('Z\0\0\0\x05I')
      );
    };
    let cut = false;
    const cutting = relay.cutBefore(committedBatch).then(() => {
      cut = true;
    });
    const outcomes: Outcome[] = [];
    for (let round = 0; round < 10 && !cut; round++) {
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, i) => save(org, servers[0]!, `Outcome ${round * 8 + i}`)),
        )),
      );
    }
    await Promise.race([cutting, sleep(1)]);
    expect(cut, 'no batch of saves was cut').toBe(true);
    expectAllAlive();
    await expectHonestAnswers(org, outcomes);
    // The batch cut had committed: its saves are stored once, though their callers were answered 503 (the outcome
    // unknown to the process); none is stored twice.
    const counts = await stored(org);
    const twice = [...counts].filter(([, n]) => n > 1).map(([name, n]) => `${name}: ${n}`);
    expect(twice).toEqual([]);
    const unknown = outcomes.filter((o) => o.status === 503);
    expect(unknown.length).toBeGreaterThan(1);
    expect(unknown.map((o) => counts.get(o.name) ?? 0)).toEqual(unknown.map(() => 1));
  });

  /** An API key of a new organisation, made through A; a POST of a calculation with it under `idempotencyKey`. */
  async function openApiSaves(domain: string, idempotencyKey: string) {
    const org = await createOrganization(database.db, domain);
    const [a] = servers;
    const made = await request(
      a!.port,
      '/api/api_keys',
      json(org.members.Owner.cookie, { name: 'ATS', scope: 'read_write' }),
    );
    expect(made.status, made.body).toBe(200);
    const bearer = (JSON.parse(made.body) as { data: { key: string } }).data.key;
    const post = () =>
      request(a!.port, '/api/v1/calculations', {
        method: 'POST',
        headers: {
          host: HOST,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({ name: 'Answer lost', persons: [plainPerson(texasId, dallasId)] }),
      });
    const rows = async () =>
      database.db
        .select({ id: calculations.id })
        .from(calculations)
        .where(eq(calculations.organizationId, org.id));
    return { post, rows };
  }

  /** The answer of a calculation's insert (its returned columns), sent after its commit. */
  const calculationInserted = (chunk: Buffer) => {
    const text = chunk.toString('latin1');
    return text.includes('reads_version') && text.includes('SELECT 1\0') && text.endsWith('Z\0\0\0\x05I');
  };

  it('an open-API save whose answer is lost after its commit: the retry with its Idempotency-Key answers it, once', async () => {
    const { post, rows } = await openApiSaves('faults-idempotent', 'lost-answer-1');
    const cutting = relay.cutBefore(calculationInserted);
    const first = await post();
    await cutting;
    expect(first.status, first.body).toBe(503);
    expect(first.headers['retry-after']).toBe('2');
    const [saved] = await rows();
    expect(saved, 'the insert had committed').toBeDefined();
    const retry = await post();
    expect(retry.status, retry.body).toBe(201);
    expect((JSON.parse(retry.body) as { data: { id: number } }).data.id).toBe(saved!.id);
    expect(await rows()).toHaveLength(1);
    expectAllAlive();
  });

  it('an open-API save whose answer is lost with the database: 503, and a retry on its return never saves twice', async () => {
    const { post, rows } = await openApiSaves('faults-idempotent-away', 'lost-answer-2');
    // The database goes away at that moment, so the request cannot record its outcome under the key either.
    const cutting = relay.cutBefore(calculationInserted, { down: true });
    let first: Answer;
    try {
      first = await post();
      await cutting;
    } finally {
      await relay.up();
    }
    expect(first.status, first.body).toBe(503);
    expect(first.headers['retry-after']).toBe('2');
    expect(await rows()).toHaveLength(1);
    // The claim is still running for its lease (30 s): the retry is told to wait, and nothing is saved again.
    await within(5000, 'A ready', async () => (await request(servers[0]!.port, '/readyz')).status === 200);
    const retry = await post();
    expect(retry.status, retry.body).toBe(409);
    expect(JSON.parse(retry.body)).toMatchObject({ error: { code: 'idempotency_in_progress' } });
    expect(await rows()).toHaveLength(1);
    expectAllAlive();
  });
});
