import { billingMessages } from '@app/contracts/billing/messages';
import { messages } from '@app/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { invitations, invoiceLines, invoices, outboxEmails, subscriptions, users } from '../../db/schema';
import {
  billingTestApp,
  DAY,
  payWithNewCard,
  sandboxCard,
  setTrialEnd,
  T0,
} from '../../testing/billing-test-app';
import { client, dallasSite } from '../../testing/member-client';
import { sessionCookie, type TestOrganization } from '../../testing/tenants';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { runRenewals } from './billing.test-helpers';
import { createSandboxProvider } from './providers/sandbox';

const { app, clock, owner, trialOrg } = billingTestApp();

const card = (org: TestOrganization, number: string, cvc?: string) => sandboxCard(owner(org), number, cvc);

/** Ends the organisation's trial now: a plan bought during the trial is first charged when it ends. */
const endTrial = (org: TestOrganization) => setTrialEnd(app.ctx, org, clock.now());

/** Makes a new card of `number` the organisation's default one (a failing one: its renewals fail). */
async function useCard(org: TestOrganization, number: string) {
  const token = await card(org, number);
  await owner(org).post('/payment_method/add_payment_method', {
    pm_id: token.body.pm_id,
    default_status: true,
  });
}

/** Pays a plan once the trial is over (the first period is charged now; during the trial: lifecycle.test.ts). */
async function subscribe(org: TestOrganization, code: string, seats: number, number = '4242424242424242') {
  await endTrial(org);
  return payWithNewCard(owner(org), app.planIds[code]!, seats, { number });
}

const write = (org: TestOrganization) =>
  owner(org).post('/organization_settings/always_accrue', { value: true });

/** Renewals the sandbox has charged (its `renew`), counted across every run. */
let charges = 0;

function sandboxRenewals() {
  const provider = createSandboxProvider();
  const renew = provider.renew;
  return runRenewals(app.ctx, clock, {
    ...provider,
    renew: (...args: Parameters<typeof renew>) => {
      charges++;
      return renew(...args);
    },
  });
}

describe('trial and the read-only organisation', () => {
  it('is writable until the third day ends, then refuses writes with PLAN_EXPIRED and expire, but not billing', async () => {
    clock.set(T0);
    const org = await trialOrg('trial-end');
    clock.set(new Date(T0.getTime() + 3 * DAY - 1000));
    expect((await write(org)).status).toBe(200);
    const during = await owner(org).get('/user');
    expect(during.body.expire).toBe(false);
    expect(during.body.data.organization_users[0].organization.billing_state).toBe('trial');

    clock.set(new Date(T0.getTime() + 3 * DAY));
    const refused = await write(org);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'PLAN_EXPIRED',
      message: billingMessages.trialExpired,
      expire: true,
    });
    expect((await owner(org).get('/user')).body.expire).toBe(true);
    // Reads and billing still work, so the owner can pay.
    const settings = await owner(org).post('/bill_settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data.billing).toMatchObject({
      state: 'expired',
      writable: false,
      trial_days_left: 0,
    });
    expect((await owner(org).post('/organization_settings')).status).toBe(200);

    const paid = await subscribe(org, 'enterprise-yearly', 4);
    expect(paid.status).toBe(200);
    expect((await write(org)).status).toBe(200);
    expect((await owner(org).get('/user')).body.expire).toBe(false);
  });

  it('shows the days left of the trial', async () => {
    clock.set(T0);
    const org = await trialOrg('trial-days');
    clock.set(new Date(T0.getTime() + DAY + 60_000));
    const res = await owner(org).post('/bill_settings');
    expect(res.body.data.billing).toMatchObject({ state: 'trial', trial_days_left: 2, writable: true });
  });
});

