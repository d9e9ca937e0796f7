import { billingMessages, seatsInUseMessage } from '@app/contracts/billing/messages';
import { MAX_PRICED_SEATS, periodTotalCents } from '@app/contracts/billing/pricing';
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
  providerFields,
  sendReceipt,
  snapshotOf,
  withCard,
} from './billing.service';
import { storeInvoice, updateSubscriptionRow, upsertSubscription } from './billing-ledger.repo';
import { lockBilling, operationKey, withBillingLock } from './billing-lock';
import { sendBillingNotice } from './billing-notices';
import { DEMO_DOMAIN } from './billing-state';
import { invoiceView, subscriptionView } from './billing-view';
import type { BillingDeps } from './deps';
import {
  assertPreviewedChange,
  assertPreviewedCreate,
  previewChange,
  previewCreate,
  promoRef,
  trialEndOf,
} from './subscription-preview';
import { emitSubscriptionChanged } from './subscription-webhook';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>['subscription'];

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

/** Seats bought or kept must cover the seats in use; called under the billing lock the invitations take. */
async function assertSeatsCover(db: DbOrTx, organizationId: number, seats: number) {
  const used = await usedSeats(db, organizationId);
  if (seats < used) throw AppError.validation({ plan_members: [seatsInUseMessage(used, seats)] });
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

/** What subscribing sends: the plan, its seats, the card (none: the default one), a promo code, the total seen. */
interface SubscribeInput {
  plan_id: number;
  plan_members: number;
  pm_id?: string;
  promocode?: string;
  expected_total_cents?: number;
}

/**
 * POST /subscription/create (with a new card) and /subscription/create/payment_method (the default card): the
 * first period is charged now; a refused card leaves no subscription (402 with the provider's message). Runs
 * under the organisation's billing lock (docs/concurrency.md#billing-one-operation-at-a-time): of parallel
 * duplicates one charges, the others find its plan and answer 409.
 */
export async function createSubscription(deps: BillingDeps, membership: Membership, input: SubscribeInput) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  // The rest of a burst of clicks is answered without queueing for the lock once the plan is there; the same
  // check under the lock decides.
  assertNoPlan(await findSubscription(deps.db, orgId), deps.clock.now());
  const created = await withBillingLock(deps.db, orgId, (tx) =>
    subscribeLocked({ ...deps, db: tx }, membership, input),
  );
  const message = created.status === 'trialing' ? billingMessages.trialing : billingMessages.subscribed;
  return answer(deps, orgId, message, created.latestInvoice?.id ?? null);
}

/** 409 while the organisation has a plan that has not ended. */
function assertNoPlan(existing: Awaited<ReturnType<typeof findSubscription>>, now: Date) {
  if (existing && PAYING.includes(existing.subscription.status)) {
    const ended = existing.subscription.cancelAt && existing.subscription.cancelAt <= now;
    if (!ended) throw new AppError(ErrorCode.Conflict, billingMessages.alreadySubscribed);
  }
}

/** The body of createSubscription; `deps.db` is the locked transaction. */
async function subscribeLocked(deps: BillingDeps, membership: Membership, input: SubscribeInput) {
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const existing = await findSubscription(deps.db, orgId);
  assertNoPlan(existing, now);
  const plan = await planOrFail(deps.db, input.plan_id);
  await assertSeatsCover(deps.db, orgId, input.plan_members);
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
      idempotencyKey: operationKey('subscribe', orgId, [
        existing?.subscription.id ?? null,
        existing?.subscription.version ?? null,
        plan.id,
        input.plan_members,
        card.providerPmId,
        promo?.id ?? null,
      ]),
      trialEnd,
    }),
  );
  await deps.db.transaction(async (tx) => {
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
      ...providerFields(created),
    };
    const row = await upsertSubscription(tx, values);
    await emitSubscriptionChanged(tx, orgId, 'created', now);
    if (!created.latestInvoice) return;
    await storeInvoice(tx, orgId, row.id, created.latestInvoice);
    if (await claimReceipt(tx, deps.provider.kind, created.latestInvoice, now)) {
      await sendReceipt(deps, tx, membership.organization, created.latestInvoice);
    }
  });
  return created;
}

