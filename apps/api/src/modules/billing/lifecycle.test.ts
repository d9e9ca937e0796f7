import { billingMessages } from '@app/contracts/billing/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../db/schema';
import { billingTestApp, DAY, orgWithTrialEnding, sandboxCard, T0 } from '../../testing/billing-test-app';
import type { TestOrganization } from '../../testing/tenants';
import { runRenewals } from './billing.test-helpers';

/**
 * The paying customer's life cycle with the sandbox provider (docs/product/billing.md): every amount previewed
 * before it is charged and charged as previewed, resuming a cancellation, choosing a plan again after one ended,
 * and subscribing during the trial.
 */

const { app, clock, owner } = billingTestApp();

/** An organisation whose trial ends at `trialEnd`, with a default sandbox Visa card, at T0. */
async function orgWithCard(domain: string, trialEnd: Date): Promise<TestOrganization> {
  clock.set(T0);
  const org = await orgWithTrialEnding(app.ctx, domain, trialEnd);
  const token = await sandboxCard(owner(org));
  const added = await owner(org).post('/payment_method/add_payment_method', { pm_id: token.body.pm_id });
  expect(added.status).toBe(200);
  return org;
}

const write = (org: TestOrganization) =>
  owner(org).post('/organization_settings/always_accrue', { value: true });
const invoiceRows = (org: TestOrganization) =>
  app.ctx.database.db.select().from(invoices).where(eq(invoices.organizationId, org.id));
const subscriptionRow = async (org: TestOrganization) =>
  (await app.ctx.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, org.id)))[0];

const renewals = () => runRenewals(app.ctx, clock);

async function subscribeMonthly(org: TestOrganization, seats: number) {
  const preview = await owner(org).post('/subscription/preview', {
    plan_id: app.planIds['enterprise-monthly'],
    plan_members: seats,
  });
  expect(preview.status).toBe(200);
  const paid = await owner(org).post('/subscription/create/payment_method', {
    plan_id: app.planIds['enterprise-monthly'],
    plan_members: seats,
    accept_terms: true,
    expected_total_cents: preview.body.data.due_now_cents,
  });
  expect(paid.status).toBe(200);
  return paid;
}

