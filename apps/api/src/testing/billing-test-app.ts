import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { organizations, plans } from '../db/schema';
import type { Clock } from '../platform/clock';
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
  await ctx.database.db.update(organizations).set({ trialEndsAt }).where(eq(organizations.id, org.id));
  return org;
}
