import { billingMessages } from '@app/contracts/billing/messages';
import { MAX_PRICED_SEATS } from '@app/contracts/billing/pricing';
import { ErrorCode } from '@app/contracts/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import {
  defaultPaymentMethod,
  findPlan,
  findPromo,
  findSubscription,
  listInvoices,
  usedSeats,
} from './billing.repo';
import {
  addPaymentMethod,
  claimReceipt,
  ensureCustomer,
  priceOf,
  sendReceipt,
  snapshotOf,
  withCard,
} from './billing.service';
import { storeInvoice, updateSubscriptionRow, upsertSubscription } from './billing-ledger.repo';
import { DEMO_DOMAIN } from './billing-state';
import { invoiceView, subscriptionView } from './billing-view';
import type { BillingDeps } from './deps';
import type { ProviderSubscription } from './providers/types';
import {
  assertPreviewedChange,
  assertPreviewedCreate,
  previewChange,
  previewCreate,
  promoRef,
  trialEndOf,
} from './subscription-preview';

/** A subscription that is paid for (or, trialing, whose card is charged when the trial ends). */
const PAYING = ['trialing', 'active', 'past_due'];

function assertNotDemo(membership: Membership) {
  if (membership.organization.businessDomain === DEMO_DOMAIN) {
    throw new AppError(ErrorCode.Forbidden, billingMessages.demoLocked);
  }
}

async function planOrFail(db: DbOrTx, planId: number) {
  const plan = await findPlan(db, planId);
  if (!plan) throw AppError.validation({ plan_id: ['Plan not found'] });
  return plan;
}

async function assertSeatsCover(db: DbOrTx, organizationId: number, seats: number, now: Date) {
  const used = await usedSeats(db, organizationId, now);
  if (seats < used) {
    throw AppError.validation({
      plan_members: [
        `Choose at least ${used} member(s): the organisation has ${used} members and open invitations`,
      ],
    });
  }
}

/** The answer of a subscription command: the subscription as stored and the invoice just issued. */
async function answer(deps: BillingDeps, organizationId: number, message: string, invoiceId: string | null) {
  const sub = await findSubscription(deps.db, organizationId);
  const history = invoiceId ? await listInvoices(deps.db, organizationId, 20) : [];
  const invoice = history.find((i) => i.providerInvoiceId === invoiceId) ?? null;
  return {
    status: 'success' as const,
    message,
    data: {
      subscription: subscriptionView(sub!.subscription, sub!.plan),
      invoice: invoice ? invoiceView(invoice) : null,
    },
  };
}

function stored(p: ProviderSubscription) {
  return {
    seats: p.seats,
    status: p.status,
    currentPeriodStart: p.periodStart,
    currentPeriodEnd: p.periodEnd,
    cancelAt: p.cancelAt,
  };
}

/**
 * POST /subscription/create (with a new card) and /subscription/create/payment_method (the default card): the
 * first period is charged now; a refused card leaves no subscription (402 with the provider's message).
 */
export async function createSubscription(
  deps: BillingDeps,
  membership: Membership,
  input: {
    plan_id: number;
    plan_members: number;
    pm_id?: string;
    promocode?: string;
    expected_total_cents?: number;
  },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const existing = await findSubscription(deps.db, orgId);
  if (existing && PAYING.includes(existing.subscription.status)) {
    const ended = existing.subscription.cancelAt && existing.subscription.cancelAt <= now;
    if (!ended) throw new AppError(ErrorCode.Conflict, billingMessages.alreadySubscribed);
  }
  const plan = await planOrFail(deps.db, input.plan_id);
  await assertSeatsCover(deps.db, orgId, input.plan_members, now);
  const promo = input.promocode ? await findPromo(deps.db, input.promocode) : null;
  if (input.promocode && !promo) throw AppError.validation({ promocode: [billingMessages.promoInvalid] });
  // Subscribing during the trial keeps its days: the card is saved now and charged when the trial ends.
  const trialEnd = trialEndOf(membership.organization, now);
  await assertPreviewedCreate(
    deps,
    membership,
    { plan, seats: input.plan_members, promo, trialEnd, now },
    input.expected_total_cents,
  );
  if (input.pm_id) await addPaymentMethod(deps, membership, { pm_id: input.pm_id, default_status: true });
  const card = await defaultPaymentMethod(deps.db, orgId);
  if (!card) throw AppError.validation({ pm_id: [billingMessages.addPaymentMethod] });
  const customerId = await ensureCustomer(deps, membership);
  const created = await withCard(() =>
    deps.provider.createSubscription({
      customerId,
      price: priceOf(plan),
      seats: input.plan_members,
      pmId: card.providerPmId,
      promo: promoRef(promo),
      now,
      trialEnd,
    }),
  );
  const receipt = await deps.db.transaction(async (tx) => {
    const values = {
      organizationId: orgId,
      planId: plan.id,
      provider: deps.provider.kind,
      providerSubscriptionId: created.id,
      promoCodeId: promo?.id ?? null,
      pastDueSince: null,
      nextRetryAt: null,
      retryCount: 0,
      updatedAt: now,
      ...stored(created),
    };
    const row = await upsertSubscription(tx, values);
    if (!created.latestInvoice) return null;
    await storeInvoice(tx, orgId, row.id, created.latestInvoice);
    const claimed = await claimReceipt(tx, deps.provider.kind, created.latestInvoice, now);
    return claimed ? created.latestInvoice : null;
  });
  if (receipt) sendReceipt(deps, membership.organization, receipt);
  const message = created.status === 'trialing' ? billingMessages.trialing : billingMessages.subscribed;
  return answer(deps, orgId, message, created.latestInvoice?.id ?? null);
}

