/**
 * Benchmark of the dashboards on PostgreSQL (through Fastify inject, so no network in the figures): one
 * organisation with 200 members in 10 teams, 100,000 calculations and 100,000 quotes over three years
 * (half Approved, 30 % sent and undecided). p50/p90/p99 of every dashboard, team and member figure; goal
 * p99 under 50 ms (docs/product/dashboard.md#performance-speed).
 * Uses BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) to create a scratch database;
 * BENCH_PGLITE=1 runs it on the embedded database instead (a temporary folder).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { createOrganization } from '../src/testing/tenants';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const name = `sm_bench_dash_${Date.now()}`;
const QUOTES = 100_000;
const MEMBERS = 200;
const TEAMS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

async function admin(query: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results: { label: string; p99: number }[] = [];
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (start)`,
);
async function measure(label: string, fn: () => Promise<void>) {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  results.push({ label, p99: pct(times, 99) });
  console.log(
    `${label.padEnd(52)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p90 ${pct(times, 90).toFixed(1).padStart(6)} ms   p99 ${pct(times, 99).toFixed(1).padStart(6)} ms   (${RUNS} runs)`,
  );
}

const embedded = process.env.BENCH_PGLITE === '1';
const url = new URL(base);
url.pathname = `/${name}`;
if (!embedded) await admin(`create database "${name}"`);
const database = embedded
  ? await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'sm-bench-dash-')) })
  : await openDatabase({ url: url.toString(), dataDir: '' });
console.log(embedded ? 'on the embedded database (PGlite)' : 'on PostgreSQL');
try {
  await database.migrate();
  await seed(database.db, { demo: false });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
    database,
  });
  await app.ready();
  const org = await createOrganization(database.db, 'bench');
  const db = database.db;
  const t0 = performance.now();
  // 196 more members (200 with the four of createOrganization), 10 teams of 20.
  await db.execute(sql`
    with u as (
      insert into users (email, first_name, last_name, email_verified_at)
      select 'member' || g || '@bench.test', 'Member', 'No ' || g, now() from generate_series(1, ${MEMBERS - 4}) g
      returning id)
    insert into organization_users (organization_id, user_id, role_id) select ${org.id}, id, 4 from u`);
  await db.execute(sql`
    insert into teams (organization_id, name) select ${org.id}, 'Team ' || g from generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`
    insert into team_members (organization_id, team_id, user_id, role_id)
    select ${org.id}, t.id, m.user_id, 4
      from (select user_id, row_number() over (order by user_id) - 1 as n from organization_users
             where organization_id = ${org.id}) m
      join (select id, row_number() over (order by id) - 1 as n from teams where organization_id = ${org.id}) t
        on t.n = m.n % ${TEAMS}`);
  // One calculation per quote, by a member, in their team, created on the quote's issue date.
  await db.execute(sql`
    insert into calculations (organization_id, user_id, team_id, name, status, tax_year, person_list, rate_snapshot,
                              results, revenue, total_cost, gross_profit, gross_profit_percent, person_count,
                              search_text, created_at)
    select ${org.id}, m.user_id, m.team_id, 'Bench ' || g, 'Approved', 2026, '[]', '{}', '{}',
           (1000 + (g * 7919) % 90000)::numeric / 1, (1000 + (g * 7919) % 90000) * 0.8, (1000 + (g * 7919) % 90000) * 0.2,
           20, 1, 'bench', now() - ((g % 1095) || ' days')::interval
      from generate_series(1, ${QUOTES}) g
      join (select tm.user_id, tm.team_id, row_number() over (order by tm.user_id) - 1 as n
              from team_members tm where tm.organization_id = ${org.id}) m on m.n = g % ${MEMBERS}`);
  const statuses = sql`(array['Approved','Approved','Approved','Approved','Approved','Waiting for approval',
                               'Waiting for approval','New quotations','New quotations','Not Approved'])[c.id % 10 + 1]`;
  await db.execute(sql`
    insert into quotes (organization_id, calculation_id, user_id, team_id, quote_number, company_name,
                        quote_state_ids, person_selection, status, issue_date, valid_until, document,
                        document_sha256, revenue, sales_tax, total, total_cost, gross_profit, client_token,
                        sent_at, search_text, total_text)
    select c.organization_id, c.id, c.user_id, c.team_id, 'B-' || c.id, 'Client ' || (c.id % 500), '[]', '[]',
           ${statuses}, c.created_at::date, c.created_at::date + 30, '{}', md5(c.id::text), c.revenue, 0, c.revenue,
           c.total_cost, c.gross_profit, md5(random()::text || c.id),
           case when c.id % 10 = 8 then null else c.created_at end, 'client', c.revenue::text
      from calculations c where c.organization_id = ${org.id}`);
  await db.execute(sql`vacuum analyze quotes`);
  await db.execute(sql`vacuum analyze calculations`);
  await db.execute(sql`vacuum analyze team_members`);
  // The bulk inserts above updated each summary row once per quote in one transaction, leaving dead versions
  // that quotes arriving one at a time would not (page pruning reuses them): pack the tables as they would be.
  await db.execute(sql`vacuum full analyze quote_month_totals`);
  await db.execute(sql`vacuum full analyze calculation_month_counts`);
  console.log(
    `fixture: ${QUOTES} quotes, ${MEMBERS} members, ${TEAMS} teams in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const cookie = org.members.Owner.cookie;
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const [team] = await rows<{ id: number }>(
    sql`select id from teams where organization_id = ${org.id} order by id limit 1`,
  );
  const [member] = await rows<{ user_id: number }>(
    sql`select user_id from team_members where team_id = ${team!.id} order by user_id limit 1`,
  );
  const t = team!.id;
  const m = member!.user_id;

  // The floor: a signed-in request that reads no table (the session is cached). On a loaded machine every
  // figure below includes this much of waiting for a core; compare them with it (it is not a goal's figure).
  await measure('floor: GET /api/user (no query)', () => get('/user'));
  results.pop();
  for (const period of ['total', 'year', '30', '7'] as const) {
    await measure(`organisation cards + chart, actual, ${period}`, () =>
      get(`/dashboard/overview?revenue=actual&period=${period}`),
    );
  }
  await measure('organisation cards + chart, projected, total', () =>
    get('/dashboard/overview?revenue=projected&period=total'),
  );
  await measure('team table (5 rows), actual, total', () =>
    get('/dashboard/teams?revenue=actual&period=total'),
  );
  await measure('team table (50 rows), projected, year', () =>
    get('/dashboard/teams?revenue=projected&period=year&per_page=50'),
  );
  await measure('team cards + chart, actual, total', () =>
    get(`/dashboard/overview?revenue=actual&period=total&team_id=${t}`),
  );
  await measure('team members table, actual, total', () =>
    get(`/dashboard/team_members?team_id=${t}&revenue=actual&period=total`),
  );
  await measure('team page filter bar (status, revenue, dates)', () =>
    get(
      `/dashboard/overview?revenue=projected&period=total&team_id=${t}&status=Waiting%20for%20approval&revenue_min=5000&date_from=2025-01-01&date_to=2026-06-30`,
    ),
  );
  await measure('member cards + chart, actual, total', () =>
    get(`/dashboard/overview?revenue=actual&period=total&team_id=${t}&member_id=${m}`),
  );
  await measure('leaderboard, actual, total', () =>
    get('/dashboard/leaderboard?revenue=actual&period=total'),
  );
  await measure('quoted vs approved margin, total', () => get('/dashboard/margin?period=total'));
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (end)`,
  );
  const worst = results.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  console.log(`worst p99: ${worst.p99.toFixed(1)} ms (${worst.label}); goal 50 ms`);
  await app.close();
} finally {
  await database.close();
  // BENCH_KEEP=1 keeps the scratch database for EXPLAIN ANALYZE (drop it afterwards).
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
  else if (!embedded) await admin(`drop database if exists "${name}" with (force)`);
}
