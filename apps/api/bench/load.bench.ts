/**
 * Load benchmark over HTTP: autocannon, 50 connections, 10 s per route, against servers in child processes
 * (so the load generator does not share their event loop). A bare Fastify route is measured in the same run
 * and every route is printed with its ratio to it: on a shared machine absolute figures move with everyone
 * else's load, the ratios much less (docs/performance.md).
 *
 * Routes: the bare route, /healthz, a static lookup without and with a session cookie, /api/user and the
 * calculations list (500 calculations in the organisation) on PostgreSQL, and the same list on the embedded
 * database. Then capacity as production sees it: the list, and /api/user, with one write in ten (a
 * calculation saved) across 20 organisations, each connection signed in to one of them, reads and writes
 * timed apart. The PostgreSQL routes run twice, with Prometheus metrics off and on (METRICS_TOKEN), to show
 * what timing every request costs. Uses BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) for
 * a scratch database. BENCH_SECONDS and BENCH_CONNECTIONS override 10 and 50; BENCH_ONLY=name,name runs a
 * subset (e.g. BENCH_ONLY=mix); BENCH_QUERIES=1 prints the statements each server sends.
 *
 *   npm run bench -w apps/api            # this after the in-process calculations bench
 *   npx tsx apps/api/bench/load.bench.ts # this alone
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALCULATION_STATUSES } from '@app/contracts/calculations/status';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Organisations of the write mix; each connection is signed in to one of them. */
const ORGANIZATIONS = 20;
const METRICS_TOKEN = 'load-bench-metrics-token-0123456789abcdef';

interface Served {
  port: number;
  cookie?: string;
  /** The owner of each organisation, `sm_session=...` (the first is `cookie`'s). */
  cookies?: string[];
  /** The write of the mix: a calculation save's body (one hourly worker in Dallas, TX). */
  write?: string;
}

/**
 * Child mode: `serve bare`, or `serve api <database url | "pglite"> <metrics on|off>`; reports Served over IPC.
 * The first API server on a database seeds it; another one on it is handed the first's Served in BENCH_SERVED.
 */
async function serve(kind: string, where?: string, metrics?: string): Promise<void> {
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.send?.({ port: (app.server.address() as { port: number }).port } satisfies Served);
    process.on('disconnect', () => process.exit(0));
    answerCpu();
    return;
  }
  if (process.env.BENCH_QUERIES) await countStatements();
  const { buildApp } = await import('../src/app');
  const { loadEnv } = await import('../src/config/env');
  const { openDatabase } = await import('../src/db/client');
  const { seed } = await import('../src/seed');
  const { createOrganization } = await import('../src/testing/tenants');
  const { hourlyPerson } = await import('../src/modules/calculations/calculations.test-helpers');
  const dataDir = where === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'sm-load-')) : '';
  const database = await openDatabase({ url: where === 'pglite' ? undefined : where, dataDir });
  const env = loadEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'load-bench-secret-load-bench-secret-0123456789',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    APP_DOMAIN: 'localhost:3000',
    // The production checklist (docs/deployment.md#production-checklist); the bench sends no e-mail.
    BILLING_PROVIDER: 'sandbox',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'StaffMargin <no-reply@loadbench.example>',
    WEB_DIST: '/none',
    DATA_DIR: dataDir || os.tmpdir(),
    ...(metrics === 'on' ? { METRICS_TOKEN } : {}),
  });
  let served: Omit<Served, 'port'>;
  if (process.env.BENCH_SERVED) {
    served = JSON.parse(process.env.BENCH_SERVED) as Served;
  } else {
    await database.migrate();
    await seed(database.db, { demo: false });
    const owners = [];
    for (let i = 0; i < ORGANIZATIONS; i++) {
      const org = await createOrganization(database.db, i === 0 ? 'loadbench' : `loadbench${i + 1}`);
      const owner = org.members.Owner;
      owners.push(owner);
      // 500 calculations in each organisation: the list reads a page of 10 and counts them.
      await database.db.execute(sql`
        insert into calculations (organization_id, user_id, name, status, tax_year, person_list, rate_snapshot,
          results, revenue, total_cost, gross_profit, gross_profit_percent, person_count, revenue_text,
          search_text, created_at)
        select ${org.id}, ${owner.userId}, 'Warehouse pickers ' || g, ${CALCULATION_STATUSES[0]}, 2026, '[]', '{}',
          '{}', round((1000 + (g * 7919) % 250000)::numeric, 2), 0, round(((g * 31) % 50000)::numeric, 2), 20, 1,
          round((1000 + (g * 7919) % 250000)::numeric, 2)::text, 'warehouse pickers ' || g,
          now() - (g || ' minutes')::interval
        from generate_series(1, 500) g`);
    }
    // The write saves a calculation in Texas: each organisation gets its SUTA rate there first.
    const setup = await buildApp({ env: { ...env, LOG_LEVEL: 'silent' }, database });
    const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await setup.inject({ method, url: `/api${url}`, headers: { cookie }, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json();
    };
    const first = owners[0]!.cookie;
    const tx = ((await call(first, 'GET', '/states')).data as { id: number; code: string }[]).find(
      (s) => s.code === 'TX',
    )!.id;
    const city = (await call(first, 'GET', `/cities?state_id=${tx}`)).data[0].id as number;
    for (const owner of owners) {
      await call(owner.cookie, 'POST', '/organization_settings/suta', {
        sutaList: [{ state: tx, value: 2.7 }],
      });
    }
    const write = JSON.stringify({ name: 'Load bench crew', person_list: [hourlyPerson(tx, city)] });
    await call(first, 'POST', '/organization_team/calculation/create', JSON.parse(write));
    await setup.close();
    served = { cookie: first, cookies: owners.map((o) => o.cookie), write };
  }
  // Production logging (info, JSON lines) goes to stdout, which the parent discards.
  const app = await buildApp({ env, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ ...served, port: (app.server.address() as { port: number }).port } satisfies Served);
  answerCpu();
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** A server child answers `cpu` with its CPU time so far (user + system, µs). */
function answerCpu() {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  });
}

