import { billingMessages } from '@app/contracts/billing/messages';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, invoices, plans, subscriptions } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { billingMix, expectConsistent, mixRuns, runMix, seatsInUse } from '../../testing/billing-races';
import { orgWithTrialEnding, sandboxCard } from '../../testing/billing-test-app';
import { client } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createSandboxProvider } from './providers/sandbox';

/**
 * One billing operation at a time per organisation (docs/concurrency.md#billing-one-operation-at-a-time), with
 * the sandbox provider, whose ledger says what it charged. The races only mean something on PostgreSQL
 * (TEST_DATABASE_URL): PGlite runs one transaction at a time, where these tests check the same outcomes.
 */

const DAY = 24 * 60 * 60_000;
const T0 = new Date('2026-11-23T12:00:00.000Z');
const clock = manualClock(T0);
const sandbox = createSandboxProvider();
let ctx: TestContext;
let planIds: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, undefined, undefined, {
    clock,
    paymentProvider: sandbox,
  });
  const rows = await ctx.database.db.select().from(plans);
  planIds = Object.fromEntries(rows.map((p) => [p.code, p.id]));
});
afterAll(async () => {
  await ctx.close();
});

let orgs = 0;
/**
 * A new organisation (4 members: one of each role) with the sandbox's 4242 card saved, in its trial by default.
 * A test that counts charges ends the trial first (`trialEndsAt: T0`): during the trial a subscription is charged
 * only when the trial ends (docs/product/billing.md#subscribing-during-the-trial).
 */
async function trialOrgWithCard(
  trialEndsAt = new Date(T0.getTime() + 3 * DAY),
): Promise<TestOrganization & { pmId: string }> {
  clock.set(T0);
  orgs += 1;
  const org = await orgWithTrialEnding(ctx, `serial-${orgs}`, trialEndsAt);
  const owner = client(ctx, org.members.Owner.cookie);
  const token = await sandboxCard(owner);
  expect((await owner.post('/payment_method/add_payment_method', { pm_id: token.body.pm_id })).status).toBe(
    200,
  );
  return { ...org, pmId: token.body.pm_id };
}

const owner = (org: TestOrganization) => client(ctx, org.members.Owner.cookie);

async function subscribe(org: TestOrganization, seats: number) {
  const res = await owner(org).post('/subscription/create/payment_method', {
    plan_id: planIds['enterprise-monthly'],
    plan_members: seats,
    accept_terms: true,
  });
  expect(res.status).toBe(200);
}

async function subscriptionRow(org: TestOrganization) {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, org.id));
  return row;
}

const invoicesOf = (org: TestOrganization) =>
  ctx.database.db.select().from(invoices).where(eq(invoices.organizationId, org.id));

const invite = (org: TestOrganization, email: string, force = false) =>
  owner(org).post('/organization/team', { data: [{ email, role: 4 }], force_update: force });