/**
 * POST /subscription/update: another plan, period or seat count, prorated and invoiced at once. Seats never go
 * below the members and open invitations. Runs under the organisation's billing lock, so parallel changes are
 * applied one after the other, each prorated from the one before.
 */
export async function updateSubscription(
  deps: BillingDeps,
  membership: Membership,
  input: { plan_id?: number; plan_members?: number; expected_total_cents?: number },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const invoiceId = await withBillingLock(deps.db, orgId, (tx) =>
    changeLocked({ ...deps, db: tx }, membership, input),
  );
  return answer(deps, orgId, billingMessages.updated, invoiceId);
}

/** The body of updateSubscription; `deps.db` is the locked transaction. Answers the new invoice's id. */
async function changeLocked(
  deps: BillingDeps,
  membership: Membership,
  input: { plan_id?: number; plan_members?: number; expected_total_cents?: number },
): Promise<string | null> {
  const orgId = membership.organizationId;
  const now = deps.clock.now();
  const current = await findSubscription(deps.db, orgId);
  if (!current || !PAYING.includes(current.subscription.status)) {
    throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
  }
  if (current.subscription.cancelAt) throw new AppError(ErrorCode.Conflict, billingMessages.cancelling);
  const plan = input.plan_id ? await planOrFail(deps.db, input.plan_id) : current.plan;
  const seats = input.plan_members ?? current.subscription.seats;
  if (plan.id === current.plan.id && seats === current.subscription.seats) return null;
  await assertSeatsCover(deps.db, orgId, seats);
  const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
  await assertPreviewedChange(deps, { snapshot, plan, seats, now }, input.expected_total_cents);
  const changed = await withCard(() =>
    deps.provider.changeSubscription({
      current: snapshot,
      price: priceOf(plan),
      seats,
      now,
      idempotencyKey: changeKey(current.subscription, plan.id, seats),
    }),
  );
  await deps.db.transaction(async (tx) => {
    await updateSubscriptionRow(tx, current.subscription.id, {
      planId: plan.id,
      updatedAt: now,
      ...providerFields(changed),
    });
    await emitSubscriptionChanged(tx, orgId, 'updated', now);
    if (!changed.latestInvoice) return;
    await storeInvoice(tx, orgId, current.subscription.id, changed.latestInvoice);
    if (await claimReceipt(tx, deps.provider.kind, changed.latestInvoice, now)) {
      await sendReceipt(deps, tx, membership.organization, changed.latestInvoice);
    }
  });
  return changed.latestInvoice?.id ?? null;
}

/** The key of a change from the stored subscription (its id and version) to a plan and seats. */
const changeKey = (sub: SubscriptionRow, planId: number, seats: number) =>
  operationKey('change', sub.organizationId, [sub.id, sub.version, planId, seats]);

/** POST /subscription/cancel: the plan runs to the end of the paid term, then the organisation is read-only. */
export async function cancelSubscription(deps: BillingDeps, membership: Membership) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  await withBillingLock(deps.db, orgId, async (tx) => {
    const current = await findSubscription(tx, orgId);
    if (!current || !PAYING.includes(current.subscription.status)) {
      throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
    }
    if (current.subscription.cancelAt) return;
    const sub = current.subscription;
    const snapshot = await snapshotOf(tx, sub, current.plan);
    const key = operationKey('cancel', orgId, [sub.id, sub.version]);
    const cancelled = await withCard(() => deps.provider.cancelAtPeriodEnd(snapshot, key));
    const endsAt = cancelled.cancelAt ?? sub.currentPeriodEnd;
    await updateSubscriptionRow(tx, sub.id, { cancelAt: endsAt, updatedAt: deps.clock.now() });
    await emitSubscriptionChanged(tx, orgId, 'cancelled', deps.clock.now());
    await sendBillingNotice(deps, tx, {
      organization: membership.organization,
      kind: 'cancellation',
      details: { planName: current.plan.name, endsAt },
    });
  });
  return answer(deps, orgId, billingMessages.cancelled, null);
}

