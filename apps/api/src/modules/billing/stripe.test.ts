import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  billingAccounts,
  billingWebhookEvents,
  invoices,
  jobs,
  organizations,
  outboxEmails,
  plans,
  subscriptions,
} from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { billingMix, expectConsistent, mixRuns, runMix } from '../../testing/billing-races';
import { sandboxCard } from '../../testing/billing-test-app';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe';
import { client } from '../../testing/member-client';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, drainJobs, type TestContext } from '../../testing/test-app';
import { createStripeProvider, priceTiers } from './providers/stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
const T0 = new Date('2026-11-23T12:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const clock = manualClock(T0);
let stripeServer: FakeStripe;
let ctx: TestContext;
let planIds: Record<string, number>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeServer = await startFakeStripe(() => clock.now());
  ctx = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_adapter',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_adapter',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.url,
    },
    undefined,
    undefined,
    { clock },
  );
  planIds = Object.fromEntries((await ctx.database.db.select().from(plans)).map((p) => [p.code, p.id]));
});
afterAll(async () => {
  await ctx.close();
  await stripeServer.close();
});

let orgs = 0;
/**
 * Each test starts at T0 with an organisation of its own whose trial has just ended (a plan bought now is charged
 * now; during the trial, lifecycle.test.ts), and reads only the Stripe requests made
 * after it started, so no test depends on what another one left.
 */
async function start() {
  clock.set(T0);
  orgs += 1;
  const org = await createOrganization(ctx.database.db, `stripe-org${orgs}`);
  await ctx.database.db.update(organizations).set({ trialEndsAt: T0 }).where(eq(organizations.id, org.id));
  const from = stripeServer.requests.length;
  return {
    org,
    owner: client(ctx, org.members.Owner.cookie),
    /** Stripe's test visa card under an id of this organisation's own. */
    card: `pm_card_visa_o${orgs}`,
    requests: () => stripeServer.requests.slice(from),
  };
}

/** A saved default card, then Enterprise monthly for 4 seats at T0. */
async function subscribed({ owner, card }: Awaited<ReturnType<typeof start>>) {
  expect((await owner.post('/payment_method/add_payment_method', { pm_id: card })).status).toBe(200);
  const res = await owner.post('/subscription/create/payment_method', {
    plan_id: planIds['enterprise-monthly'],
    plan_members: 4,
    accept_terms: true,
  });
  expect(res.status).toBe(200);
  return res;
}

/** Subscribes the organisation (as `subscribed`) and answers its subscription row. */
async function subscriptionOf(started: Awaited<ReturnType<typeof start>>) {
  await subscribed(started);
  const [sub] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, started.org.id));
  return sub!;
}

/** The rows that mark an event id as applied (a provider event, or a receipt claimed once). */
const recordedEvents = (eventId: string) =>
  ctx.database.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, eventId));

/**
 * Posts an event to the webhook signed as Stripe signs it (the SDK's test-header helper), then lets the job
 * worker apply what it queued (unless `process` is false).
 */
async function webhook(event: object, { secret = WEBHOOK_SECRET, process = true } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  if (process) await drainJobs(ctx);
  return { status: res.statusCode, body: res.json() };
}

