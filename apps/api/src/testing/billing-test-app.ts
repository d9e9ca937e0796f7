import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { organizations, plans } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { client } from './member-client';
import { createOrganization, type TestOrganization } from './tenants';
import { createTestApp, type TestContext } from './test-app';

export const DAY = 24 * 60 * 60_000;

/** The billing tests' app and the seeded plans' ids by code; filled before the file's first test. */
interface BillingTestApp {
  ctx: TestContext;
  planIds: Record<string, number>;
}

/**
 * Starts the real app on the test's clock before the file's tests and closes it after them. Signing in is not
 * rate-limited here: a file signs in many members.
 */
export function billingTestApp(clock: Clock): BillingTestApp {
  const app = {} as BillingTestApp;
  beforeAll(async () => {
    app.ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, undefined, undefined, { clock });
    const rows = await app.ctx.database.db.select().from(plans);
    app.planIds = Object.fromEntries(rows.map((p) => [p.code, p.id]));
  });
  afterAll(() => app.ctx.close());
  return app;
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
