import { createHmac } from 'node:crypto';
import { webhookEventSchema } from '@app/contracts/webhooks/events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxEmails, plans } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { tinyPng } from '../../testing/accounts';
import { payWithNewCard, setTrialEnd } from '../../testing/billing-test-app';
import { client, dallasSite } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { createTestApp, drainJobs, type TestContext } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { createBody, type QuoteFixture, quoteFixture } from '../quotes/quotes.test-helpers';
import { DISABLE_AFTER_FAILED_EVENTS } from './deliver-webhook';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './emit-event';
import {
  memberApi,
  pendingDeliveries,
  type Received,
  type Receiver,
  runRetries,
  startReceiver,
} from './webhooks.test-helpers';

/**
 * Events reach a real HTTP receiver on 127.0.0.1, signed, once each; failures are retried on the webhook
 * schedule and an endpoint failing every attempt of several events in a row is disabled (docs/product/webhooks.md).
 */
const clock = manualClock(new Date());
let ctx: TestContext;
let receiver: Receiver;
let f: QuoteFixture;
let site: Awaited<ReturnType<typeof dallasSite>>;
/** Answers of the receiver's paths that change during a test. */
const answers = new Map<string, number | 'hang'>();

beforeAll(async () => {
  receiver = await startReceiver((path) => answers.get(path) ?? 200);
  // A deadline a loaded CI machine keeps: at 0.3 s an attempt to the answering receiver once timed out, and the
  // event waited for its retry a minute later.
  ctx = await createTestApp(
    { APP_DOMAIN: 'localhost:3000', WEBHOOK_TIMEOUT_MS: '1500', AUTH_RATE_LIMIT_MAX: '1000' },
    undefined,
    undefined,
    { clock },
  );
  f = await quoteFixture(ctx, 'hookev');
  site = await dallasSite(ctx);
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const owner = (org: TestOrganization) => memberApi(ctx, org.members.Owner.cookie);

/** Adds an endpoint for `path` on the receiver; answers its id and secret. */
async function endpoint(org: TestOrganization, path: string, events: string[]) {
  const res = await owner(org)('POST', '/webhooks', { url: receiver.url(path), events });
  expect(res.status).toBe(200);
  return { id: res.body.data.id as number, secret: res.body.secret as string };
}

/** Checks the signature header as a receiver must: HMAC-SHA256 of "<t>.<body>" with the secret. */
function verified(r: Received, secret: string) {
  const header = String(r.headers['staffmargin-signature']);
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex');
  expect(v1).toBe(expected);
  expect(Math.abs(Number(t) - clock.now().getTime() / 1000)).toBeLessThan(5);
  const event = webhookEventSchema.parse(JSON.parse(r.body));
  expect(r.headers['staffmargin-event-id']).toBe(event.id);
  expect(r.headers['content-type']).toBe('application/json');
  return event;
}

const member = () => client(ctx, f.org.members['Team Member'].cookie);
let seq = 1;
async function createQuote() {
  const res = await member().post(
    '/organization_team/quote/create',
    createBody(f, { quote_number: `W-${seq++}` }),
  );
  expect(res.status).toBe(200);
  return res.body.data.quotation as { id: number; uuid: string; quote_number: string };
}
/** The client's browser: no cookie, on the organisation's sub-domain. */
const clientCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: `10.9.0.${seq++}`,
    headers: {
      host: 'hookev.localhost:3000',
      'user-agent': 'Mozilla/5.0 (WebhookTest)',
      ...(method === 'POST' ? { origin: 'http://hookev.localhost:3000' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** Runs what is due and answers the receiver's new requests on `path` since `before`. */
async function deliveredSince(path: string, before: number) {
  await drainJobs(ctx);
  return receiver.on(path).slice(before);
}

describe('every event, once, signed', () => {
  it('quote sent, viewed, signed and declined reach the receiver with the quote’s figures', async () => {
    const path = '/quotes';
    const { secret } = await endpoint(f.org, path, [
      'quote.sent',
      'quote.viewed',
      'quote.signed',
      'quote.declined',
    ]);
    const q = await createQuote();

    let n = receiver.on(path).length;
    const sent = await member().post('/organization_team/quote/send', { id: q.id, email: 'Buyer@Acme.test' });
    expect(sent.status).toBe(200);
    let got = await deliveredSince(path, n);
    expect(got).toHaveLength(1);
    const sentEvent = verified(got[0]!, secret);
    expect(sentEvent).toMatchObject({
      type: 'quote.sent',
      data: { quote: { id: q.id, sent_to: 'buyer@acme.test' } },
    });
    const quote = (sentEvent.data as { quote: { sub_total: string; sales_tax: string; total: string } })
      .quote;

    n = receiver.on(path).length;
    const view = await clientCall('GET', `/quote/client/${q.uuid}`);
    expect(view.statusCode).toBe(200);
    // Money as decimal strings: the figures the client's page shows, re-adding to the cent.
    const page = view.json().data.quotation;
    expect([page.sub_total, page.vat, page.total]).toEqual([2400, 198, 2598]);
    expect(quote).toMatchObject({ sub_total: '2400.00', sales_tax: '198.00', total: '2598.00' });
    expect(Math.round(Number(quote.sub_total) * 100) + Math.round(Number(quote.sales_tax) * 100)).toBe(
      Math.round(Number(quote.total) * 100),
    );
    // Opened again at once: no second "viewed" (one per half hour, as the quote's history).
    await clientCall('GET', `/quote/client/${q.uuid}`);
    got = await deliveredSince(path, n);
    expect(got.map((r) => verified(r, secret).type)).toEqual(['quote.viewed']);

    n = receiver.on(path).length;
    const sign = await clientCall('POST', `/quote/client/${q.uuid}/sign`, {
      signer_name: 'Grace Buyer',
      signer_email: 'grace@acme.test',
      signature: { type: 'drawn', data: `data:image/png;base64,${tinyPng.toString('base64')}` },
      consent: true,
      document_sha256: view.json().data.quotation.document_sha256,
    });
    expect(sign.statusCode).toBe(200);
    got = await deliveredSince(path, n);
    expect(got).toHaveLength(1);
    expect(verified(got[0]!, secret)).toMatchObject({
      type: 'quote.signed',
      data: {
        quote: { id: q.id, status: 'Approved', signer_name: 'Grace Buyer', signer_email: 'grace@acme.test' },
      },
    });

    const q2 = await createQuote();
    await clientCall('GET', `/quote/client/${q2.uuid}`);
    await drainJobs(ctx);
    n = receiver.on(path).length;
    const decline = await clientCall('POST', `/quote/client/${q2.uuid}/decline`, { reason: 'Budget cut' });
    expect(decline.statusCode).toBe(200);
    got = await deliveredSince(path, n);
    expect(got).toHaveLength(1);
    expect(verified(got[0]!, secret)).toMatchObject({
      type: 'quote.declined',
      data: { quote: { id: q2.id, status: 'Not Approved', decline_reason: 'Budget cut' } },
    });
    // Each event has its own id.
    const ids = receiver.on(path).map((r) => JSON.parse(r.body).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('calculation submitted, approved and declined', async () => {
    const org = await createOrganization(ctx.database.db, 'hookcalc');
    const path = '/calcs';
    const { secret } = await endpoint(org, path, [
      'calculation.submitted',
      'calculation.approved',
      'calculation.declined',
    ]);
    const teamMember = client(ctx, org.members['Team Member'].cookie);
    const manager = client(ctx, org.members.Manager.cookie);
    const create = async (name: string) =>
      (
        await teamMember.post('/organization_team/calculation/create', {
          name,
          person_list: [hourlyPerson(site.ids.TX, site.dallas)],
          status: 'New calculation',
        })
      ).body.data.calculation.id as number;
    const status = (who: typeof manager, body: object) =>
      who.post('/organization_team/calculation/update/status', body);

    const a = await create('Austin drivers');
    const b = await create('Houston pickers');
    let n = receiver.on(path).length;
    expect((await status(teamMember, { id: a, status: 'Sent to approval' })).status).toBe(200);
    expect((await status(teamMember, { id: b, status: 'Sent to approval' })).status).toBe(200);
    expect((await status(manager, { id: a, status: 'Approved' })).status).toBe(200);
    expect(
      (
        await status(manager, {
          id: b,
          status: 'Not approved',
          reasonData: { reason_choice: 'Error in Rates', decline_reason: 'WC rate is last year’s' },
        })
      ).status,
    ).toBe(200);
    // Delivered in parallel (one job per event), so in any order.
    const got = (await deliveredSince(path, n)).map((r) => verified(r, secret));
    const calcOf = (e: (typeof got)[number]) => (e.data as { calculation: { id: number } }).calculation;
    expect(got.map((e) => `${e.type} ${calcOf(e).id}`).sort()).toEqual(
      [
        `calculation.submitted ${a}`,
        `calculation.submitted ${b}`,
        `calculation.approved ${a}`,
        `calculation.declined ${b}`,
      ].sort(),
    );
    expect(got.find((e) => e.type === 'calculation.declined')!.data).toMatchObject({
      calculation: {
        name: 'Houston pickers',
        status: 'Not approved',
        decline_reason: 'Error in Rates: WC rate is last year’s',
        changed_by: 'Manager hookcalc',
      },
    });
    // A refused move (409) sends nothing.
    n = receiver.on(path).length;
    expect((await status(manager, { id: b, status: 'Approved' })).status).toBe(409);
    expect(await deliveredSince(path, n)).toEqual([]);
  });

  it('subscription changed: created and cancelled, with the period price as a decimal string', async () => {
    const org = await createOrganization(ctx.database.db, 'hooksub');
    const path = '/billing';
    const { secret } = await endpoint(org, path, ['subscription.changed']);
    // The trial is over: the plan is charged now (a read-only organisation may still subscribe).
    await setTrialEnd(ctx, org, clock.now());
    const billing = client(ctx, org.members.Owner.cookie);
    const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.code, 'enterprise-monthly'));
    let n = receiver.on(path).length;
    const created = await payWithNewCard(billing, plan!.id, 4);
    expect(created.status).toBe(200);
    let got = await deliveredSince(path, n);
    expect(got).toHaveLength(1);
    const sub = created.body.data.subscription;
    expect(verified(got[0]!, secret).data).toEqual({
      subscription: {
        change: 'created',
        plan: plan!.name,
        seats: 4,
        status: sub.status,
        period_price: (sub.period_total_cents / 100).toFixed(2),
        current_period_end: sub.end_date,
        cancel_at: null,
      },
    });
    n = receiver.on(path).length;
    expect((await billing.post('/subscription/cancel')).status).toBe(200);
    got = await deliveredSince(path, n);
    expect(got).toHaveLength(1);
    expect(verified(got[0]!, secret).data).toMatchObject({
      subscription: { change: 'cancelled', cancel_at: sub.end_date },
    });
  });

  it('an organisation’s events never reach another organisation’s endpoint, nor an unsubscribed or disabled one', async () => {
    const other = await createOrganization(ctx.database.db, 'hookother');
    await endpoint(other, '/other', ['quote.sent', 'quote.viewed']);
    const { id: off } = await endpoint(f.org, '/off', ['quote.sent']);
    await owner(f.org)('PATCH', `/webhooks/${off}`, { enabled: false, version: 1 });
    await endpoint(f.org, '/unsubscribed', ['calculation.approved']);
    const q = await createQuote();
    await member().post('/organization_team/quote/send', { id: q.id, email: 'buyer@acme.test' });
    await drainJobs(ctx);
    expect(receiver.on('/other')).toEqual([]);
    expect(receiver.on('/off')).toEqual([]);
    expect(receiver.on('/unsubscribed')).toEqual([]);
  });
});

describe('retries, timeouts, the log and Resend', () => {
  it('retries after a 500 on the webhook schedule until it succeeds, logging each attempt', async () => {
    const org = await createOrganization(ctx.database.db, 'hookretry');
    const path = '/flaky';
    answers.set(path, 500);
    const { id, secret } = await endpoint(org, path, ['subscription.changed', 'calculation.submitted']);
    const teamMember = client(ctx, org.members['Team Member'].cookie);
    const calc = await teamMember.post('/organization_team/calculation/create', {
      name: 'Retry crew',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
      status: 'New calculation',
    });
    const calcId = calc.body.data.calculation.id;
    // The event's first attempt may run as soon as the status change is answered.
    const firstTry = Date.now();
    await teamMember.post('/organization_team/calculation/update/status', {
      id: calcId,
      status: 'Sent to approval',
    });
    // The worker schedules a retry by the system's clock (the database's now() finds it due): its time is
    // bounded by the wall clock before and after the attempt, however long a loaded machine takes.
    const retriedAt = (job: { runAt: Date } | undefined, since: number, delay: number) => {
      expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(since + delay);
      expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + delay);
    };
    await drainJobs(ctx);
    expect(receiver.on(path)).toHaveLength(1);
    // The first step of the webhook schedule (1 min), not the e-mails' 30 s nor the next 5 min.
    retriedAt((await pendingDeliveries(ctx, id))[0], firstTry, WEBHOOK_RETRY_DELAYS_MS[0]!);
    // Not again before that delay: draining now runs nothing.
    await drainJobs(ctx);
    expect(receiver.on(path)).toHaveLength(1);
    const secondTry = Date.now();
    await runRetries(ctx);
    retriedAt((await pendingDeliveries(ctx, id))[0], secondTry, WEBHOOK_RETRY_DELAYS_MS[1]!);
    answers.set(path, 204);
    await runRetries(ctx);
    const got = receiver.on(path);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => verified(r, secret).id)).size).toBe(1);
    expect(await pendingDeliveries(ctx, id)).toEqual([]);

    const log = await owner(org)('GET', `/webhooks/${id}/deliveries`);
    expect(
      log.body.data.map((d: { status: string; response_code: number; attempt: number }) => [
        d.status,
        d.response_code,
        d.attempt,
      ]),
    ).toEqual([
      ['succeeded', 204, 3],
      ['failed', 500, 2],
      ['failed', 500, 1],
    ]);
    expect(log.body.data[0]).toMatchObject({
      event_type: 'calculation.submitted',
      event_id: JSON.parse(got[0]!.body).id,
    });

    // Resend: the same event (same id and body), delivered again.
    const resend = await owner(org)('POST', `/webhooks/${id}/resend`, { delivery_id: log.body.data[0].id });
    expect(resend.status).toBe(200);
    await drainJobs(ctx);
    await runRetries(ctx);
    const again = receiver.on(path);
    expect(again).toHaveLength(4);
    expect(again[3]!.body).toBe(got[0]!.body);
    expect((await owner(org)('GET', `/webhooks/${id}/deliveries`)).body.data[0]).toMatchObject({
      status: 'succeeded',
      attempt: 1,
    });
    expect((await owner(org)('POST', `/webhooks/${id}/resend`, { delivery_id: 999_999_999 })).status).toBe(
      404,
    );
  });

  it('resends queue one delivery while one is on its way, and at most 10 a minute per organisation', async () => {
    const org = await createOrganization(ctx.database.db, 'hookresend');
    const path = '/resend-limit';
    answers.set(path, 204);
    const { id } = await endpoint(org, path, ['calculation.submitted']);
    const teamMember = client(ctx, org.members['Team Member'].cookie);
    const calc = await teamMember.post('/organization_team/calculation/create', {
      name: 'Resent crew',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
      status: 'New calculation',
    });
    await teamMember.post('/organization_team/calculation/update/status', {
      id: calc.body.data.calculation.id,
      status: 'Sent to approval',
    });
    await drainJobs(ctx);
    expect(receiver.on(path)).toHaveLength(1);
    const [delivery] = (await owner(org)('GET', `/webhooks/${id}/deliveries`)).body.data;
    const resend = () => owner(org)('POST', `/webhooks/${id}/resend`, { delivery_id: delivery.id });
    const answered = [];
    for (let i = 0; i < 12; i++) answered.push(await resend());
    expect(answered[0]!.body.message).toBe('The event will be delivered again');
    for (const later of answered.slice(1, 10)) {
      expect(later.status).toBe(200);
      expect(later.body.message).toBe('This event is already on its way to the endpoint');
    }
    for (const refused of answered.slice(10)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('At most 10 resends a minute; try again shortly');
    }
    await drainJobs(ctx);
    // Twelve clicks: the first delivery and one resend reached the endpoint.
    expect(receiver.on(path)).toHaveLength(2);
  });

  it('a receiver that does not answer in time is a failed attempt, retried', async () => {
    const org = await createOrganization(ctx.database.db, 'hookslow');
    const path = '/slow';
    answers.set(path, 'hang');
    const { id } = await endpoint(org, path, ['calculation.submitted']);
    const teamMember = client(ctx, org.members['Team Member'].cookie);
    const calc = await teamMember.post('/organization_team/calculation/create', {
      name: 'Slow crew',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
      status: 'New calculation',
    });
    await teamMember.post('/organization_team/calculation/update/status', {
      id: calc.body.data.calculation.id,
      status: 'Sent to approval',
    });
    await drainJobs(ctx);
    let log = (await owner(org)('GET', `/webhooks/${id}/deliveries`)).body.data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'failed', response_code: null, error: 'No answer within 1.5 s' });
    expect(log[0].duration_ms).toBeGreaterThanOrEqual(1490);
    answers.set(path, 200);
    await runRetries(ctx);
    log = (await owner(org)('GET', `/webhooks/${id}/deliveries`)).body.data;
    expect(log.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'failed']);
  });
});