describe('every amount is shown before it is taken', () => {
  it('previews the first invoice with a promo code, refuses a bad code, and charges exactly what it showed', async () => {
    const org = await orgWithCard('preview-create', T0);
    const bad = await owner(org).post('/subscription/preview', {
      plan_id: app.planIds['essential-monthly'],
      plan_members: 4,
      promocode: 'NOPE',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.promocode).toEqual([billingMessages.promoInvalid]);

    const preview = await owner(org).post('/subscription/preview', {
      plan_id: app.planIds['essential-monthly'],
      plan_members: 4,
      promocode: 'welcome20',
    });
    expect(preview.status).toBe(200);
    // 4 seats at $47 = $188.00, less 20%: $150.40 due now; $188.00 a month afterwards.
    expect(preview.body.data).toMatchObject({
      kind: 'create',
      seats: 4,
      due_now_cents: 15040,
      recurring_total_cents: 18800,
      trial_ends_at: null,
    });
    expect(preview.body.data.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      18800, -3760,
    ]);
    // Previewing charged and stored nothing.
    expect(await invoiceRows(org)).toHaveLength(0);
    expect(await subscriptionRow(org)).toBeUndefined();

    const paid = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['essential-monthly'],
      plan_members: 4,
      promocode: 'WELCOME20',
      accept_terms: true,
      expected_total_cents: preview.body.data.due_now_cents,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.invoice.total_cents).toBe(15040);
  });

  it('refuses a charge for an amount the user did not see with 409 and the new figures, charging nothing', async () => {
    const org = await orgWithCard('preview-mismatch', T0);
    const refused = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['enterprise-monthly'],
      plan_members: 4,
      accept_terms: true,
      // The total without the promo code the user had typed: not what would be charged.
      promocode: 'WELCOME20',
      expected_total_cents: 18800,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(billingMessages.amountChanged);
    expect(refused.body.preview).toMatchObject({ due_now_cents: 15040, recurring_total_cents: 18800 });
    expect(await subscriptionRow(org)).toBeUndefined();
    expect(await invoiceRows(org)).toHaveLength(0);
  });

  it('previews a prorated seat change to the cent, refuses a stale amount, and charges the previewed one', async () => {
    const org = await orgWithCard('preview-change', T0);
    await subscribeMonthly(org, 4);
    const sub = await subscriptionRow(org);
    // Half-way through the month: -4 x $47 / 2 + 5 x $47 / 2 = $23.50.
    clock.set(new Date((sub!.currentPeriodStart.getTime() + sub!.currentPeriodEnd.getTime()) / 2));
    const preview = await owner(org).post('/subscription/preview', { plan_members: 5 });
    expect(preview.body.data).toMatchObject({
      kind: 'change',
      due_now_cents: 2350,
      recurring_total_cents: 5 * 4700,
      next_charge_at: sub!.currentPeriodEnd.toISOString(),
    });
    const stale = await owner(org).post('/subscription/update', {
      plan_members: 5,
      accept_terms: true,
      expected_total_cents: 4700,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.preview.due_now_cents).toBe(2350);
    expect((await subscriptionRow(org))!.seats).toBe(4);

    const paid = await owner(org).post('/subscription/update', {
      plan_members: 5,
      accept_terms: true,
      expected_total_cents: 2350,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.invoice.total_cents).toBe(preview.body.data.due_now_cents);
    expect(paid.body.data.subscription.members).toBe(5);
  });

  it('tells the teams modal how many seats invitations beyond the paid ones need', async () => {
    const org = await orgWithCard('seats-needed', T0);
    await subscribeMonthly(org, 4);
    const refused = await owner(org).post('/organization/team', {
      data: [{ email: 'fifth@seats-needed.test', role: 4 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'member_full', seats: 5 });
  });

  it('charges the seats the teams modal asked for only at the amount its question showed', async () => {
    const org = await orgWithCard('seats-shown', T0);
    await subscribeMonthly(org, 4);
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const invite = { data: [{ email: 'fifth@seats-shown.test', role: 4 }], force_update: true };
    // What the seat question shows for 5 seats: the prorated difference, due now.
    const shown = await owner(org).post('/subscription/preview', { plan_members: 5 });
    expect(shown.status).toBe(200);
    const due = shown.body.data.due_now_cents as number;
    const before = (await invoiceRows(org)).length;
    // An amount that is not the one shown is refused with the new figures, and nothing is charged or invited.
    const stale = await owner(org).post('/organization/team', { ...invite, expected_total_cents: due + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.preview.due_now_cents).toBe(due);
    expect(await invoiceRows(org)).toHaveLength(before);
    expect((await subscriptionRow(org))!.seats).toBe(4);
    // The amount shown is charged, once, and the invoice says so.
    const yes = await owner(org).post('/organization/team', { ...invite, expected_total_cents: due });
    expect(yes.status).toBe(200);
    const rows = await invoiceRows(org);
    expect(rows).toHaveLength(before + 1);
    expect(rows.map((r) => r.totalCents)).toContain(due);
    expect((await subscriptionRow(org))!.seats).toBe(5);
  });
});

describe('cancel, resume, and choose a plan again', () => {
  it('resumes a cancellation before the term ends: the plan renews instead of ending', async () => {
    const org = await orgWithCard('resume', T0);
    await subscribeMonthly(org, 4);
    expect(
      (await owner(org).post('/subscription/cancel', { cancel_plan: true })).body.data.subscription.cancel_at,
    ).not.toBeNull();
    const resumed = await owner(org).post('/subscription/resume', {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe(billingMessages.resumed);
    expect(resumed.body.data.subscription.cancel_at).toBeNull();
    const sub = await subscriptionRow(org);
    clock.set(new Date(sub!.currentPeriodEnd.getTime() + 1000));
    await renewals();
    expect((await write(org)).status).toBe(200);
    expect((await invoiceRows(org)).map((i) => i.totalCents).sort()).toEqual([18800, 18800]);
  });

  it('after a cancelled plan has ended: read-only, no resume, and a new plan can be bought', async () => {
    const org = await orgWithCard('choose-again', T0);
    await subscribeMonthly(org, 4);
    await owner(org).post('/subscription/cancel', { cancel_plan: true });
    const sub = await subscriptionRow(org);
    clock.set(new Date(sub!.currentPeriodEnd.getTime() + 1000));
    await renewals();
    const refused = await write(org);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(billingMessages.readOnly);
    expect((await owner(org).post('/subscription/resume', {})).status).toBe(409);

    const preview = await owner(org).post('/subscription/preview', {
      plan_id: app.planIds['enterprise-yearly'],
      plan_members: 4,
    });
    expect(preview.body.data).toMatchObject({ kind: 'create', due_now_cents: 4 * 4136 * 12 });
    const again = await owner(org).post('/subscription/create/payment_method', {
      plan_id: app.planIds['enterprise-yearly'],
      plan_members: 4,
      accept_terms: true,
      expected_total_cents: preview.body.data.due_now_cents,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.invoice.total_cents).toBe(198528);
    expect((await write(org)).status).toBe(200);
  });
});

describe('subscribing during the trial', () => {
  it('keeps the trial days: nothing is charged until the trial ends, then the first period is invoiced', async () => {
    const trialEnd = new Date(T0.getTime() + 2 * DAY);
    const org = await orgWithCard('trialing', trialEnd);
    const preview = await owner(org).post('/subscription/preview', {
      plan_id: app.planIds['enterprise-monthly'],
      plan_members: 4,
    });
    expect(preview.body.data).toMatchObject({
      due_now_cents: 0,
      recurring_total_cents: 18800,
      trial_ends_at: trialEnd.toISOString(),
      next_charge_at: trialEnd.toISOString(),
    });
    const res = await subscribeMonthly(org, 4);
    expect(res.body.message).toBe(billingMessages.trialing);
    expect(res.body.data.invoice).toBeNull();
    expect(res.body.data.subscription).toMatchObject({
      status: 'trialing',
      end_date: trialEnd.toISOString(),
    });
    expect(await invoiceRows(org)).toHaveLength(0);

    // After the trial's end the plan is paid for: writable, billing_state active, and the first invoice issued.
    clock.set(new Date(trialEnd.getTime() + 1000));
    expect((await write(org)).status).toBe(200);
    await renewals();
    const settings = await owner(org).post('/bill_settings', {});
    expect(settings.body.data.billing.state).toBe('active');
    expect(settings.body.data.subscription.status).toBe('active');
    expect((await invoiceRows(org)).map((i) => i.totalCents)).toEqual([18800]);
  });

  it('a seat change during the trial charges nothing now', async () => {
    const org = await orgWithCard('trial-seats', new Date(T0.getTime() + 2 * DAY));
    await subscribeMonthly(org, 4);
    const preview = await owner(org).post('/subscription/preview', { plan_members: 6 });
    expect(preview.body.data).toMatchObject({ due_now_cents: 0, recurring_total_cents: 6 * 4600 });
    const res = await owner(org).post('/subscription/update', {
      plan_members: 6,
      accept_terms: true,
      expected_total_cents: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ members: 6, status: 'trialing' });
    expect(await invoiceRows(org)).toHaveLength(0);
  });
});