/**
 * POST /subscription/update: another plan, period or seat count, prorated and invoiced at once. Seats never go
 * below the members and open invitations.
 */
export async function updateSubscription(
  deps: BillingDeps,
  membership: Membership,
  input: { plan_id?: number; plan_members?: number; expected_total_cents?: number },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const current = await findSubscription(deps.db, orgId);
  if (!current || !PAYING.includes(current.subscription.status)) {
    throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
  }
  if (current.subscription.cancelAt) throw new AppError(ErrorCode.Conflict, billingMessages.cancelling);
  const plan = input.plan_id ? await planOrFail(deps.db, input.plan_id) : current.plan;
  const seats = input.plan_members ?? current.subscription.seats;
  if (plan.id === current.plan.id && seats === current.subscription.seats) {
    return answer(deps, orgId, billingMessages.updated, null);
  }
  await assertSeatsCover(deps.db, orgId, seats, now);
  const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
  await assertPreviewedChange(deps, { snapshot, plan, seats, now }, input.expected_total_cents);
  const changed = await withCard(() =>
    deps.provider.changeSubscription({ current: snapshot, price: priceOf(plan), seats, now }),
  );
  const receipt = await deps.db.transaction(async (tx) => {
    await updateSubscriptionRow(tx, current.subscription.id, {
      planId: plan.id,
      updatedAt: now,
      ...stored(changed),
    });
    if (!changed.latestInvoice) return null;
    await storeInvoice(tx, orgId, current.subscription.id, changed.latestInvoice);
    const claimed = await claimReceipt(tx, deps.provider.kind, changed.latestInvoice, now);
    return claimed ? changed.latestInvoice : null;
  });
  if (receipt) sendReceipt(deps, membership.organization, receipt);
  return answer(deps, orgId, billingMessages.updated, changed.latestInvoice?.id ?? null);
}

/** POST /subscription/cancel: the plan runs to the end of the paid term, then the organisation is read-only. */
export async function cancelSubscription(deps: BillingDeps, membership: Membership) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const current = await findSubscription(deps.db, orgId);
  if (!current || !PAYING.includes(current.subscription.status)) {
    throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
  }
  if (!current.subscription.cancelAt) {
    const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
    const cancelled = await withCard(() => deps.provider.cancelAtPeriodEnd(snapshot));
    await updateSubscriptionRow(deps.db, current.subscription.id, {
      cancelAt: cancelled.cancelAt ?? current.subscription.currentPeriodEnd,
      updatedAt: deps.clock.now(),
    });
  }
  return answer(deps, orgId, billingMessages.cancelled, null);
}

/**
 * The seat check of invitations (docs/product/billing.md#seats), called inside the transaction that wrote them:
 * it locks the subscription row, so parallel invitations are counted one after another. During a paid plan,
 * members and open invitations beyond the paid seats answer MEMBER_FULL, unless `force` raises the seats
 * (prorated, invoiced now). Trials and exempt organisations have no seat limit.
 */