/** A server child's CPU time so far (µs). */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { cpu?: number }) => {
      if (message?.cpu === undefined) return;
      child.off('message', onMessage);
      resolve(message.cpu);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/**
 * BENCH_QUERIES=1: each server prints to stderr, every 5 s, the statements it sent to PostgreSQL in that time
 * by their first words, most sent first (docs/performance.md#the-load-benchmark): what a request costs in
 * round trips.
 */
async function countStatements() {
  const { Client } = (await import('pg')).default;
  const counts = new Map<string, number>();
  const query = Client.prototype.query as (this: unknown, ...args: unknown[]) => unknown;
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [q] = args as [string | { text?: string }];
    const text = (typeof q === 'string' ? q : (q?.text ?? '?')).replace(/\s+/g, ' ').trim().slice(0, 60);
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof Client.prototype.query;
  setInterval(() => {
    if (counts.size === 0) return;
    const sorted = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.error(
      `statements of server ${process.pid} in 5 s:\n${sorted.map(([t, n]) => `  ${n}\t${t}`).join('\n')}`,
    );
    counts.clear();
  }, 5000).unref();
}

/** Starts a child server and waits for its port. */
function start(args: string[], prepared?: Served): Promise<{ child: ChildProcess; served: Served }> {
  const child = fork(import.meta.filename, ['serve', ...args], {
    env: { ...process.env, ...(prepared ? { BENCH_SERVED: JSON.stringify(prepared) } : {}) },
    execArgv: [
      ...process.execArgv,
      '--max-semi-space-size=64',
      // BENCH_CPU_PROF=dir writes each server's CPU profile there on exit (docs/performance.md).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (served) => resolve({ child, served: served as Served }));
    child.once('exit', (code) => reject(new Error(`server ${args.join(' ')} exited with ${code}`)));
  });
}

interface Figures {
  rps: number;
  /** The server's CPU time per request answered, in µs: steadier than req/s on a shared machine. */
  cpuPerRequest?: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function load(url: string, cookie: string | undefined, server: ChildProcess): Promise<Figures> {
  const cpu = await cpuOf(server);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const cpuPerRequest = ((await cpuOf(server)) - cpu) / result.requests.total;
  return {
    rps: result.requests.average,
    cpuPerRequest,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** A server of a mix: where it listens and its process (for its CPU time). */
interface MixTarget {
  origin: string;
  child: ChildProcess;
}

/**
 * Reads of `readPath` with one write in `every` (a calculation saved), each connection signed in to one of the
 * organisations in turn, so writes keep dropping the organisations' cached list pages as they would in
 * production. Reads and writes are timed apart (each connection sends its requests in order, one at a time).
 * With several servers the connections are shared among them (one load generator each, started together) and
 * the CPU is theirs together.
 */
async function mix(
  targets: MixTarget[],
  readPath: string,
  served: Served,
  every = 10,
): Promise<[Figures, Figures]> {
  const cpuTotal = async () =>
    (await Promise.all(targets.map((t) => cpuOf(t.child)))).reduce((a, b) => a + b, 0);
  const cpu = await cpuTotal();
  const cookies = served.cookies!;
  const sequence = (cookie: string): Request[] => [
    ...Array.from(
      { length: every - 1 },
      (): Request => ({ method: 'GET', path: readPath, headers: { cookie } }),
    ),
    {
      method: 'POST',
      path: '/api/organization_team/calculation/create',
      headers: { cookie, 'content-type': 'application/json' },
      body: served.write,
    },
  ];
  let next = 0;
  const times: [number[], number[]] = [[], []];
  const other: [number, number] = [0, 0];
  const answered = new WeakMap<object, number>();
  const run = (origin: string) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections: Math.ceil(connections / targets.length),
          duration: seconds,
          setupClient: (client) => client.setRequests(sequence(cookies[next++ % cookies.length]!)),
        },
        (err, done) => (err ? reject(err) : resolve(done)),
      );
      instance.on('response', (client, status, _bytes, ms) => {
        const n = answered.get(client) ?? 0;
        answered.set(client, n + 1);
        const kind = n % every === every - 1 ? 1 : 0;
        times[kind].push(ms);
        if (status >= 300) other[kind]++;
      });
    });
  const results = await Promise.all(targets.map((t) => run(t.origin)));
  const result = {
    errors: results.reduce((n, r) => n + r.errors, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
  };
  const cpuPerRequest = ((await cpuTotal()) - cpu) / (times[0].length + times[1].length);
  const figures = (kind: 0 | 1): Figures => {
    const sorted = times[kind].sort((a, b) => a - b);
    return {
      rps: sorted.length / seconds,
      // Reads and writes together: the mix's CPU per request.
      cpuPerRequest,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      errors: other[kind],
      statuses: `${other[kind]} not 2xx; run: ${result.errors} errors, ${result.timeouts} timeouts`,
    };
  };
  return [figures(0), figures(1)];
}

/**
 * Several processes never cost more per request than one (docs/deployment.md#several-processes): the list with
 * one write in five, served by one process and then by three on the same database, printing the API's CPU and
 * the rows PostgreSQL read per request (pg_stat_database, flushed after each run).
 */
async function scale(
  api: { served: Served; child: ChildProcess },
  databaseUrl: string,
  databaseName: string,
  children: ChildProcess[],
  at: (s: Served, p: string) => string,
) {
  const more = await Promise.all([
    start(['api', databaseUrl, 'off'], api.served),
    start(['api', databaseUrl, 'off'], api.served),
  ]);
  children.push(...more.map((m) => m.child));
  const list = '/api/organization_team/calculations';
  console.log(
    `Scale: the list with one write in five across ${api.served.cookies!.length} organisations, one process and then three on one PostgreSQL database (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const perRequest: { cpu: number; rows: number }[] = [];
  for (const servers of [[api], [api, ...more]]) {
    const targets = servers.map((s) => ({ origin: at(s.served, ''), child: s.child }));
    for (const t of targets) {
      await autocannon({
        url: `${t.origin}${list}`,
        connections: 5,
        duration: 1,
        headers: { cookie: api.served.cookie! },
      });
    }
    const rowsBefore = await rowsRead(databaseName);
    const [read, write] = await mix(targets, list, api.served, 5);
    const requests = (read.rps + write.rps) * seconds;
    const rows = ((await rowsRead(databaseName)) - rowsBefore) / requests;
    const label = `scale: ${servers.length} process${servers.length > 1 ? 'es' : ''}`;
    print(`${label}: reads`, read, read.rps);
    print(`${label}: writes`, write, read.rps);
    console.log(
      `${label}: ${Math.round(read.cpuPerRequest ?? 0)} µs API CPU and ${rows.toFixed(1)} database rows per request`,
    );
    perRequest.push({ cpu: read.cpuPerRequest ?? 0, rows });
  }
  const [one, three] = perRequest as [{ cpu: number; rows: number }, { cpu: number; rows: number }];
  console.log(
    `scale: 3 processes cost ${(three.cpu / one.cpu).toFixed(2)}x the API CPU and ${(three.rows / one.rows).toFixed(2)}x the database rows per request of one (goal: at most 1.2x)`,
  );
}

/** Rows the database's statements read so far (sequential and index scans), once its statistics are flushed. */
async function rowsRead(databaseName: string): Promise<number> {
  // Backends report their counts at most once a second, when idle.
  await new Promise((r) => setTimeout(r, 1500));
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  const { rows } = await c.query<{ rows: string }>(
    'select (tup_returned + tup_fetched)::text as rows from pg_stat_database where datname = $1',
    [databaseName],
  );
  await c.end();
  return Number(rows[0]?.rows ?? 0);
}

async function admin(query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
}

/** One line: requests per second, p50, p99, and the ratio to the bare route's requests per second. */
function print(label: string, f: Figures, bareRps: number) {
  console.log(
    `${label.padEnd(44)} ${Math.round(f.rps).toLocaleString('en-US').padStart(7)} req/s  ` +
      `p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ` +
      `${((f.rps / bareRps) * 100).toFixed(1).padStart(5)}% of bare` +
      `${f.cpuPerRequest ? `  CPU ${Math.round(f.cpuPerRequest).toLocaleString('en-US').padStart(5)} µs/req` : ''}` +
      `${f.errors ? `  (${f.statuses})` : ''}`,
  );
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(',');
  const name = `sm_load_${Date.now()}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  const children: ChildProcess[] = [];
  try {
    const bare = await start(['bare']);
    const api = await start(['api', url.toString(), 'off']);
    children.push(bare.child, api.child);
    // The same database and organisations, served by a process with Prometheus metrics on.
    const metered = await start(['api', url.toString(), 'on'], api.served);
    children.push(metered.child);
    const embedded = await start(['api', 'pglite', 'off']);
    children.push(embedded.child);
    const at = (s: Served, p: string) => `http://127.0.0.1:${s.port}${p}`;
    const pgCookie = api.served.cookie;
    type Target = { served: Served; child: ChildProcess };
    const list = '/api/organization_team/calculations';
    const routes: [string, Target, string, string | undefined][] = [
      ['bare Fastify route', bare, '/', undefined],
      ['GET /healthz', api, '/healthz', undefined],
      ['GET /healthz, metrics on', metered, '/healthz', undefined],
      ['GET /api/roles, no cookie', api, '/api/roles', undefined],
      ['GET /api/roles, signed in (PostgreSQL)', api, '/api/roles', pgCookie],
      ['GET /api/user (PostgreSQL)', api, '/api/user', pgCookie],
      ['GET /api/user (PostgreSQL), metrics on', metered, '/api/user', pgCookie],
      ['calculations list (PostgreSQL)', api, list, pgCookie],
      ['calculations list (PostgreSQL), metrics on', metered, list, pgCookie],
      ['calculations list (embedded database)', embedded, list, embedded.served.cookie],
    ];
    console.log(
      `Load: autocannon, ${connections} connections, ${seconds} s per route; servers in child processes (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    let bareRps = 0;
    for (const [label, server, pathname, cookie] of routes) {
      const target = at(server.served, pathname);
      if (only && !only.some((o) => label.includes(o)) && bareRps !== 0) continue;
      const check = await fetch(target, { headers: cookie ? { cookie } : {} });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${(await check.text()).slice(0, 300)}`);
      // One short warm-up so the JIT and the connection pool are ready.
      await autocannon({ url: target, connections: 10, duration: 1, headers: cookie ? { cookie } : {} });
      const f = await load(target, cookie, server.child);
      if (bareRps === 0) bareRps = f.rps;
      print(label, f, bareRps);
    }
    console.log(
      `Write mix: one write in ten (a calculation saved) across ${api.served.cookies!.length} organisations, ` +
        `reads and writes timed apart; PostgreSQL, one process (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    const reads: [string, string][] = [
      ['list', '/api/organization_team/calculations'],
      ['/api/user', '/api/user'],
    ];
    for (const [server, metrics] of [
      [api, 'metrics off'],
      [metered, 'metrics on'],
    ] as const) {
      for (const [name, readPath] of reads) {
        const label = `mix: ${name}, ${metrics}`;
        if (only && !only.some((o) => label.includes(o))) continue;
        const origin = at(server.served, '');
        await autocannon({
          url: `${origin}${readPath}`,
          connections: 10,
          duration: 1,
          headers: { cookie: pgCookie! },
        });
        const [read, write] = await mix([{ origin, child: server.child }], readPath, server.served);
        print(`${label}: reads`, read, bareRps);
        print(`${label}: writes`, write, bareRps);
      }
    }
    if (!only || only.includes('scale')) {
      await scale(api, url.toString(), name, children, at);
    }
  } finally {
    // Each server closes and exits on its own (writing its CPU profile when asked); one still running after
    // 10 s is killed.
    const exited = children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve(),
    );
    for (const child of children) child.disconnect();
    await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 10_000))]);
    for (const child of children) if (child.exitCode === null) child.kill();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!, process.argv[4], process.argv[5]);
else await main();
