/**
 * Benchmark of the quotes API on PostgreSQL (Fastify inject, in-process, no network in the figures):
 * - list and search 100,000 quotes of one organisation: p50/p99 per query shape (goal p99 50 ms)
 * - the client page's data in one request, by the link's token, with no session (goal p99 20 ms)
 * Uses TEST_DATABASE_URL (or BENCH_DATABASE_URL; default postgres://root@127.0.0.1:5432/test) to create a
 * scratch database, dropped at the end.
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { QUOTE_STATUSES } from '@app/contracts/quotes/status';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { hourlyPerson } from '../src/modules/calculations/calculations.test-helpers';
import { seed } from '../src/seed';
import { createOrganization } from '../src/testing/tenants';

const base =
  process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const name = `sm_bench_quotes_${Date.now()}`;
const ROWS = 100_000;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measure(label: string, runs: number, fn: () => Promise<void>) {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(46)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p90 ${pct(times, 90).toFixed(1).padStart(7)} ms   p99 ${pct(times, 99).toFixed(1).padStart(7)} ms   (${runs} runs)`,
  );
}

await admin(`create database "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: '' });
try {
  await database.migrate();
  await seed(database.db, { demo: false });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
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
  const calc = await call('POST', '/organization_team/calculation/create', {
    name: 'Bench crew',
    person_list: [hourlyPerson(tx, city, { job: 'Driver' }), hourlyPerson(tx, city, { job: 'Picker' })],
  });
  const made = await call('POST', '/organization_team/quote/create', {
    id: calc.data.calculation.id,
    company_name: 'Bench Client',
    quote_number: 'B-0',
    quote_state: [tx],
    person_selection_data: [
      { index: 0, count: 3 },
      { index: 1, count: 2 },
    ],
  });
  const template = made.data.quotation.id as number;

  // 100,000 quotes copied from the real one, with varied clients, members, statuses, totals and dates.
  const userIds = Object.values(org.members).map((m) => m.userId);
  const statuses = sql.join(
    QUOTE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const clients = `array['Acme Logistics','Globex Staffing','Initech','Umbrella Health','Stark Freight','Wayne Retail']`;
  await database.db.execute(sql`
    insert into quotes (organization_id, calculation_id, user_id, team_id, created_by_id, quote_number, revision,
      company_name, quote_state_ids, person_selection, status, issue_date, valid_until, terms, document,
      document_sha256, revenue, sales_tax, total, total_cost, gross_profit, client_token, search_text, total_text)
    select t.organization_id, t.calculation_id, (array[${sql.raw(userIds.join(','))}])[1 + (g % ${userIds.length})],
      null, t.created_by_id, 'Q-' || lpad(g::text, 6, '0'), 1,
      (${sql.raw(clients)})[1 + (g % 6)] || ' ' || (g % 997),
      t.quote_state_ids, t.person_selection, (array[${statuses}])[1 + (g % 4)],
      (current_date - (g % 730)), (current_date - (g % 730) + 30), t.terms, t.document, t.document_sha256,
      round((1000 + (g * 7919) % 250000)::numeric, 2), 0, round((1000 + (g * 7919) % 250000)::numeric, 2),
      0, round(((g * 31) % 50000)::numeric, 2),
      substr(md5(g::text) || md5((g * 7)::text), 1, 43),
      lower((${sql.raw(clients)})[1 + (g % 6)] || ' ' || (g % 997) || ' q-' || lpad(g::text, 6, '0') || ' ' ||
        (array[${statuses}])[1 + (g % 4)] || ' member bench'),
      round((1000 + (g * 7919) % 250000)::numeric, 2)::text
    from generate_series(1, ${ROWS}) g, (select * from quotes where id = ${template}) t`);
  await database.db.execute(sql`vacuum analyze quotes`);
  await database.db.execute(sql`vacuum full analyze quote_month_totals`);
  const total = (await call('GET', '/organization_team/quotes')).data.total;
  console.log(`Quotes API on PostgreSQL: listing ${total} quotes of one organisation`);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`load average ${load()} (start)`);
  const shapes: [string, string][] = [
    ['list, newest issue date first, page 1', ''],
    ['list, page 500', '?page=500'],
    ['filter status Approved', '?status=Approved'],
    ['filter member', `?member_id=${userIds[1]}`],
    ['sort by total, descending', '?sort=total&order=desc'],
    ['filter client contains "globex"', '?client=globex'],
    ['search "initech" (contains)', '?search=initech'],
    ['search "q-00042" (quote number)', '?search=q-00042'],
    ['search "12" (total prefix or start)', '?search=12'],
    [
      'search + status + total range + dates',
      '?search=acme&status=Approved&total_min=5000&total_max=90000&date_from=2026-01-01',
    ],
  ];
  // The floor: a signed-in request that reads no table (the session is cached). On a loaded machine every
  // figure below includes this much of waiting for a core; compare them with it.
  await measure('floor: GET /api/user (no query)', 100, async () => {
    await call('GET', '/user');
  });
  for (const [label, query] of shapes) {
    await measure(label, 100, async () => {
      await call('GET', `/organization_team/quotes${query}`);
    });
  }
  // The client page: one request, no session, by token.
  // Row 3650 was issued today (g % 730 = 0), so its link is valid; each run comes from its own address so the
  // per-address rate limit does not answer 429.
  const token = seededToken(3650);
  let run = 0;
  await measure('client page data (GET /quote/client/{token})', 200, async () => {
    run++;
    const remoteAddress = `10.9.${run >> 8}.${run & 255}`;
    const res = await app.inject({ method: 'GET', url: `/api/quote/client/${token}`, remoteAddress });
    if (res.statusCode !== 200) throw new Error(`client: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  console.log(`load average ${load()} (end)`);
  await app.close();
} finally {
  await database.close();
  // BENCH_KEEP=1 keeps the scratch database for EXPLAIN ANALYZE (drop it afterwards).
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
  else await admin(`drop database if exists "${name}" with (force)`);
}

/** The token the seeding gave row g (md5(g) || md5(7g), first 43 characters). */
function seededToken(g: number) {
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  return (md5(String(g)) + md5(String(g * 7))).slice(0, 43);
}