describe('sandbox cards', () => {
  it("accepts Stripe's 4242 test card and declines 4000000000000002 when it is added", async () => {
    clock.set(T0);
    const org = await trialOrg('cards');
    const ok = await card(org, '4242 4242 4242 4242');
    const added = await owner(org).post('/payment_method/add_payment_method', { pm_id: ok.body.pm_id });
    expect(added.status).toBe(200);
    expect(added.body.data.payment_methods).toEqual([
      { pm_id: ok.body.pm_id, card_type: 'visa', card_last_four: '4242', card_expiry: '12/30', status: true },
    ]);

    const declined = await card(org, '4000000000000002');
    expect(declined.status).toBe(200); // tokenising succeeds, as with Stripe; attaching is refused
    const refused = await owner(org).post('/payment_method/add_payment_method', {
      pm_id: declined.body.pm_id,
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    expect((await owner(org).post('/bill_settings')).body.data.payment_methods).toHaveLength(1);

    const unknown = await card(org, '4111111111111111');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.number[0]).toMatch(/test card/);
    const badLuhn = await card(org, '4242424242424241');
    expect(badLuhn.body.errors.number).toEqual(['Your card number is invalid.']);
  });

  it('refuses a subscription whose first charge fails and leaves no plan behind', async () => {
    clock.set(T0);
    const org = await trialOrg('charge-fails');
    const res = await subscribe(org, 'essential-monthly', 4, '4000000000000341');
    expect(res.status).toBe(402);
    expect((await owner(org).post('/bill_settings')).body.data.subscription).toBeNull();
  });

  it('needs a card, the terms, and seats for every member', async () => {
    clock.set(T0);
    const org = await trialOrg('needs');
    const noCard = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['enterprise-monthly'],
      plan_members: 4,
      accept_terms: true,
    });
    expect(noCard.status).toBe(400);
    expect(noCard.body.errors.pm_id).toEqual([billingMessages.addPaymentMethod]);
    const noTerms = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['enterprise-monthly'],
      plan_members: 4,
    });
    expect(noTerms.body.errors.accept_terms).toEqual([billingMessages.termsRequired]);
    const tooMany = await subscribe(org, 'enterprise-monthly', 21);
    expect(tooMany.body.errors.plan_members).toEqual([billingMessages.enterpriseContact]);
    const tooFew = await subscribe(org, 'enterprise-monthly', 3);
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors.plan_members).toEqual([
      'Remove 1 member or invitation first: 4 seats are in use',
    ]);
  });
});

describe('prices and invoices in cents', () => {
  it('charges 4 Enterprise seats yearly at $41.36 a seat-month: $1,985.28, invoice = sum of its lines', async () => {
    clock.set(T0);
    const org = await trialOrg('yearly');
    // 4 seats cost $47 a month each; yearly is 88%: $41.36 a seat-month, 4 x 41.36 x 12 = $1,985.28.
    const res = await subscribe(org, 'enterprise-yearly', 4);
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({
      members: 4,
      seat_price_cents: 4136 * 12,
      period_total_cents: 4 * 4136 * 12,
      cancel_at: null,
      end_date: '2027-11-23T12:00:00.000Z',
    });
    expect(res.body.data.invoice.total_cents).toBe(198528);
    expect(res.body.data.invoice.current_price).toBe(1985.28);
    const rows = await app.ctx.database.db.select().from(invoices).where(eq(invoices.organizationId, org.id));
    for (const inv of rows) {
      const lines = await app.ctx.database.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, inv.id));
      expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(inv.totalCents);
    }
  });

  it('prorates a seat added half-way through a month: credit 4 x $47, charge 5 x $47 for half the period', async () => {
    clock.set(T0);
    const org = await trialOrg('prorate');
    expect((await subscribe(org, 'enterprise-monthly', 4)).status).toBe(200);
    // Nov 23 -> Dec 23 is 30 days; 15 days later exactly half is left.
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const res = await owner(org).post('/subscription/update', { plan_members: 5, accept_terms: true });
    expect(res.status).toBe(200);
    // 4 seats: 4 x 4700 = 18800 a month, half = 9400 credited; 5 seats: 5 x 4700 = 23500, half = 11750.
    expect(res.body.data.invoice.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      -9400, 11750,
    ]);
    expect(res.body.data.invoice.total_cents).toBe(2350);
    expect(res.body.data.subscription.members).toBe(5);
    // Six seats: 46 a seat. A third of the period left (10 of 30 days): -23500/3 = -7833.33 -> -7833; 27600/3 = 9200.
    clock.set(new Date(T0.getTime() + 20 * DAY));
    const again = await owner(org).post('/subscription/update', { plan_members: 6, accept_terms: true });
    expect(again.body.data.invoice.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      -7833, 9200,
    ]);
    expect(again.body.data.invoice.total_cents).toBe(1367);
  });

  it('applies a promo code to the first invoice as a line of its own', async () => {
    clock.set(T0);
    const org = await trialOrg('promo');
    await endTrial(org);
    const res = await payWithNewCard(owner(org), app.planIds['essential-monthly']!, 4, {
      number: '5555555555554444',
      promocode: 'welcome20',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.invoice.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      18800, -3760,
    ]);
    expect(res.body.data.invoice.total_cents).toBe(15040);
    const bad = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['essential-monthly'],
      plan_members: 4,
      promocode: 'NOPE',
      accept_terms: true,
    });
    expect(bad.status).toBe(409); // already subscribed is checked first
  });

  it('e-mails a receipt for each payment', async () => {
    clock.set(T0);
    const org = await trialOrg('receipt');
    await subscribe(org, 'enterprise-monthly', 4);
    const receipt = await vi.waitFor(async () => {
      const mails = await app.ctx.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, org.members.Owner.email));
      const found = mails.find((m) => m.subject.startsWith('Receipt'));
      if (!found) throw new Error('no receipt yet');
      return found;
    });
    expect(receipt?.text).toContain('Total paid: $188.00');
    expect(receipt?.text).toContain('/settings/billing-payment');
  });
});