describe('Stripe adapter against a local server speaking Stripe', () => {
  it('builds volume tiers from the seat prices: $49 for one seat down to $39 from 20, yearly at 88% x 12', () => {
    const monthly = priceTiers('monthly');
    expect(monthly[0]).toEqual({ up_to: 1, unit_amount: 4900 });
    expect(monthly[1]).toEqual({ up_to: 3, unit_amount: 4800 });
    expect(monthly.at(-1)).toEqual({ up_to: 'inf', unit_amount: 3900 });
    expect(monthly).toHaveLength(11);
    expect(priceTiers('yearly')[0]).toEqual({ up_to: 1, unit_amount: 4312 * 12 });
  });

  it('creates one price per plan when two processes subscribe their first customers at once', async () => {
    const fresh = await startFakeStripe(() => clock.now());
    try {
      const options = { secretKey: 'sk_test_two', publishableKey: null, webhookSecret: null };
      const at = { host: '127.0.0.1', port: fresh.port, protocol: 'http' as const };
      const processes = [
        createStripeProvider({ ...options, ...at }),
        createStripeProvider({ ...options, ...at }),
      ];
      await Promise.all(
        processes.map(async (provider, i) => {
          const customerId = await provider.createCustomer(
            { organizationId: 900 + i, name: `First ${i}`, email: `first${i}@prices.test` },
            `test-first-customer-${i}`,
          );
          await provider.attachCard(customerId, `pm_card_visa_o${900 + i}`);
          return provider.createSubscription({
            customerId,
            price: { code: 'enterprise-monthly', planName: 'Enterprise', frequency: 'monthly' },
            seats: 2,
            pmId: `pm_card_visa_o${900 + i}`,
            promo: null,
            now: T0,
            trialEnd: null,
            idempotencyKey: `test-first-subscribe-${i}`,
          });
        }),
      );
      expect([...fresh.prices.values()].filter((p) => p.lookup_key === 'enterprise-monthly')).toHaveLength(1);
      expect(fresh.subscriptions.size).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('hands Elements a SetupIntent, saves a card, and refuses a declined one with Stripe’s message', async () => {
    const { org, owner, card, requests } = await start();
    const intent = await owner.post('/payment_method/setup_intent');
    expect(intent.body).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_adapter' });
    expect(intent.body.client_secret).toMatch(/^seti_.*_secret_/);
    const added = await owner.post('/payment_method/add_payment_method', { pm_id: card });
    expect(added.status).toBe(200);
    expect(added.body.data.payment_methods[0]).toMatchObject({
      card_type: 'visa',
      card_last_four: '4242',
      status: true,
    });
    const declined = await owner.post('/payment_method/add_payment_method', {
      pm_id: 'pm_card_chargeDeclined',
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const customer = requests().filter((r) => r.path === '/v1/customers');
    expect(customer).toHaveLength(1);
    const attach = requests().find((r) => r.path === `/v1/payment_methods/${card}/attach`);
    const account = await ctx.database.db.query.billingAccounts.findFirst({
      where: eq(billingAccounts.organizationId, org.id),
    });
    expect(attach?.body.customer).toBe(customer[0] && account?.customerId);
  });

  it('subscribes with quantity = seats on a tiered price and stores Stripe’s invoice', async () => {
    const started = await start();
    const res = await subscribed(started);
    expect(res.body.data.invoice.total_cents).toBe(4 * 4700);
    const create = started.requests().find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body).toMatchObject({
      items: [{ quantity: '4' }],
      default_payment_method: started.card,
      payment_behavior: 'error_if_incomplete',
    });
    // The price is created once per app, by whichever test subscribed first.
    const price = stripeServer.requests.find((r) => r.path === '/v1/prices' && r.method === 'POST');
    expect(price?.body).toMatchObject({
      lookup_key: 'enterprise-monthly',
      tiers_mode: 'volume',
      recurring: { interval: 'month' },
    });
  });

  it('sends one receipt for a payment: the invoice.paid webhooks of an invoice already receipted send none', async () => {
    const started = await start();
    const { org } = started;
    const sub = await subscriptionOf(started);
    const paid = stripeServer.subscriptions.get(sub.providerSubscriptionId)!.latest_invoice as {
      id: string;
      number: string;
    };
    const receipts = async () =>
      (
        await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, org.members.Owner.email))
      ).filter((m) => m.subject === `Receipt ${paid.number} from StaffMargin`).length;
    await vi.waitFor(async () => expect(await receipts()).toBe(1));
    // Stripe's invoice.paid for the same payment, delivered twice at once under two event ids (a retry after a
    // timeout carries the same id; two endpoints, or a resend from the dashboard, do not).
    const deliveries = await Promise.all(
      ['evt_sub_paid_a', 'evt_sub_paid_b'].map((id) =>
        webhook({ id, object: 'event', type: 'invoice.paid', data: { object: paid } }),
      ),
    );
    expect(deliveries.map((d) => d.body)).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: false },
    ]);
    // Give any second e-mail the time to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await receipts()).toBe(1);
    expect(await recordedEvents(`receipt:${paid.id}`)).toHaveLength(1);
  });

  it('adds a seat with always_invoice proration and cancels at period end', async () => {
    const started = await start();
    const { owner, requests } = started;
    await subscribed(started);
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const res = await owner.post('/subscription/update', { plan_members: 5, accept_terms: true });
    expect(res.status).toBe(200);
    expect(res.body.data.invoice.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      -9400, 11750,
    ]);
    const update = requests()
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1);
    expect(update?.body).toMatchObject({ proration_behavior: 'always_invoice', items: [{ quantity: '5' }] });
    const cancel = await owner.post('/subscription/cancel', {});
    expect(cancel.body.data.subscription.cancel_at).toBe('2026-12-23T12:00:00.000Z');
  });

  it('applies a signed webhook once: a failed payment makes it past due, a replay changes nothing, a paid retry restores it', async () => {
    const started = await start();
    const { org, owner } = started;
    const sub = await subscriptionOf(started);
    const failedInvoice = {
      id: 'in_failed_1',
      object: 'invoice',
      number: 'FAKE-FAIL',
      status: 'open',
      created: Math.floor(clock.now().getTime() / 1000),
      total: 23500,
      total_discount_amounts: [],
      period_start: 0,
      period_end: 0,
      next_payment_attempt: Math.floor(clock.now().getTime() / 1000) + 86400,
      lines: { object: 'list', data: [{ amount: 23500, description: '5 × seat', quantity: 5 }] },
      parent: { subscription_details: { subscription: sub.providerSubscriptionId } },
    };
    // Stripe marks the subscription past due when its invoice fails, before it sends the event.
    const stripeSub = stripeServer.subscriptions.get(sub.providerSubscriptionId)!;
    stripeSub.status = 'past_due';
    const event = {
      id: 'evt_failed_1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: failedInvoice },
    };
    const first = await webhook(event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const afterFirst = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(afterFirst[0]).toMatchObject({ status: 'past_due' });
    const invoicesAfterFirst = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, org.id));

    const replay = await webhook(event);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    const afterReplay = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(afterReplay[0]).toEqual(afterFirst[0]);
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.organizationId, org.id))).toEqual(
      invoicesAfterFirst,
    );
    expect(await recordedEvents('evt_failed_1')).toHaveLength(1);

    stripeSub.status = 'active';
    const paid = await webhook({
      id: 'evt_paid_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { ...failedInvoice, status: 'paid' } },
    });
    expect(paid.body.duplicate).toBe(false);
    const restored = await owner.post('/bill_settings');
    expect(restored.body.data.subscription).toMatchObject({ status: 'active', past_due_since: null });
    expect(
      restored.body.data.billing_histories.find((h: { number: string }) => h.number === 'FAKE-FAIL').status,
    ).toBe('paid');

    // The failure's event delivered again late, under another id (Stripe retries events out of order): the
    // invoice stays paid, on the day it was paid.
    const late = await webhook({ ...event, id: 'evt_failed_late' });
    expect(late.body.duplicate).toBe(false);
    const history = (await owner.post('/bill_settings')).body.data.billing_histories;
    const invoice = history.find((h: { number: string }) => h.number === 'FAKE-FAIL');
    expect(invoice.status).toBe('paid');
    expect(invoice).toEqual(
      restored.body.data.billing_histories.find((h: { number: string }) => h.number === 'FAKE-FAIL'),
    );
  });

  it('answers a webhook once verified and queued; the worker applies it, and keeps a failing one for a retry', async () => {
    const sub = await subscriptionOf(await start());
    // Cancelled at Stripe (its dashboard, say), which then tells us.
    stripeServer.subscriptions.get(sub.providerSubscriptionId)!.status = 'canceled';
    const deleted = {
      id: 'evt_queued_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: stripeServer.subscriptions.get(sub.providerSubscriptionId) },
    };
    const eventJobs = async () =>
      (await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'billing-event'))).length;
    const before = await eventJobs();
    const answer = await webhook(deleted, { process: false });
    expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
    // The event went into the jobs table; the worker applies it.
    expect(await eventJobs()).toBe(before + 1);
    await drainJobs(ctx);
    const [after] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after!.status).toBe('canceled');
    // Stripe delivering it again: answered as a duplicate, nothing queued.
    expect((await webhook(deleted)).body).toEqual({ received: true, duplicate: true });
    expect(await eventJobs()).toBe(before + 1);

    // An event the worker cannot apply is not lost: its job waits for a retry with the error, and the event
    // is not marked applied, so it still takes effect once processing works.
    const broken = { id: 'evt_queued_broken', object: 'event', type: 'invoice.paid', data: { object: {} } };
    await webhook(broken);
    const [job] = (await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'billing-event'))).filter(
      (j) => (j.payload as { eventId: string }).eventId === broken.id,
    );
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toBeTruthy();
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await recordedEvents(broken.id)).toHaveLength(0);
  });

  it('refuses a webhook whose signature does not match', async () => {
    const res = await webhook(
      { id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } },
      { secret: 'whsec_wrong' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid webhook signature');
    expect(await recordedEvents('evt_forged')).toHaveLength(0);
  });

  it('does not offer the sandbox card form when Stripe is configured', async () => {
    const { owner } = await start();
    const res = await sandboxCard(owner);
    expect(res.status).toBe(404);
  });

  it('previews a seat change with Stripe’s upcoming-invoice preview and charges the previewed amount', async () => {
    const started = await start();
    const { owner, requests } = started;
    await subscribed(started);
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const preview = await owner.post('/subscription/preview', { plan_members: 5 });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ kind: 'change', due_now_cents: -9400 + 11750 });
    const asked = requests().find((r) => r.path === '/v1/invoices/create_preview');
    expect(asked?.body).toMatchObject({
      subscription_details: { proration_behavior: 'always_invoice', items: [{ quantity: '5' }] },
    });
    const stale = await owner.post('/subscription/update', {
      plan_members: 5,
      accept_terms: true,
      expected_total_cents: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.preview.due_now_cents).toBe(2350);
    const paid = await owner.post('/subscription/update', {
      plan_members: 5,
      accept_terms: true,
      expected_total_cents: preview.body.data.due_now_cents,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.invoice.total_cents).toBe(preview.body.data.due_now_cents);
  });

  it('resumes a cancellation with cancel_at_period_end false', async () => {
    const started = await start();
    const { owner, requests } = started;
    await subscribed(started);
    await owner.post('/subscription/cancel', {});
    const resumed = await owner.post('/subscription/resume', {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.subscription.cancel_at).toBeNull();
    const last = requests()
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1);
    expect(last?.body).toEqual({ cancel_at_period_end: 'false' });
  });

  it('subscribes during the trial with trial_end: nothing charged now, status trialing', async () => {
    const started = await start();
    const { org, owner, card, requests } = started;
    const trialEnd = new Date(T0.getTime() + 2 * DAY);
    await ctx.database.db
      .update(organizations)
      .set({ trialEndsAt: trialEnd })
      .where(eq(organizations.id, org.id));
    expect((await owner.post('/payment_method/add_payment_method', { pm_id: card })).status).toBe(200);
    const preview = await owner.post('/subscription/preview', {
      plan_id: planIds['enterprise-monthly'],
      plan_members: 4,
    });
    expect(preview.body.data).toMatchObject({ due_now_cents: 0, trial_ends_at: trialEnd.toISOString() });
    const res = await owner.post('/subscription/create/payment_method', {
      plan_id: planIds['enterprise-monthly'],
      plan_members: 4,
      accept_terms: true,
      expected_total_cents: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({
      status: 'trialing',
      end_date: trialEnd.toISOString(),
    });
    const create = requests().find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body.trial_end).toBe(String(trialEnd.getTime() / 1000));
    const settings = await owner.post('/bill_settings', {});
    expect(settings.body.data.billing.state).toBe('active');
  });
});