describe('one billing operation at a time per organisation', () => {
  it('charges once for five subscribes sent at the same moment (a double click): one plan, four 409s', async () => {
    const org = await trialOrgWithCard(T0);
    const before = sandbox.ledger.charges;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner(org).post('/subscription/create', {
          plan_id: planIds['enterprise-monthly'],
          plan_members: 4,
          pm_id: org.pmId,
          accept_terms: true,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill(billingMessages.alreadySubscribed),
    );
    expect(sandbox.ledger.charges - before).toBe(1);
    // 4 seats x $47 once, not five times.
    expect((await invoicesOf(org)).map((i) => i.totalCents)).toEqual([18800]);
  });

  it('applies five parallel seat changes one after the other: one prorated invoice each, seats as the provider has them', async () => {
    const org = await trialOrgWithCard(T0);
    await subscribe(org, 4);
    clock.set(new Date(T0.getTime() + 10 * DAY));
    const before = sandbox.ledger.charges;
    const results = await Promise.all(
      [5, 6, 7, 8, 9].map((seats) =>
        owner(org).post('/subscription/update', { plan_members: seats, accept_terms: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const row = (await subscriptionRow(org))!;
    expect(row.seats).toBe(sandbox.ledger.quantities.get(row.providerSubscriptionId));
    // Each change was prorated from the one before it: the invoices' seat steps chain from 4 to the last one.
    const changes = (await invoicesOf(org)).filter((i) => i.description.endsWith('prorated'));
    expect(changes).toHaveLength(5);
    const charged = changes.filter((i) => i.totalCents > 0).length;
    expect(sandbox.ledger.charges - before).toBe(charged);
  });

  it('keeps used seats within the paid seats when a downgrade races two invitations', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const org = await trialOrgWithCard();
      await subscribe(org, 6);
      const results = await Promise.all([
        owner(org).post('/subscription/update', { plan_members: 4, accept_terms: true }),
        invite(org, `race${trial}a@down.test`),
        invite(org, `race${trial}b@down.test`),
      ]);
      expect(results.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
      const row = (await subscriptionRow(org))!;
      expect(await seatsInUse(ctx, org.id)).toBeLessThanOrEqual(row.seats);
    }
  });

  it('counts the seats of invitations sent while the trial organisation subscribes', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const org = await trialOrgWithCard();
      const results = await Promise.all([
        owner(org).post('/subscription/create/payment_method', {
          plan_id: planIds['enterprise-monthly'],
          plan_members: 4,
          accept_terms: true,
        }),
        ...[1, 2, 3].map((i) => invite(org, `trial${trial}-${i}@sub.test`)),
      ]);
      expect(results.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
      const row = await subscriptionRow(org);
      // Either the plan came first (the invitations are then beyond its seats) or the invitations did (the
      // plan then no longer covers them and is refused, naming how many to remove).
      if (row) expect(await seatsInUse(ctx, org.id)).toBeLessThanOrEqual(row.seats);
      else
        expect(results[0]!.body.errors.plan_members[0]).toMatch(/^Remove \d+ members? or invitations? first/);
    }
  });
});

describe('seats of invitations, whatever their age', () => {
  it('keeps an expired invitation’s seat: a new invitation is beyond the plan, resending it is not', async () => {
    const org = await trialOrgWithCard();
    await subscribe(org, 5);
    expect((await invite(org, 'first@expired.test')).status).toBe(200);
    // Eight days later the link has expired; the invitation can still be sent again, so it keeps its seat.
    clock.set(new Date(T0.getTime() + 8 * DAY));
    const another = await invite(org, 'second@expired.test');
    expect(another.status).toBe(409);
    expect(another.body.reason).toBe('member_full');
    const [expired] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, org.id));
    for (let week = 0; week < 3; week++) {
      clock.set(new Date(T0.getTime() + (8 + 7 * week) * DAY));
      expect((await owner(org).post('/organization/invitations/resend', { id: expired!.id })).status).toBe(
        200,
      );
    }
    expect(await seatsInUse(ctx, org.id)).toBe(5);
    expect((await subscriptionRow(org))!.seats).toBe(5);
  });

  it('refuses a downgrade below the seats in use, naming how many to remove', async () => {
    const org = await trialOrgWithCard();
    await subscribe(org, 6);
    expect((await invite(org, 'a@down.test')).status).toBe(200);
    clock.set(new Date(T0.getTime() + 8 * DAY));
    const res = await owner(org).post('/subscription/update', { plan_members: 3, accept_terms: true });
    expect(res.status).toBe(400);
    expect(res.body.errors.plan_members).toEqual([
      'Remove 2 members or invitations first: 5 seats are in use',
    ]);
    expect((await subscriptionRow(org))!.seats).toBe(6);
  });
});

describe('idempotency keys', () => {
  it('replays the sandbox’s first answer for the same key and input, and refuses the key with another input', async () => {
    const price = { code: 'enterprise-monthly', planName: 'Enterprise', frequency: 'monthly' as const };
    const input = {
      customerId: 'cus_sbx_key',
      price,
      seats: 3,
      pmId: (await trialOrgWithCard()).pmId,
      promo: null,
      now: T0,
      idempotencyKey: 'staffmargin-subscribe-test-key',
    };
    const before = sandbox.ledger.charges;
    const first = await sandbox.createSubscription(input);
    // A retry a minute later (after our write failed, say) is the same request.
    const again = await sandbox.createSubscription({ ...input, now: new Date(T0.getTime() + 60_000) });
    expect(again).toEqual(first);
    expect(sandbox.ledger.charges - before).toBe(1);
    await expect(sandbox.createSubscription({ ...input, seats: 4 })).rejects.toThrow(/same parameters/);
  });
});

describe('random parallel mixes (property)', () => {
  it('hold the seat invariant, charge once per invoice, and match the sandbox, for 20 parallel operations', async () => {
    await fc.assert(
      fc.asyncProperty(billingMix(20), async (ops) => {
        const org = await trialOrgWithCard();
        const before = sandbox.ledger.charges;
        const results = await runMix(ctx, org, planIds, ops);
        await expectConsistent(ctx, org.id, results, {
          quantity: (id) => sandbox.ledger.quantities.get(id),
          charges: () => sandbox.ledger.charges - before,
        });
      }),
      { numRuns: mixRuns(8) },
    );
  }, 120_000);
});
