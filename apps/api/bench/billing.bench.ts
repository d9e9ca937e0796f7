/**
 * Benchmark of billing under a burst on PostgreSQL (through Fastify inject, so no network in the figures): 50
 * subscribe requests for one organisation sent at once (a double click, many times over). Goal: one charge,
 * every request answered within 2 s (docs/concurrency.md#billing-one-operation-at-a-time). Prints the charges
 * the sandbox took, the answers and the wall time, beside the wall time of 50 parallel reads of the billing page
 * (no lock) as the machine's reference: on a busy machine both grow together.
 * Uses BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) to create a scratch database.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { organizations, plans } from '../src/db/schema';
import { createSandboxProvider } from '../src/modules/billing/providers/sandbox';
import { seed } from '../src/seed';
import { createOrganization } from '../src/testing/tenants';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const name = `sm_bench_billing_${Date.now()}`;
const PARALLEL = 50;
const GOAL_MS = 2000;

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
  const sandbox = createSandboxProvider();
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
    database,
    paymentProvider: sandbox,
  });
  await app.ready();
  const org = await createOrganization(database.db, 'bench-billing');
  await database.db
    .update(organizations)
    .set({ trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60_000) })
    .where(eq(organizations.id, org.id));
  const cookie = org.members.Owner.cookie;
  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${path}`, headers: { cookie }, payload });
  const card = (
    await post('/billing/sandbox/payment_method', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    })
  ).json();
  const [plan] = await database.db.select().from(plans).where(eq(plans.code, 'enterprise-monthly'));

  const readsStarted = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, () => post('/bill_settings', {})));
  const reads = performance.now() - readsStarted;

  const before = sandbox.ledger.charges;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      post('/subscription/create', {
        plan_id: plan!.id,
        plan_members: 4,
        pm_id: card.pm_id,
        accept_terms: true,
      }),
    ),
  );
  const wall = performance.now() - started;
  const charges = sandbox.ledger.charges - before;
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
  const statuses = [...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log('Billing on PostgreSQL (Fastify inject, in-process, sandbox provider)');
  console.log(
    `${PARALLEL} parallel subscribes, one organisation`.padEnd(46) +
      ` charges ${charges}   wall ${wall.toFixed(0).padStart(5)} ms   (${statuses}; goal 1 charge, < ${GOAL_MS} ms)`,
  );
  console.log(
    `${`${PARALLEL} parallel reads of /bill_settings (reference)`.padEnd(46)} wall ${reads.toFixed(0)} ms`,
  );
  if (charges !== 1) process.exitCode = 1;
  await app.close();
} finally {
  await database.close();
  await admin(`drop database if exists "${name}" with (force)`);
}
