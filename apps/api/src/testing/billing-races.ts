import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { invoiceLines, invoices, subscriptions } from '../db/schema';
import { usedSeats } from '../modules/billing/billing.repo';
import { client } from './member-client';
import type { TestOrganization } from './tenants';
import type { TestContext } from './test-app';
import { serverUrl } from './test-database';

/**
 * Random parallel mixes of billing operations through the real app, and what must hold after any of them
 * (docs/concurrency.md#billing-one-operation-at-a-time): seats in use never exceed the paid seats of a paying
 * organisation, every charge is one stored invoice, invoices add up, and the database says what the provider
 * says. Shared by the sandbox's test (serial.test.ts) and the one against the local Stripe (stripe.test.ts).
 */

const PLANS = ['enterprise-monthly', 'essential-monthly', 'enterprise-yearly'] as const;

export type BillingOp =
  | { kind: 'subscribe'; plan: (typeof PLANS)[number]; seats: number }
  | { kind: 'seats'; seats: number }
  | { kind: 'plan'; plan: (typeof PLANS)[number] }
  | { kind: 'cancel' }
  | { kind: 'invite'; people: number; force: boolean }
  | { kind: 'resend' }
  | { kind: 'remove'; role: 'Manager' | 'Team Member' };

const billingOp: fc.Arbitrary<BillingOp> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      plan: fc.constantFrom(...PLANS),
      seats: fc.integer({ min: 2, max: 8 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('seats' as const), seats: fc.integer({ min: 1, max: 10 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('plan' as const), plan: fc.constantFrom(...PLANS) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('invite' as const),
      people: fc.integer({ min: 1, max: 2 }),
      force: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('resend' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      role: fc.constantFrom('Manager' as const, 'Team Member' as const),
    }),
    weight: 1,
  },
);

/**
 * How many mixes a property test runs: all of them on PostgreSQL, where the races are real; a quarter on PGlite,
 * which runs one transaction at a time (the outcomes are checked all the same, but nothing races).
 */
export const mixRuns = (runs: number) => (serverUrl() ? runs : Math.max(2, Math.ceil(runs / 4)));

/** `workers` operations sent at once. */
export const billingMix = (workers: number) =>
  fc.array(billingOp, { minLength: workers, maxLength: workers });

export interface OpResult {
  op: BillingOp;
  status: number;
  body: { data?: { invoice?: { total_cents: number } | null } } & Record<string, unknown>;
}

let invited = 0;

/** Sends one operation as the organisation's Owner, the way the web app does. */
async function send(
  ctx: TestContext,
  org: TestOrganization,
  planIds: Record<string, number>,
  op: BillingOp,
): Promise<OpResult> {
  const owner = client(ctx, org.members.Owner.cookie);
  const answer = (res: { status: number; body: OpResult['body'] }) => ({ op, ...res });
  switch (op.kind) {
    case 'subscribe':
      return answer(
        await owner.post('/subscription/create/payment_method', {
          plan_id: planIds[op.plan],
          plan_members: op.seats,
          accept_terms: true,
        }),
      );
    case 'seats':
      return answer(await owner.post('/subscription/update', { plan_members: op.seats, accept_terms: true }));
    case 'plan':
      return answer(
        await owner.post('/subscription/update', { plan_id: planIds[op.plan], accept_terms: true }),
      );
    case 'cancel':
      return answer(await owner.post('/subscription/cancel', {}));
    case 'invite': {
      const data = Array.from({ length: op.people }, () => ({
        email: `mix${++invited}@races.test`,
        role: 4,
      }));
      return answer(await owner.post('/organization/team', { data, force_update: op.force }));
    }
    case 'resend': {
      const list = await owner.post('/organization/invitations', {});
      const first = list.body.data?.invitations?.[0];
      if (!first) return { op, status: 200, body: {} };
      return answer(await owner.post('/organization/invitations/resend', { id: first.id }));
    }
    case 'remove':
      return answer(
        await owner.post('/organization/members/delete', { user_id: org.members[op.role].userId }),
      );
  }
}

/** Sends every operation at once and answers them all (none may fail with a server error). */
export async function runMix(
  ctx: TestContext,
  org: TestOrganization,
  planIds: Record<string, number>,
  ops: BillingOp[],
): Promise<OpResult[]> {
  const results = await Promise.all(ops.map((op) => send(ctx, org, planIds, op)));
  // 402: an invitation while the trial is over and no plan is paid yet (the organisation is read-only).
  for (const r of results) expect([200, 400, 402, 404, 409], JSON.stringify(r)).toContain(r.status);
  return results;
}

/** Members plus invitations not accepted or revoked (the count billing's seat checks use). */
export const seatsInUse = (ctx: TestContext, organizationId: number) =>
  usedSeats(ctx.database.db, organizationId);

/** What the provider says: the subscription's quantity, and how many charges it took from the organisation. */
export interface ProviderView {
  quantity(providerSubscriptionId: string): number | undefined;
  charges(): number;
}

/** The rules that hold after any mix (see the top of this file). */
export async function expectConsistent(
  ctx: TestContext,
  organizationId: number,
  results: OpResult[],
  provider: ProviderView,
) {
  const { db } = ctx.database;
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  const stored = await db.select().from(invoices).where(eq(invoices.organizationId, organizationId));
  // A plan is bought once, however many subscribe at the same moment.
  expect(results.filter((r) => r.op.kind === 'subscribe' && r.status === 200).length).toBeLessThanOrEqual(1);
  if (sub && ['active', 'past_due'].includes(sub.status)) {
    expect(await seatsInUse(ctx, organizationId)).toBeLessThanOrEqual(sub.seats);
  }
  if (sub) expect(provider.quantity(sub.providerSubscriptionId)).toBe(sub.seats);
  // One charge per paid invoice, and every invoice a successful answer showed is stored.
  expect(provider.charges()).toBe(stored.filter((i) => i.status === 'paid' && i.totalCents > 0).length);
  const answered = results.filter((r) => r.status === 200 && r.body.data?.invoice);
  expect(stored.length).toBeGreaterThanOrEqual(answered.length);
  for (const invoice of stored) {
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(invoice.totalCents);
  }
}