/** A subscription event as Stripe sends it, with the subscription as it was at `created`. */
function subscriptionEvent(
  id: string,
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  object: Record<string, unknown>,
  created: number,
) {
  return { id, object: 'event', type, created, data: { object: structuredClone(object) } };
}

describe('Stripe webhooks in any order', () => {
  it('keeps the newer seat count when an older customer.subscription.updated arrives after a newer one', async () => {
    const started = await start();
    const sub = await subscriptionOf(started);
    const stripeSub = stripeServer.subscriptions.get(sub.providerSubscriptionId)!;
    const at = Math.floor(T0.getTime() / 1000);
    // Stripe's state at 5 seats, then at 6 seats (the owner changed it twice); the events arrive newest first.
    const five = structuredClone(stripeSub) as { items: { data: { quantity: number }[] } };
    five.items.data[0]!.quantity = 5;
    expect(
      (await started.owner.post('/subscription/update', { plan_members: 6, accept_terms: true })).status,
    ).toBe(200);
    const six = stripeServer.subscriptions.get(sub.providerSubscriptionId)!;
    await webhook(subscriptionEvent('evt_order_new', 'customer.subscription.updated', six, at + 20));
    const late = await webhook(
      subscriptionEvent('evt_order_old', 'customer.subscription.updated', five, at + 10),
    );
    expect(late.body).toEqual({ received: true, duplicate: false });
    const settings = await started.owner.post('/bill_settings');
    expect(settings.body.data.subscription.members).toBe(6);
    // A redelivery of the newer one is a duplicate and changes nothing either.
    expect(
      (await webhook(subscriptionEvent('evt_order_new', 'customer.subscription.updated', six, at + 20))).body,
    ).toEqual({ received: true, duplicate: true });
    expect((await started.owner.post('/bill_settings')).body.data.subscription.members).toBe(6);
  });

  it('does not revive a cancelled subscription when an older “active” update arrives after the deletion', async () => {
    const started = await start();
    const sub = await subscriptionOf(started);
    const stripeSub = stripeServer.subscriptions.get(sub.providerSubscriptionId)!;
    const at = Math.floor(T0.getTime() / 1000);
    const active = structuredClone(stripeSub);
    stripeSub.status = 'canceled';
    await webhook(
      subscriptionEvent('evt_revive_deleted', 'customer.subscription.deleted', stripeSub, at + 30),
    );
    await webhook(subscriptionEvent('evt_revive_old', 'customer.subscription.updated', active, at + 5));
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row!.status).toBe('canceled');
    expect((await started.owner.post('/bill_settings')).body.data.subscription.status).toBe('canceled');
  });
});

