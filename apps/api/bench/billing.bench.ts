/**
 * Benchmark of billing under a burst on PostgreSQL (through Fastify inject, so no network in the figures): 50
 * subscribe requests for one organisation sent at once (a double click, many times over). Goal: one charge,
 * every request answered within 2 s (docs/concurrency.md#billing-one-operation-at-a-time). Prints the charges
 * the sandbox took, the answers and the wall time, beside the wall time of 50 parallel reads of the billing page
 * (no lock) as the machine's reference: on a busy machine both grow together.
 * On a scratch database (scratch-app.ts).
 */
import { eq } from 'drizzle-orm';
import { organizations, plans } from '../src/db/schema';
import { createSandboxProvider } from '../src/modules/billing/providers/sandbox';
import { withScratchApp } from './scratch-app';

const PARALLEL = 50;
const GOAL_MS = 2000;

const sandbox = createSandboxProvider();
const scratch = { name: 'sm_bench_billing', domain: 'bench-billing', app: { paymentProvider: sandbox } };
await withScratchApp(scratch, async ({ app, database, org }) => {
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
});
