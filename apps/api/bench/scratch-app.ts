/**
 * What every API bench starts from: a scratch database (PostgreSQL at BENCH_DATABASE_URL, or TEST_DATABASE_URL,
 * default postgres://root@127.0.0.1:5432/test; or the embedded one with `embedded`), migrated and seeded
 * without the demo, the real app on it (Fastify inject, so no network in the figures) and one organisation
 * whose Owner `call`s the API. The database is dropped at the end unless BENCH_KEEP=1 (kept for EXPLAIN ANALYZE).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Database, openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { createOrganization, type TestOrganization } from '../src/testing/tenants';

export interface ScratchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  org: TestOrganization;
  call: ReturnType<typeof ownerCall>;
}

/** A request as the organisation's Owner, its answer's JSON; throws on anything but 200. */
function ownerCall(app: ScratchApp['app'], cookie: string) {
  return async (method: 'GET' | 'POST', apiPath: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${apiPath}`, headers: { cookie }, payload });
    if (res.statusCode !== 200) throw new Error(`${apiPath}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
}

interface ScratchOptions {
  /** The scratch database's name, before a timestamp. */
  name: string;
  /** The organisation's domain. */
  domain?: string;
  /** Settings over the test environment's. */
  env?: Record<string, string>;
  /** What buildApp takes besides env and database (a payment provider...). */
  app?: Omit<AppOptions, 'env' | 'database'>;
  /** PGlite in a temporary folder instead of PostgreSQL. */
  embedded?: boolean;
}

export async function withScratchApp(options: ScratchOptions, run: (scratch: ScratchApp) => Promise<void>) {
  const base =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `${options.name}_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (!options.embedded) await admin(`create database "${name}"`);
  const database = options.embedded
    ? await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'sm-bench-')) })
    : await openDatabase({ url: url.toString(), dataDir: '' });
  console.log(options.embedded ? 'on the embedded database (PGlite)' : 'on PostgreSQL');
  try {
    await database.migrate();
    await seed(database.db, { demo: false });
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none', ...options.env }),
      database,
      ...options.app,
    });
    await app.ready();
    const org = await createOrganization(database.db, options.domain ?? 'bench');
    await run({ app, database, org, call: ownerCall(app, org.members.Owner.cookie) });
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
    else if (!options.embedded) await admin(`drop database if exists "${name}" with (force)`);
  }
}

/** The p-th percentile of sorted times. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs fn `runs` times after a warm-up and prints p50, p90 and p99; returns the p99. */
export async function measure(label: string, runs: number, fn: () => Promise<void>, width = 46) {
  for (let i = 0; i < Math.min(5, runs); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(times, p).toFixed(1).padStart(7)} ms`;
  console.log(`${label.padEnd(width)} p50 ${ms(50)}   p90 ${ms(90)}   p99 ${ms(99)}   (${runs} runs)`);
  return percentile(times, 99);
}

/** The states of the reference data by code, and a city of each (the benches' crews work there). */
export async function placesOf(call: ScratchApp['call']) {
  const states = (await call('GET', '/states')).data as { id: number; code: string }[];
  const stateId = (code: string) => states.find((s) => s.code === code)!.id;
  const firstCity = async (code: string) =>
    (await call('GET', `/cities?state_id=${stateId(code)}`)).data[0].id as number;
  return { stateId, firstCity };
}
