/**
 * CPU cost of one one-person calculation save, in process (Fastify inject, so no socket), on a scratch
 * PostgreSQL database: the write of the load bench's mix, measured alone. Prints the server's CPU time per save
 * (user + system of this process; PostgreSQL's not counted) for three rounds after a warm-up, the same for
 * a cached list read as the floor and /api/user beside it, and per request of the load bench's mix (nine list
 * reads, then a save). Saves sent BENCH_AT_ONCE (20) at a time, as the load bench's connections send them, are
 * measured beside the one-by-one saves: only they share their statements (group commit). On a scratch database (scratch-app.ts).
 */
import pg from 'pg';
import { hourlyPerson } from '../src/modules/calculations/calculations.test-helpers';
import { placesOf, withScratchApp } from './scratch-app';

const ROUND = Number(process.env.BENCH_ROUND ?? 200);

// The production defaults of the caches (the test environment turns them off).
await withScratchApp({ name: 'sm_save', env: { SESSION_CACHE_MS: '5000' } }, async ({ app, call }) => {
  const { stateId, firstCity } = await placesOf(call);
  const tx = stateId('TX');
  const city = await firstCity('TX');
  await call('POST', '/organization_settings/suta', { sutaList: [{ state: tx, value: 2.7 }] });
  const body = { name: 'Load bench crew', person_list: [hourlyPerson(tx, city)] };

  const cpuPer = async (label: string, n: number, fn: () => Promise<unknown>, each = 1) => {
    const wall = performance.now();
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn();
    const used = process.cpuUsage(before);
    const perMs = (used.user + used.system) / 1000 / (n * each);
    const wallMs = (performance.now() - wall) / (n * each);
    console.log(
      `${label.padEnd(34)} ${perMs.toFixed(2).padStart(7)} ms CPU   ${wallMs.toFixed(2).padStart(7)} ms wall   (${n * each})`,
    );
  };
  const save = () => call('POST', '/organization_team/calculation/create', body);
  // Saves as the load bench's connections send them, many at once (their inserts and NOTIFYs group-commit).
  const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 20);
  const savesAtOnce = async () => {
    await Promise.all(Array.from({ length: AT_ONCE }, save));
  };
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
    await cpuPer(`${AT_ONCE} saves at once, round ${r}`, Math.ceil(ROUND / AT_ONCE), savesAtOnce, AT_ONCE);
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
});
