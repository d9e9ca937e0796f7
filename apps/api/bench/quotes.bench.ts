/**
 * Benchmark of the quotes API on PostgreSQL (Fastify inject, in-process, no network in the figures):
 * - list and search 100,000 quotes of one organisation: p50/p99 per query shape (goal p99 50 ms)
 * - the client page's data in one request, by the link's token, with no session (goal p99 20 ms)
 * On a scratch database (scratch-app.ts).
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { QUOTE_STATUSES } from '@app/contracts/quotes/status';
import { sql } from 'drizzle-orm';
import { hourlyPerson } from '../src/modules/calculations/calculations.test-helpers';
import { measure, placesOf, withScratchApp } from './scratch-app';

const ROWS = 100_000;

await withScratchApp({ name: 'sm_bench_quotes' }, async ({ app, database, org, call }) => {
  const { stateId, firstCity } = await placesOf(call);
  const tx = stateId('TX');
  const city = await firstCity('TX');
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
});

/** The token the seeding gave row g (md5(g) || md5(7g), first 43 characters). */
function seededToken(g: number) {
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  return (md5(String(g)) + md5(String(g * 7))).slice(0, 43);
}
