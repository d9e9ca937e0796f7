import { billingMessages } from '@app/contracts/billing/messages';
import type { SubscriptionPreview } from '@app/contracts/billing/preview';
import { periodTotalCents } from '@app/contracts/billing/pricing';
import { ErrorCode } from '@app/contracts/errors';
import type { plans, promoCodes } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import { findBillingAccount } from './billing.repo';
import { priceOf, withCard } from './billing.service';
import type { BillingDeps } from './deps';
import { periodEnd } from './providers/period';
import type { PromoRef, ProviderInvoiceLine, SubscriptionSnapshot } from './providers/types';

/**
 * Every amount is shown before it is taken (docs/product/billing.md#amounts-shown-before-a-charge): the preview
 * asks the provider what a subscription command would invoice now (Stripe's upcoming-invoice preview, the
 * sandbox's own maths, the same that it charges), and the command, given the amount the user saw, refuses with
 * 409 and the new figures when the charge would differ.
 */

type Plan = typeof plans.$inferSelect;
type Promo = typeof promoCodes.$inferSelect;

export const promoRef = (promo: Promo | null): PromoRef | null =>
  promo
    ? {
        code: promo.code,
        percentOff: promo.percentOff,
        amountOffCents: promo.amountOffCents,
        stripePromotionCodeId: promo.stripePromotionCodeId,
      }
    : null;

/** The end of the organisation's trial while it runs (a subscription bought now starts billing then), else null. */
export function trialEndOf(organization: { trialEndsAt: Date | null }, now: Date): Date | null {
  const end = organization.trialEndsAt;
  return end && end.getTime() > now.getTime() ? end : null;
}

function view(
  kind: 'create' | 'change',
  plan: Plan,
  seats: number,
  lines: ProviderInvoiceLine[],
  nextChargeAt: Date | null,
  trialEnd: Date | null,
): SubscriptionPreview {
  const price = priceOf(plan);
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    frequency: price.frequency,
    seats,
    kind,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      amount_cents: l.amountCents,
    })),
    due_now_cents: lines.reduce((s, l) => s + l.amountCents, 0),
    recurring_total_cents: periodTotalCents(seats, price.frequency),
    next_charge_at: nextChargeAt?.toISOString() ?? null,
    trial_ends_at: trialEnd?.toISOString() ?? null,
  };
}

export async function previewCreate(
  deps: BillingDeps,
  membership: Membership,
  input: { plan: Plan; seats: number; promo: Promo | null; trialEnd: Date | null; now: Date },
): Promise<SubscriptionPreview> {
  const account = await findBillingAccount(deps.db, membership.organizationId);
  const price = priceOf(input.plan);
  const lines = await withCard(() =>
    deps.provider.previewCreate({
      customerId: account?.customerId ?? null,
      price,
      seats: input.seats,
      promo: promoRef(input.promo),
      now: input.now,
      trialEnd: input.trialEnd,
    }),
  );
  const next = input.trialEnd ?? periodEnd(input.now, price.frequency);
  return view('create', input.plan, input.seats, lines, next, input.trialEnd);
}

export async function previewChange(
  deps: BillingDeps,
  input: { snapshot: SubscriptionSnapshot; plan: Plan; seats: number; now: Date },
): Promise<SubscriptionPreview> {
  const price = priceOf(input.plan);
  const same = input.snapshot.price.code === price.code && input.snapshot.seats === input.seats;
  const lines = same
    ? []
    : await withCard(() =>
        deps.provider.previewChange({ current: input.snapshot, price, seats: input.seats, now: input.now }),
      );
  const newPeriod = !input.snapshot.trialing && price.frequency !== input.snapshot.price.frequency;
  const next = newPeriod ? periodEnd(input.now, price.frequency) : input.snapshot.periodEnd;
  return view('change', input.plan, input.seats, lines, next, input.snapshot.trialing ? next : null);
}

function assertSame(preview: SubscriptionPreview, expected: number | undefined) {
  if (expected === undefined || expected === preview.due_now_cents) return;
  throw new AppError(ErrorCode.Conflict, billingMessages.amountChanged, undefined, undefined, { preview });
}

/** In createSubscription, before the card is charged: the first invoice must be the amount the user saw. */
export async function assertPreviewedCreate(
  deps: BillingDeps,
  membership: Membership,
  input: { plan: Plan; seats: number; promo: Promo | null; trialEnd: Date | null; now: Date },
  expected: number | undefined,
) {
  if (expected === undefined) return;
  assertSame(await previewCreate(deps, membership, input), expected);
}

/** In updateSubscription, before the card is charged: the prorated invoice must be the amount the user saw. */
export async function assertPreviewedChange(
  deps: BillingDeps,
  input: { snapshot: SubscriptionSnapshot; plan: Plan; seats: number; now: Date },
  expected: number | undefined,
) {
  if (expected === undefined) return;
  assertSame(await previewChange(deps, input), expected);
}