describe('disabling', () => {
  it(`disables an endpoint once ${DISABLE_AFTER_FAILED_EVENTS} events in a row failed every attempt, and e-mails the Owner`, async () => {
    const org = await createOrganization(ctx.database.db, 'hookdead');
    const path = '/dead';
    answers.set(path, 503);
    const { id } = await endpoint(org, path, ['calculation.submitted']);
    const teamMember = client(ctx, org.members['Team Member'].cookie);
    const submit = async (name: string) => {
      const calc = await teamMember.post('/organization_team/calculation/create', {
        name,
        person_list: [hourlyPerson(site.ids.TX, site.dallas)],
        status: 'New calculation',
      });
      await teamMember.post('/organization_team/calculation/update/status', {
        id: calc.body.data.calculation.id,
        status: 'Sent to approval',
      });
    };
    const runAllAttempts = async () => {
      await drainJobs(ctx);
      for (let i = 1; i < WEBHOOK_MAX_ATTEMPTS; i++) await runRetries(ctx);
    };
    for (let i = 1; i <= DISABLE_AFTER_FAILED_EVENTS; i++) {
      await submit(`Dead crew ${i}`);
      await runAllAttempts();
      const [row] = (await owner(org)('GET', '/webhooks')).body.data;
      expect(row.enabled).toBe(i < DISABLE_AFTER_FAILED_EVENTS);
    }
    expect(receiver.on(path)).toHaveLength(DISABLE_AFTER_FAILED_EVENTS * WEBHOOK_MAX_ATTEMPTS);
    const dead = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.state, 'dead')));
    expect(dead.length).toBeGreaterThanOrEqual(DISABLE_AFTER_FAILED_EVENTS);
    const [row] = (await owner(org)('GET', '/webhooks')).body.data;
    expect(row).toMatchObject({
      enabled: false,
      disabled_reason: `Disabled after ${DISABLE_AFTER_FAILED_EVENTS} events in a row failed on every attempt`,
    });
    await drainJobs(ctx);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, org.members.Owner.email));
    expect(mails.map((m) => m.subject)).toEqual(['A StaffMargin webhook endpoint was disabled']);
    expect(mails[0]!.text).toContain(receiver.url(path));
    expect(mails[0]!.text).toContain('http://hookdead.localhost:3000/settings/webhooks');
    // Disabled: the next event is not queued for it, and Resend is refused until it is enabled again.
    await submit('After disabling');
    await drainJobs(ctx);
    expect(receiver.on(path)).toHaveLength(DISABLE_AFTER_FAILED_EVENTS * WEBHOOK_MAX_ATTEMPTS);
    const log = (await owner(org)('GET', `/webhooks/${id}/deliveries?per_page=1`)).body.data;
    expect((await owner(org)('POST', `/webhooks/${id}/resend`, { delivery_id: log[0].id })).status).toBe(409);
    // The automatic disable is a new version: an edit read before it cannot silently turn it back on.
    const stale = await owner(org)('PATCH', `/webhooks/${id}`, { enabled: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ changed_by: null, version: 2 });
    const enabled = await owner(org)('PATCH', `/webhooks/${id}`, { enabled: true, version: 2 });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, version: 3 });
  });
});
