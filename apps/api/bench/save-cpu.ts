/**
 * CPU cost of one one-person calculation save, in process (Fastify inject, so no socket), on a scratch
 * PostgreSQL database: the write of the load bench's mix, measured alone. Prints the server's CPU time per save
 * (user + system of this process; PostgreSQL's not counted) for three rounds after a warm-up, the same for
 * a cached list read as the floor and /api/user beside it, and per request of the load bench's mix (nine list
 * reads, then a save). BENCH_DATABASE_URL picks the server (default the machine's PostgreSQL).
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { hourlyPerson } from '../src/modules/calculations/calculations.test-helpers';
import { seed } from '../src/seed';
import { createOrganization } from '../src/testing/tenants';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const name = `sm_save_${Date.now()}`;
const ROUND = Number(process.env.BENCH_ROUND ?? 200);

async function admin(query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
}

await admin(`create database "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: '' });
try {
  await database.migrate();
  await seed(database.db, { demo: false });
  const app = await buildApp({
    // The production defaults of the caches (the test environment turns them off).
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none', SESSION_CACHE_MS: '5000' }),
    database,
  });
  await app.ready();
  const org = await createOrganization(database.db, 'bench');
  const cookie = org.members.Owner.cookie;
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${path}`, headers: { cookie }, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const states = (await call('GET', '/states')).data as { id: number; code: string }[];
  const tx = states.find((s) => s.code === 'TX')!.id;
  const city = (await call('GET', `/cities?state_id=${tx}`)).data[0].id as number;
  await call('POST', '/organization_settings/suta', { sutaList: [{ state: tx, value: 2.7 }] });
  const body = { name: 'Load bench crew', person_list: [hourlyPerson(tx, city)] };

  const cpuPer = async (label: string, n: number, fn: () => Promise<unknown>) => {
    const wall = performance.now();
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn();
    const used = process.cpuUsage(before);
    const perMs = (used.user + used.system) / 1000 / n;
    const wallMs = (performance.now() - wall) / n;
    console.log(
      `${label.padEnd(34)} ${perMs.toFixed(2).padStart(7)} ms CPU   ${wallMs.toFixed(2).padStart(7)} ms wall   (${n})`,
    );
  };
  const save = () => call('POST', '/organization_team/calculation/create', body);
  const list = () => call('GET', '/organization_team/calculations');
  for (let i = 0; i < 50; i++) await save();
  if (process.env.BENCH_COUNT_QUERIES) {
    // Every statement one save sends, in order (BENCH_COUNT_QUERIES=1).
    const seen: string[] = [];
    const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      seen.push(typeof q === 'string' ? q : String(q?.text));
      return original.apply(this, args);
    };
    await save();
    client.query = original;
    console.log(`${seen.length} queries per save:`);
    for (const q of seen) console.log(`  ${q.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (process.env.BENCH_CPU_PROF) {
    // A CPU profile of the saves alone (set-up left out), for chrome://inspect or a script to read.
    const { Session } = await import('node:inspector/promises');
    const { writeFile } = await import('node:fs/promises');
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    for (let i = 0; i < ROUND; i++) await save();
    const { profile } = await session.post('Profiler.stop');
    await writeFile(process.env.BENCH_CPU_PROF, JSON.stringify(profile));
    console.log(`CPU profile of ${ROUND} saves: ${process.env.BENCH_CPU_PROF}`);
  }
  // The load bench's mix in one organisation: nine list reads, then a save (whose new row the kept page takes).
  let turn = 0;
  const mixed = () => (++turn % 10 === 0 ? save() : list());
  const user = () => call('GET', '/user');
  for (let r = 1; r <= 3; r++) {
    await cpuPer(`one-person save, round ${r}`, ROUND, save);
    await list();
    await cpuPer(`cached list read, round ${r}`, ROUND, list);
    await cpuPer(`GET /api/user, round ${r}`, ROUND, user);
    await cpuPer(`mix (9 list reads, 1 save), round ${r}`, ROUND * 5, mixed);
  }
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await app.close();
} finally {
  await database.close();
  await admin(`drop database if exists "${name}" with (force)`);
}
