import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { organizations, plans } from '../db/schema';
import { manualClock } from '../platform/clock';
import { client } from './member-client';
import { createOrganization, type TestOrganization } from './tenants';
import { createTestApp, type TestContext } from './test-app';

export const DAY = 24 * 60 * 60_000;

/** Where every billing test file's clock starts; a test that moves it sets it first. */
export const T0 = new Date('2026-11-23T12:00:00.000Z');

/** The billing tests' app and the seeded plans' ids by code; filled before the file's first test. */
interface BillingTestApp {
  ctx: TestContext;
  planIds: Record<string, number>;
}

/**
 * A billing test file's set-up: a manual clock on T0 and the real app on it, started before the file's tests and
 * closed after them (signing in is not rate-limited here: a file signs in many members), with the two helpers
 * every such file calls.
 */
export function billingTestApp() {
  const clock = manualClock(T0);
  const app = {} as BillingTestApp;
  beforeAll(async () => {
    app.ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, undefined, undefined, { clock });
    const rows = await app.ctx.database.db.select().from(plans);
    app.planIds = Object.fromEntries(rows.map((p) => [p.code, p.id]));
  });
  afterAll(() => app.ctx.close());
  return {
    app,
    clock,
    /** The organisation's owner, signed in. */
    owner: (org: TestOrganization) => client(app.ctx, org.members.Owner.cookie),
    /** An organisation whose 3-day trial started at `start`, with one member of each role. */
    trialOrg: (domain: string, start = T0) =>
      orgWithTrialEnding(app.ctx, domain, new Date(start.getTime() + 3 * DAY)),
  };
}

/** An organisation with one member of each role whose trial ends at `trialEndsAt`. */
export async function orgWithTrialEnding(
  ctx: TestContext,
  domain: string,
  trialEndsAt: Date,
): Promise<TestOrganization> {
  const org = await createOrganization(ctx.database.db, domain);
  await setTrialEnd(ctx, org, trialEndsAt);
  return org;
}

/** Moves the end of the organisation's trial; to now ends it, and a plan bought then is charged at once. */
export async function setTrialEnd(ctx: TestContext, org: { id: number }, trialEndsAt: Date) {
  await ctx.database.db.update(organizations).set({ trialEndsAt }).where(eq(organizations.id, org.id));
}

/** A sandbox card token, as the billing page's card form makes it (a test number, 12/2030). */
export const sandboxCard = (member: ReturnType<typeof client>, number = '4242424242424242', cvc = '123') =>
  member.post('/billing/sandbox/payment_method', { number, exp_month: 12, exp_year: 2030, cvc });

/**
 * Buys `seats` seats of the plan `planId` with a new sandbox card (`card.number`, 4242… unless given), as the
 * billing page's first payment does, and answers POST /subscription/create's reply. After the trial it is charged
 * at once (docs/product/billing.md#subscribing-during-the-trial).
 */
export async function payWithNewCard(
  member: ReturnType<typeof client>,
  planId: number,
  seats: number,
  card: { number?: string; cvc?: string; promocode?: string } = {},
) {
  const token = await sandboxCard(member, card.number, card.cvc);
  expect(token.status).toBe(200);
  return member.post('/subscription/create', {
    plan_id: planId,
    plan_members: seats,
    pm_id: token.body.pm_id,
    promocode: card.promocode,
    accept_terms: true,
  });
}