export async function reserveSeats(
  deps: BillingDeps,
  tx: DbOrTx,
  membership: Membership,
  force: boolean,
): Promise<void> {
  const orgId = membership.organizationId;
  const current = await findSubscription(tx, orgId, { lock: true });
  if (!current || !PAYING.includes(current.subscription.status)) return;
  const now = deps.clock.now();
  const used = await usedSeats(tx, orgId, now);
  if (used <= current.subscription.seats) return;
  if (used > MAX_PRICED_SEATS) throw AppError.validation({ data: [billingMessages.enterpriseContact] });
  if (!force) {
    throw new AppError(ErrorCode.MemberFull, billingMessages.memberFull, undefined, undefined, {
      reason: 'member_full',
      seats: used,
    });
  }
  if (current.subscription.cancelAt) throw new AppError(ErrorCode.Conflict, billingMessages.cancelling);
  const snapshot = await snapshotOf(tx, current.subscription, current.plan);
  const changed = await withCard(() =>
    deps.provider.changeSubscription({ current: snapshot, price: priceOf(current.plan), seats: used, now }),
  );
  await updateSubscriptionRow(tx, current.subscription.id, { updatedAt: now, ...stored(changed) });
  if (changed.latestInvoice) {
    await storeInvoice(tx, orgId, current.subscription.id, changed.latestInvoice);
    // Sent in the background once the caller's transaction has answered (an error there rolls the claim back,
    // but the e-mail may be gone: at most once).
    if (await claimReceipt(tx, deps.provider.kind, changed.latestInvoice, now)) {
      sendReceipt(deps, membership.organization, changed.latestInvoice);
    }
  }
}

/**
 * POST /subscription/resume: undoes a cancellation before the term ends (docs/product/billing.md#cancel-and-resume);
 * the plan renews again at the end of the period. After the end the plan is gone: choose one again.
 */
export async function resumeSubscription(deps: BillingDeps, membership: Membership) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const current = await findSubscription(deps.db, orgId);
  if (!current || !PAYING.includes(current.subscription.status)) {
    throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
  }
  const cancelAt = current.subscription.cancelAt;
  if (!cancelAt) return answer(deps, orgId, billingMessages.resumed, null);
  if (cancelAt <= now) throw new AppError(ErrorCode.Conflict, billingMessages.alreadyEnded);
  const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
  const resumed = await withCard(() => deps.provider.resume(snapshot));
  await updateSubscriptionRow(deps.db, current.subscription.id, {
    cancelAt: resumed.cancelAt,
    updatedAt: now,
  });
  // Integrator: the resumption e-mail of the billing-plans branch is sent here (its notifyResumed-style sender).
  return answer(deps, orgId, billingMessages.resumed, null);
}

/**
 * POST /subscription/preview: with a live plan (paid for and not ended), what changing it to `plan_id` and
 * `plan_members` would charge now; otherwise what subscribing would (the first period, a promo code's discount;
 * nothing now during the trial). Nothing is charged or stored.
 */
export async function previewSubscription(
  deps: BillingDeps,
  membership: Membership,
  input: { plan_id?: number; plan_members?: number; promocode?: string },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const promo = input.promocode ? await findPromo(deps.db, input.promocode) : null;
  if (input.promocode && !promo) throw AppError.validation({ promocode: [billingMessages.promoInvalid] });
  const current = await findSubscription(deps.db, orgId);
  const live =
    current &&
    PAYING.includes(current.subscription.status) &&
    !(current.subscription.cancelAt && current.subscription.cancelAt <= now);
  if (current && live) {
    if (current.subscription.cancelAt) throw new AppError(ErrorCode.Conflict, billingMessages.cancelling);
    const plan = input.plan_id ? await planOrFail(deps.db, input.plan_id) : current.plan;
    const seats = input.plan_members ?? current.subscription.seats;
    await assertSeatsCover(deps.db, orgId, seats, now);
    const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
    return { status: 'success' as const, data: await previewChange(deps, { snapshot, plan, seats, now }) };
  }
  if (!input.plan_id) throw AppError.validation({ plan_id: ['plan_id is required'] });
  if (!input.plan_members) throw AppError.validation({ plan_members: ['plan_members is required'] });
  const plan = await planOrFail(deps.db, input.plan_id);
  await assertSeatsCover(deps.db, orgId, input.plan_members, now);
  const trialEnd = trialEndOf(membership.organization, now);
  return {
    status: 'success' as const,
    data: await previewCreate(deps, membership, {
      plan,
      seats: input.plan_members,
      promo,
      trialEnd,
      now,
    }),
  };
}