describe('cancel at period end', () => {
  it('keeps the plan until the end of the term, then the organisation is read-only', async () => {
    clock.set(T0);
    const org = await trialOrg('cancel');
    await subscribe(org, 'enterprise-monthly', 4);
    const res = await owner(org).post('/subscription/cancel', {});
    expect(res.status).toBe(200);
    expect(res.body.data.subscription.cancel_at).toBe('2026-12-23T12:00:00.000Z');
    const change = await owner(org).post('/subscription/update', { plan_members: 5, accept_terms: true });
    expect(change.body.message).toBe(billingMessages.cancelling);
    clock.set(new Date('2026-12-23T11:59:59.000Z'));
    expect((await write(org)).status).toBe(200);
    clock.set(new Date('2026-12-23T12:00:00.000Z'));
    expect((await write(org)).status).toBe(402);
    await sandboxRenewals();
    const [row] = await app.ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, org.id));
    expect(row?.status).toBe('canceled');
  });
});

describe('failed renewals', () => {
  /** From T0, an organisation paying Enterprise monthly for 4 seats whose default card now declines. */
  async function payingWithFailingCard(domain: string) {
    clock.set(T0);
    const org = await trialOrg(domain);
    await subscribe(org, 'enterprise-monthly', 4);
    await useCard(org, '4000000000000341');
    return org;
  }

  it('goes past due, e-mails the owner a link to update the card, stays writable through the grace period, and a successful retry restores it', async () => {
    const org = await payingWithFailingCard('renewal');

    clock.set(new Date('2026-12-23T12:00:00.000Z'));
    // Other tests' subscriptions started at T0 may fall due now too: the count includes them, and this
    // organisation's outcome is asserted below.
    expect(await sandboxRenewals()).toBeGreaterThanOrEqual(1);
    expect(await sandboxRenewals()).toBe(0); // a rerun changes nothing
    const user = await owner(org).get('/user');
    expect(user.body.data.organization_users[0].organization).toMatchObject({
      billing_state: 'past_due',
      grace_ends_at: '2027-01-06T12:00:00.000Z',
      plan_name: 'Enterprise',
    });
    expect((await write(org)).status).toBe(200);
    const failed = await vi.waitFor(async () => {
      const mails = await app.ctx.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, org.members.Owner.email));
      const found = mails.find((m) => m.subject === 'Your StaffMargin payment failed');
      if (!found) throw new Error('no e-mail yet');
      return found;
    });
    expect(failed?.text).toContain('/settings/billing-payment/payment-method');
    expect(failed?.text).toContain('$188.00');

    // The owner fixes the card; the retry a day later succeeds.
    await useCard(org, '4242424242424242');
    clock.set(new Date('2026-12-24T12:00:00.000Z'));
    expect(await sandboxRenewals()).toBeGreaterThanOrEqual(1);
    const after = await owner(org).post('/bill_settings');
    expect(after.body.data.subscription).toMatchObject({
      status: 'active',
      past_due_since: null,
      end_date: '2027-01-23T12:00:00.000Z',
    });
    expect(after.body.data.billing.state).toBe('active');
  });

  it('renews once when two processes run the renewals at the same moment: one charge, one invoice, one receipt', async () => {
    clock.set(T0);
    const org = await trialOrg('renew-twice');
    await subscribe(org, 'enterprise-monthly', 4);
    clock.set(new Date('2026-12-23T12:00:00.000Z'));
    const before = charges;
    // Two server processes' timers firing together: each reads the subscription as due.
    const runs = await Promise.all([sandboxRenewals(), sandboxRenewals()]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(charges - before).toBe(1);
    const settings = await owner(org).post('/bill_settings');
    expect(settings.body.data.subscription).toMatchObject({
      status: 'active',
      end_date: '2027-01-23T12:00:00.000Z',
    });
    // The first payment and one renewal of 4 x $47.
    expect(settings.body.data.billing_histories.map((h: { total_cents: number }) => h.total_cents)).toEqual([
      18800, 18800,
    ]);
    const receipts = await vi.waitFor(async () => {
      const mails = (
        await app.ctx.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.to, org.members.Owner.email))
      ).filter((m) => m.subject.startsWith('Receipt'));
      if (mails.length < 2) throw new Error('receipts not sent yet');
      return mails;
    });
    expect(receipts).toHaveLength(2);
    // Later runs find nothing due until the next period ends.
    expect(await sandboxRenewals()).toBe(0);
  });

  it('charges a failed renewal’s retry once when two processes retry together', async () => {
    const org = await payingWithFailingCard('retry-twice');
    clock.set(new Date('2026-12-23T12:00:00.000Z'));
    expect(await sandboxRenewals()).toBe(1);
    clock.set(new Date('2026-12-24T12:00:00.000Z'));
    const before = charges;
    const runs = await Promise.all([sandboxRenewals(), sandboxRenewals()]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(charges - before).toBe(1);
    const [row] = await app.ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, org.id));
    // The second attempt is recorded, and the third is due two days later (day 3 after the period end).
    expect(row).toMatchObject({ status: 'past_due', retryCount: 1 });
    expect(row?.nextRetryAt?.toISOString()).toBe('2026-12-26T12:00:00.000Z');
  });

  it('turns read-only only after the grace period when no retry succeeds', async () => {
    const org = await payingWithFailingCard('grace');
    const periodEnd = new Date('2026-12-23T12:00:00.000Z').getTime();
    for (const day of [0, 1, 3, 5, 7]) {
      clock.set(new Date(periodEnd + day * DAY));
      await sandboxRenewals();
    }
    const [row] = await app.ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, org.id));
    expect(row).toMatchObject({ status: 'unpaid', retryCount: 4 });
    clock.set(new Date(periodEnd + 14 * DAY - 1000));
    expect((await write(org)).status).toBe(200);
    clock.set(new Date(periodEnd + 14 * DAY));
    expect((await write(org)).body).toMatchObject({ code: 'PLAN_EXPIRED', expire: true });
  });
});

