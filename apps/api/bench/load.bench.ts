/**
 * Load benchmark over HTTP: autocannon, 50 connections, 10 s per route, against servers in child processes
 * (so the load generator does not share their event loop). A bare Fastify route is measured in the same run
 * and every route is printed with its ratio to it: on a shared machine absolute figures move with everyone
 * else's load, the ratios much less (docs/performance.md).
 *
 * Routes: the bare route, /healthz, a static lookup without and with a session cookie, /api/user and the
 * calculations list (500 calculations in the organisation) on PostgreSQL, and the same list on the embedded
 * database. Uses BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) for a scratch database.
 * BENCH_SECONDS and BENCH_CONNECTIONS override 10 and 50; BENCH_ONLY=name,name runs a subset.
 *
 *   npm run bench -w apps/api            # this after the in-process calculations bench
 *   npx tsx apps/api/bench/load.bench.ts # this alone
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALCULATION_STATUSES } from '@app/contracts/calculations/status';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Served {
  port: number;
  cookie?: string;
}

/** Child mode: `serve bare` or `serve api <database url | "pglite">`; reports { port, cookie } over IPC. */
async function serve(kind: string, where?: string): Promise<void> {
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.send?.({ port: (app.server.address() as { port: number }).port } satisfies Served);
    process.on('disconnect', () => process.exit(0));
    return;
  }
  const { buildApp } = await import('../src/app');
  const { loadEnv } = await import('../src/config/env');
  const { openDatabase } = await import('../src/db/client');
  const { seed } = await import('../src/db/seed');
  const { createOrganization } = await import('../src/testing/tenants');
  const dataDir = where === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'sm-load-')) : '';
  const database = await openDatabase({ url: where === 'pglite' ? undefined : where, dataDir });
  await database.migrate();
  await seed(database.db, { demo: false });
  const org = await createOrganization(database.db, 'loadbench');
  const owner = org.members.Owner;
  // 500 calculations of the organisation: the list reads a page of 10 and counts them.
  await database.db.execute(sql`
    insert into calculations (organization_id, user_id, name, status, tax_year, person_list, rate_snapshot, results,
      revenue, total_cost, gross_profit, gross_profit_percent, person_count, revenue_text, search_text, created_at)
    select ${org.id}, ${owner.userId}, 'Warehouse pickers ' || g, ${CALCULATION_STATUSES[0]}, 2026, '[]', '{}', '{}',
      round((1000 + (g * 7919) % 250000)::numeric, 2), 0, round(((g * 31) % 50000)::numeric, 2), 20, 1,
      round((1000 + (g * 7919) % 250000)::numeric, 2)::text, 'warehouse pickers ' || g,
      now() - (g || ' minutes')::interval
    from generate_series(1, 500) g`);
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
  });
  // Production logging (info, JSON lines) goes to stdout, which the parent discards.
  const app = await buildApp({ env, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port, cookie: owner.cookie });
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Starts a child server and waits for its port. */
function start(args: string[]): Promise<{ child: ChildProcess; served: Served }> {
  const child = fork(import.meta.filename, ['serve', ...args], {
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
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function load(url: string, cookie?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  };
}

async function admin(query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
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
    const api = await start(['api', url.toString()]);
    const embedded = await start(['api', 'pglite']);
    children.push(bare.child, api.child, embedded.child);
    const at = (s: Served, p: string) => `http://127.0.0.1:${s.port}${p}`;
    const pgCookie = api.served.cookie;
    const routes: [string, string, string | undefined][] = [
      ['bare Fastify route', at(bare.served, '/'), undefined],
      ['GET /healthz', at(api.served, '/healthz'), undefined],
      ['GET /api/roles, no cookie', at(api.served, '/api/roles'), undefined],
      ['GET /api/roles, signed in (PostgreSQL)', at(api.served, '/api/roles'), pgCookie],
      ['GET /api/user (PostgreSQL)', at(api.served, '/api/user'), pgCookie],
      ['calculations list (PostgreSQL)', at(api.served, '/api/organization_team/calculations'), pgCookie],
      [
        'calculations list (embedded database)',
        at(embedded.served, '/api/organization_team/calculations'),
        embedded.served.cookie,
      ],
    ];
    console.log(
      `Load: autocannon, ${connections} connections, ${seconds} s per route; servers in child processes (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    let bareRps = 0;
    for (const [label, target, cookie] of routes) {
      if (only && !only.some((o) => label.includes(o)) && bareRps !== 0) continue;
      const check = await fetch(target, { headers: cookie ? { cookie } : {} });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${(await check.text()).slice(0, 300)}`);
      // One short warm-up so the JIT and the connection pool are ready.
      await autocannon({ url: target, connections: 10, duration: 1, headers: cookie ? { cookie } : {} });
      const f = await load(target, cookie);
      if (bareRps === 0) bareRps = f.rps;
      const ratio = f.rps / bareRps;
      console.log(
        `${label.padEnd(40)} ${Math.round(f.rps).toLocaleString('en-US').padStart(7)} req/s  ` +
          `p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ` +
          `${(ratio * 100).toFixed(1).padStart(5)}% of bare${f.errors ? `  (${f.statuses})` : ''}`,
      );
    }
  } finally {
    for (const child of children) child.disconnect();
    await new Promise((r) => setTimeout(r, 1000));
    for (const child of children) if (child.exitCode === null) child.kill();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!, process.argv[4]);
else await main();
