import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { TestClient } from '../../testing/accounts';
import { client, dallasSite } from '../../testing/member-client';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { WEBHOOK_DELIVERY_JOB } from './emit-event';
import { memberApi, type Receiver, startReceiver } from './webhooks.test-helpers';

/**
 * Issue #39's attack, as a tenant would make it: its ten webhook endpoints accept the connection and never answer,
 * it triggers one event and clicks Resend 60 times at once. Another organisation's password-reset e-mail must
 * still reach a real SMTP server within 2 s of the request, and that organisation's own webhook delivery must
 * start within the same bound after the worker's next poll (docs/decisions/0004-job-queue.md#lanes-and-leases,
 * #fair-shares-between-organisations).
 *
 * The app's own worker runs every job here, as in production (woken by each commit of an e-mail, and its polling
 * loop started as server.ts does), never drainJobs; the deliveries wait the full default timeout (10 s). Why it
 * fails without the fix, each part checked by breaking it on purpose:
 * - one lane of five for every kind (no lanes): the hanging deliveries take all five slots for 10 s, then the
 *   older queued ones take them again, and the reset e-mail had not arrived after 20 s;
 * - lanes, but no cap per organisation: the hanging deliveries take the webhook lane's four slots, and the other
 *   organisation's delivery, queued behind the attacker's twenty, had not started after 20 s. With the cap of two,
 *   two slots stay free for the others.
 */
const TIMEOUT_MS = 10_000;
/** The bound, from the request to the e-mail in the SMTP server. */
const PROMPT_MS = 2_000;
/**
 * The other organisation's delivery: the same bound after the worker's next poll (JOBS_POLL_MS, 1 s by default),
 * which is what starts a webhook delivery (an e-mail's commit wakes the worker, an event's does not yet).
 */
const DELIVERY_MS = 1_000 + PROMPT_MS;

let ctx: TestContext;
let smtp: SmtpCapture;
let receiver: Receiver;
let site: Awaited<ReturnType<typeof dallasSite>>;
/** Paths that never answer (the attacker's, once its first event went through). */
const hanging = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = await startReceiver((path) => (hanging.has(path) ? 'hang' : 200));
  ctx = await createTestApp({
    SMTP_URL: smtp.url,
    APP_DOMAIN: 'localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  ctx.app.jobs.start();
  site = await dallasSite(ctx);
});
afterAll(async () => {
  // The hanging answers end first (their deliveries fail at once), so closing the app does not wait them out.
  await receiver?.close();
  await ctx?.close();
  await smtp?.close();
});

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Creates a calculation and sends it to approval: one `calculation.submitted` event. */
async function submitCalculation(org: TestOrganization, name: string) {
  const member = client(ctx, org.members['Team Member'].cookie);
  const created = await member.post('/organization_team/calculation/create', {
    name,
    person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    status: 'New calculation',
  });
  expect(created.status).toBe(200);
  return () =>
    member.post('/organization_team/calculation/update/status', {
      id: created.body.data.calculation.id,
      status: 'Sent to approval',
    });
}

/** An organisation's webhook delivery jobs by state. */
async function deliveriesOf(org: TestOrganization) {
  const rows = await ctx.database.db
    .select({ state: jobs.state, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.organizationId, org.id)))
    .groupBy(jobs.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Partial<Record<string, number>>;
}

describe('one tenant’s endpoints that never answer', () => {
  it('leave another tenant’s reset e-mail under 2 s and its webhook delivery as prompt, whatever 60 resends add', async () => {
    const attacker = await createOrganization(ctx.database.db, 'stall');
    const victim = await createOrganization(ctx.database.db, 'calm');
    const owner = memberApi(ctx, attacker.members.Owner.cookie);
    const paths = Array.from({ length: 10 }, (_, i) => `/stall/${i}`);
    const endpointIds: number[] = [];
    for (const path of paths) {
      const res = await owner('POST', '/webhooks', {
        url: receiver.url(path),
        events: ['calculation.submitted'],
      });
      expect(res.status).toBe(200);
      endpointIds.push(res.body.data.id);
    }
    const victimEndpoint = await memberApi(ctx, victim.members.Owner.cookie)('POST', '/webhooks', {
      url: receiver.url('/calm'),
      events: ['calculation.submitted'],
    });
    expect(victimEndpoint.status).toBe(200);

    // A first event goes through while the endpoints still answer: it gives the deliveries Resend is clicked on.
    await (await submitCalculation(attacker, 'Warm-up'))();
    await until('the first event at all ten endpoints', () =>
      paths.every((p) => receiver.on(p).length === 1),
    );
    await until('the first deliveries logged', async () => (await deliveriesOf(attacker)).done === 10);
    const deliveryIds = await Promise.all(
      endpointIds.map(
        async (id) => (await owner('GET', `/webhooks/${id}/deliveries`)).body.data[0].id as number,
      ),
    );

    // Now they accept and never answer. One event: ten deliveries, each waiting its full timeout.
    for (const path of paths) hanging.add(path);
    const submitStall = await submitCalculation(attacker, 'Stall');
    const stallStarted = Date.now();
    expect((await submitStall()).status).toBe(200);
    const hangingRequests = () => paths.reduce((n, p) => n + receiver.on(p).length, 0) - 10;
    await until('the hanging deliveries under way', () => hangingRequests() >= 2);
    // Time for the lane to take every slot it would give them (all four, without the cap per organisation).
    await new Promise((r) => setTimeout(r, 300));
    // 60 clicks on Resend at once, six on each endpoint's delivery: ten a minute get through, the rest are 429.
    const clicks = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        owner('POST', `/webhooks/${endpointIds[i % 10]}/resend`, { delivery_id: deliveryIds[i % 10] }),
      ),
    );
    expect(clicks.filter((c) => c.status === 429)).toHaveLength(50);
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(10);
    const queued = await deliveriesOf(attacker);
    // The event's ten and the resends are waiting on the attacker's slots, which hang.
    expect((queued.running ?? 0) + (queued.queued ?? 0)).toBeGreaterThanOrEqual(20);

    // The other organisation's reset e-mail, from the request to the SMTP server.
    const email = victim.members.Manager.email;
    const asked = Date.now();
    const reset = await new TestClient(ctx.app).post('/api/auth/password', { email });
    expect(reset.statusCode).toBe(200);
    // Waited for past the bound, so a failure says how late it came.
    await smtp.waitFor(email, 'Reset password instructions', 2 * TIMEOUT_MS);
    const mailMs = Date.now() - asked;

    // And its webhook delivery, from the request that causes the event to the receiver.
    const submitCalm = await submitCalculation(victim, 'Calm');
    const submitted = Date.now();
    expect((await submitCalm()).status).toBe(200);
    await until('the other organisation’s delivery', () => receiver.on('/calm').length === 1, 2 * TIMEOUT_MS);
    const deliveryMs = Date.now() - submitted;

    console.info(`reset e-mail ${mailMs} ms, other organisation's delivery ${deliveryMs} ms`);
    expect(mailMs).toBeLessThan(PROMPT_MS);
    expect(deliveryMs).toBeLessThan(DELIVERY_MS);
    // Measured while the attack held: no hanging delivery can have reached its timeout yet, and the attacker had
    // two deliveries running, its cap, with the rest of its twenty waiting.
    expect(Date.now() - stallStarted).toBeLessThan(TIMEOUT_MS);
    expect(hangingRequests()).toBe(2);
    expect(await deliveriesOf(attacker)).toMatchObject({ running: 2 });
  });
});