describe('seats', () => {
  it('answers member_full beyond the paid seats and adds seats, prorated, with force_update', async () => {
    clock.set(T0);
    const org = await trialOrg('seats');
    await subscribe(org, 'enterprise-monthly', 4);
    const full = await owner(org).post('/organization/team', {
      data: [{ email: 'new1@seats.test', role: 4 }],
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'MEMBER_FULL',
      reason: 'member_full',
      message: billingMessages.memberFull,
    });
    const none = await app.ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, org.id));
    expect(none).toHaveLength(0);
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const forced = await owner(org).post('/organization/team', {
      data: [{ email: 'new1@seats.test', role: 4 }],
      force_update: true,
    });
    expect(forced.status).toBe(200);
    const settings = await owner(org).post('/bill_settings');
    expect(settings.body.data.subscription.members).toBe(5);
    expect(settings.body.data.billing_histories[0].total_cents).toBe(2350);
  });

  it('30 parallel forced invitations raise the seats one by one to 20 and no further', async () => {
    clock.set(T0);
    const org = await trialOrg('parallel-force');
    await subscribe(org, 'enterprise-monthly', 4);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        owner(org).post('/organization/team', {
          data: [{ email: `p${i}@force.test`, role: 4 }],
          force_update: true,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(16);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.errors.data[0] === billingMessages.enterpriseContact),
    ).toBe(true);
    const [row] = await app.ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, org.id));
    const open = await app.ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, org.id));
    expect(row?.seats).toBe(20);
    expect(open).toHaveLength(16);
  });

  it('30 parallel invitations without force fill exactly the paid seats', async () => {
    clock.set(T0);
    const org = await trialOrg('parallel-full');
    await subscribe(org, 'enterprise-monthly', 10);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        owner(org).post('/organization/team', { data: [{ email: `q${i}@full.test`, role: 4 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(24);
    const open = await app.ctx.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.organizationId, org.id)));
    expect(open).toHaveLength(6);
  });
});