/**
 * The seat check of invitations (docs/product/billing.md#seats), called inside the transaction that wrote them:
 * it takes the organisation's billing lock (best taken first thing in that transaction: `lockBilling`), so
 * parallel invitations, subscribing and seat changes are counted one after another. During a paid plan,
 * members and open invitations beyond the paid seats answer MEMBER_FULL, unless `force` raises the seats
 * (prorated, invoiced now). Trials and exempt organisations have no seat limit.
 */
export async function reserveSeats(
  deps: BillingDeps,
  tx: DbOrTx,
  membership: Membership,
  force: boolean,
  expectedTotalCents?: number,
): Promise<void> {
  const orgId = membership.organizationId;
  await lockBilling(tx, orgId);
  const current = await findSubscription(tx, orgId);
  if (!current || !PAYING.includes(current.subscription.status)) return;
  const now = deps.clock.now();
  const used = await usedSeats(tx, orgId);
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
  // The amount the seat question showed, checked before charging (docs/product/billing.md#amounts-shown-before-a-charge).
  await assertPreviewedChange(
    { ...deps, db: tx },
    { snapshot, plan: current.plan, seats: used, now },
    expectedTotalCents,
  );
  const changed = await withCard(() =>
    deps.provider.changeSubscription({
      current: snapshot,
      price: priceOf(current.plan),
      seats: used,
      now,
      idempotencyKey: changeKey(current.subscription, current.plan.id, used),
    }),
  );
  await updateSubscriptionRow(tx, current.subscription.id, { updatedAt: now, ...providerFields(changed) });
  if (changed.latestInvoice) {
    await storeInvoice(tx, orgId, current.subscription.id, changed.latestInvoice);
    // In the caller's transaction with the claim: an error there rolls both back, so no receipt without it.
    if (await claimReceipt(tx, deps.provider.kind, changed.latestInvoice, now)) {
      await sendReceipt(deps, tx, membership.organization, changed.latestInvoice);
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
  await withBillingLock(deps.db, orgId, async (tx) => {
    const now = deps.clock.now();
    const current = await findSubscription(tx, orgId);
    if (!current || !PAYING.includes(current.subscription.status)) {
      throw new AppError(ErrorCode.Conflict, billingMessages.noSubscription);
    }
    const sub = current.subscription;
    if (!sub.cancelAt) return;
    if (sub.cancelAt <= now) throw new AppError(ErrorCode.Conflict, billingMessages.alreadyEnded);
    const snapshot = await snapshotOf(tx, sub, current.plan);
    const key = operationKey('resume', orgId, [sub.id, sub.version]);
    const resumed = await withCard(() => deps.provider.resume(snapshot, key));
    await updateSubscriptionRow(tx, sub.id, { cancelAt: resumed.cancelAt, updatedAt: now });
    const notice = {
      planName: current.plan.name,
      renewsAt: sub.currentPeriodEnd,
      amountCents: periodTotalCents(sub.seats, priceOf(current.plan).frequency),
    };
    await sendBillingNotice(deps, tx, {
      organization: membership.organization,
      kind: 'resumption',
      details: notice,
    });
  });
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
    await assertSeatsCover(deps.db, orgId, seats);
    const snapshot = await snapshotOf(deps.db, current.subscription, current.plan);
    return { status: 'success' as const, data: await previewChange(deps, { snapshot, plan, seats, now }) };
  }
  if (!input.plan_id) throw AppError.validation({ plan_id: ['plan_id is required'] });
  if (!input.plan_members) throw AppError.validation({ plan_members: ['plan_members is required'] });
  const plan = await planOrFail(deps.db, input.plan_id);
  await assertSeatsCover(deps.db, orgId, input.plan_members);
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