describe('one charge per operation, with Stripe', () => {
  it('creates one Stripe subscription for five subscribes sent at once, and sends every change with an Idempotency-Key', async () => {
    const started = await start();
    const { owner, card, requests } = started;
    expect((await owner.post('/payment_method/add_payment_method', { pm_id: card })).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.post('/subscription/create/payment_method', {
          plan_id: planIds['enterprise-monthly'],
          plan_members: 4,
          accept_terms: true,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const creates = requests().filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toMatch(/^staffmargin-subscribe-org\d+-[0-9a-f]{40}$/);
    expect((await owner.post('/subscription/update', { plan_members: 5, accept_terms: true })).status).toBe(
      200,
    );
    expect((await owner.post('/subscription/cancel', {})).status).toBe(200);
    const changes = requests().filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'));
    expect(changes).toHaveLength(2);
    expect(changes.map((r) => r.idempotencyKey?.split('-')[1])).toEqual(['change', 'cancel']);
  });

  it('gets Stripe’s first answer again for a retried call with the same key, and a refusal for the key with other parameters', async () => {
    const started = await start();
    const { owner, card } = started;
    expect((await owner.post('/payment_method/add_payment_method', { pm_id: card })).status).toBe(200);
    const provider = createStripeProvider({
      secretKey: 'sk_test_adapter',
      publishableKey: null,
      webhookSecret: null,
      host: '127.0.0.1',
      port: stripeServer.port,
      protocol: 'http',
    });
    const account = await ctx.database.db.query.billingAccounts.findFirst({
      where: eq(billingAccounts.organizationId, started.org.id),
    });
    const input = {
      customerId: account!.customerId,
      price: { code: 'enterprise-monthly', planName: 'Enterprise', frequency: 'monthly' as const },
      seats: 2,
      pmId: card,
      promo: null,
      now: T0,
      idempotencyKey: `test-retry-${started.org.id}`,
    };
    const before = stripeServer.subscriptions.size;
    const first = await provider.createSubscription(input);
    const retried = await provider.createSubscription(input);
    expect(retried).toEqual(first);
    expect(stripeServer.subscriptions.size - before).toBe(1);
    expect(started.requests().filter((r) => r.replayed)).toHaveLength(1);
    await expect(provider.createSubscription({ ...input, seats: 3 })).rejects.toThrow(/same parameters/);
  });

  it('makes a change back to an earlier state at the same instant (4, 5, 4, 5 seats; cancel, resume, cancel) at Stripe too', async () => {
    // The clock stands still, so the subscription's last write is the same time after every step: only its
    // version tells the third change from the first (which Stripe would otherwise replay, unmade).
    const started = await start();
    const sub = await subscriptionOf(started);
    const atStripe = () =>
      stripeServer.subscriptions.get(sub.providerSubscriptionId) as {
        items: { data: { quantity: number }[] };
        cancel_at_period_end: boolean;
      };
    const stored = async () =>
      (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!;
    for (const seats of [5, 4, 5]) {
      const res = await started.owner.post('/subscription/update', {
        plan_members: seats,
        accept_terms: true,
      });
      expect(res.status).toBe(200);
      expect(atStripe().items.data[0]!.quantity).toBe(seats);
      expect((await stored()).seats).toBe(seats);
    }
    for (const [path, cancelling] of [
      ['/subscription/cancel', true],
      ['/subscription/resume', false],
      ['/subscription/cancel', true],
    ] as const) {
      expect((await started.owner.post(path, {})).status).toBe(200);
      expect(atStripe().cancel_at_period_end).toBe(cancelling);
      expect((await stored()).cancelAt !== null).toBe(cancelling);
    }
    expect(started.requests().filter((r) => r.replayed)).toHaveLength(0);
  });

  it('holds the seat invariant and Stripe’s quantity for random 20-way mixes of billing operations (property)', async () => {
    await fc.assert(
      fc.asyncProperty(billingMix(20), async (ops) => {
        const started = await start();
        const { org, owner, card } = started;
        expect((await owner.post('/payment_method/add_payment_method', { pm_id: card })).status).toBe(200);
        const results = await runMix(ctx, org, planIds, ops);
        const account = await ctx.database.db.query.billingAccounts.findFirst({
          where: eq(billingAccounts.organizationId, org.id),
        });
        const ours = [...stripeServer.subscriptions.values()].filter(
          (s) => s.customer === account!.customerId,
        );
        // However many subscribed at once, Stripe has at most one subscription of the organisation.
        expect(ours.length).toBeLessThanOrEqual(1);
        const ids = new Set(ours.map((s) => s.id));
        await expectConsistent(ctx, org.id, results, {
          quantity: (id) => {
            const items = stripeServer.subscriptions.get(id)?.items as
              | { data: { quantity: number }[] }
              | undefined;
            return items?.data[0]?.quantity;
          },
          charges: () =>
            stripeServer.invoices.filter((i) => {
              const parent = i.parent as { subscription_details: { subscription: string } };
              return (
                ids.has(parent.subscription_details.subscription) &&
                i.status === 'paid' &&
                Number(i.total) > 0
              );
            }).length,
        });
      }),
      { numRuns: mixRuns(6) },
    );
  }, 120_000);
});