describe('Essential restrictions', () => {
  it('refuses what Essential lacks with "You need to upgrade your plan", and the user payload names the plan', async () => {
    clock.set(T0);
    const org = await trialOrg('essential');
    await subscribe(org, 'essential-monthly', 4);
    const api = owner(org);
    expect((await api.get('/user')).body.data.organization_users[0].organization.plan_name).toBe('Essential');
    const { ids, dallas } = await dallasSite(app.ctx);
    const two = await api.post('/organization_team/calculation/create', {
      name: 'Two people',
      person_list: [hourlyPerson(ids.TX, dallas), hourlyPerson(ids.TX, dallas)],
    });
    expect(two.status).toBe(403);
    expect(two.body).toMatchObject({ code: 'PLAN_REQUIRED', message: messages.upgradePlan });
    expect(two.body.errors.person_list).toEqual([messages.upgradePlan]);
    // The field messages name the wire's own fields, spelt as the specification spells them.
    const person = hourlyPerson(ids.TX, dallas);
    const extras = await api.post('/organization_team/calculation/create', {
      name: 'With a stipend and a 401k',
      person_list: [
        {
          ...person,
          pay: { ...person.pay, stepend: true, discount: 0 },
          benifits: { ...person.benifits, k_401: true, k_401_number_of_days: 4 },
        },
      ],
    });
    expect(extras.status).toBe(403);
    expect(Object.keys(extras.body.errors)).toEqual(
      expect.arrayContaining(['person_list.0.pay.stepend', 'person_list.0.benifits.k_401']),
    );
    const one = await api.post('/organization_team/calculation/create', {
      name: 'One person',
      person_list: [hourlyPerson(ids.TX, dallas)],
    });
    expect(one.status).toBe(200);
    const send = await api.post('/organization_team/calculation/update/status', {
      id: one.body.data.calculation.id,
      status: 'Sent to approval',
    });
    expect(send.status).toBe(403);
    expect(send.body.message).toBe(messages.upgradePlan);
    const tax = await api.post('/organization_settings/tax_status', { value: true });
    expect(tax.status).toBe(403);
    expect(tax.body.code).toBe('PLAN_REQUIRED');
  });

  it('gives the trial and Enterprise every feature', async () => {
    clock.set(T0);
    const org = await trialOrg('enterprise-all');
    const { ids, dallas } = await dallasSite(app.ctx);
    const two = await owner(org).post('/organization_team/calculation/create', {
      name: 'Two people',
      person_list: [hourlyPerson(ids.TX, dallas), hourlyPerson(ids.TX, dallas)],
    });
    expect(two.status).toBe(200);
  });
});

describe('roles and tenants', () => {
  it('lets only the Owner and Admin see or change billing, and hides another organisation’s cards', async () => {
    clock.set(T0);
    const a = await trialOrg('tenant-a');
    const b = await trialOrg('tenant-b');
    expect((await client(app.ctx, a.members.Manager.cookie).post('/bill_settings')).status).toBe(403);
    expect(
      (await client(app.ctx, a.members['Team Member'].cookie).post('/subscription/cancel', {})).status,
    ).toBe(403);
    expect((await client(app.ctx, a.members.Admin.cookie).post('/bill_settings')).status).toBe(200);
    const token = await card(a, '4242424242424242');
    await owner(a).post('/payment_method/add_payment_method', { pm_id: token.body.pm_id });
    const other = await owner(b).post('/payment_method/set_default_payment_method', {
      pm_id: token.body.pm_id,
    });
    expect(other.status).toBe(404);
    const del = await owner(b).post('/payment_method/delete_payment_method', { pm_id: token.body.pm_id });
    expect(del.status).toBe(404);
  });

  it('never bills the demo organisation', async () => {
    const [demoOwner] = await app.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo@staffmargin.app'));
    const demo = client(app.ctx, await sessionCookie(app.ctx.database.db, demoOwner!.id));
    const res = await demo.post('/payment_method/setup_intent');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(billingMessages.demoLocked);
    expect((await demo.post('/bill_settings')).body.data).toMatchObject({
      is_demo: true,
      billing: { state: 'exempt' },
    });
    // Years later the demo is still writable.
    clock.set(new Date('2030-01-01T00:00:00.000Z'));
    expect((await demo.post('/organization_settings/always_accrue', { value: false })).status).toBe(200);
  });
});
