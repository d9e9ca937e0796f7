import { billingMessages } from '@app/contracts/billing/messages';
import { frequencyOf } from '@app/contracts/billing/pricing';
import type { BillingInfoBody } from '@app/contracts/billing/schemas';
import { ErrorCode } from '@app/contracts/errors';
import type { DbOrTx } from '../../db/client';
import type { plans, subscriptions } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import {
  cityInState,
  defaultPaymentMethod,
  deletePaymentMethodRow,
  findBillingAccount,
  findOrganization,
  findPaymentMethod,
  findSubscription,
  insertBillingAccount,
  insertPaymentMethod,
  listInvoices,
  listPaymentMethods,
  markDefaultPaymentMethod,
  ownerEmail,
  stateExists,
  updateBillingAccount,
  usedSeats,
} from './billing.repo';
import { recordOnce } from './billing-ledger.repo';
import { operationKey } from './billing-lock';
import { sendBillingNotice } from './billing-notices';
import { billingStateAt, DEMO_DOMAIN } from './billing-state';
import { invoiceView, paymentMethodView, planView, subscriptionView } from './billing-view';
import type { BillingDeps } from './deps';
import {
  CardError,
  type PriceRef,
  type ProviderInvoice,
  type ProviderSubscription,
  type SubscriptionSnapshot,
} from './providers/types';

type Plan = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export const priceOf = (plan: Plan): PriceRef => ({
  code: plan.code,
  planName: plan.name,
  frequency: frequencyOf(plan.frequency),
});

/** The subscription row's columns the provider decides. */
export function providerFields(p: ProviderSubscription) {
  return {
    seats: p.seats,
    status: p.status,
    currentPeriodStart: p.periodStart,
    currentPeriodEnd: p.periodEnd,
    cancelAt: p.cancelAt,
  };
}

/** A refused card is the user's 402 with the provider's words; the form is enabled again. */
export async function withCard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CardError)
      throw new AppError(ErrorCode.PaymentFailed, err.message, { card: [err.message] });
    throw err;
  }
}

function assertNotDemo(membership: Membership) {
  if (membership.organization.businessDomain === DEMO_DOMAIN) {
    throw new AppError(ErrorCode.Forbidden, billingMessages.demoLocked);
  }
}

/** The organisation's billing state now, with the seats in use. */
export async function loadBillingState(db: DbOrTx, organizationId: number, now: Date) {
  const [org, sub, used] = await Promise.all([
    findOrganization(db, organizationId),
    findSubscription(db, organizationId),
    usedSeats(db, organizationId),
  ]);
  if (!org) throw AppError.notFound('Organization');
  const state = billingStateAt(
    {
      organization: org,
      subscription: sub ? { ...sub.subscription, planName: sub.plan.name } : null,
    },
    now,
  );
  return { ...state, usedSeats: used };
}

function billingStateView(state: Awaited<ReturnType<typeof loadBillingState>>) {
  return {
    state: state.state,
    writable: state.writable,
    plan_name: state.planName,
    trial_ends_at: state.trialEndsAt,
    trial_days_left: state.trialDaysLeft,
    grace_ends_at: state.graceEndsAt,
    paid_seats: state.paidSeats,
    used_seats: state.usedSeats,
  };
}

/** POST /bill_settings: plan, subscription, cards, billing history and the billing state. */
export async function billSettings(deps: BillingDeps, membership: Membership) {
  const orgId = membership.organizationId;
  const [sub, cards, history, state] = await Promise.all([
    findSubscription(deps.db, orgId),
    listPaymentMethods(deps.db, orgId),
    listInvoices(deps.db, orgId),
    loadBillingState(deps.db, orgId, deps.clock.now()),
  ]);
  return {
    status: 'success' as const,
    data: {
      plan: sub ? planView(sub.plan) : null,
      subscription: sub ? subscriptionView(sub.subscription, sub.plan) : null,
      payment_methods: cards.map(paymentMethodView),
      billing_histories: history.map(invoiceView),
      billing: billingStateView(state),
      provider: deps.provider.kind,
      publishable_key: deps.provider.publishableKey,
      is_demo: membership.organization.businessDomain === DEMO_DOMAIN,
    },
  };
}

/** The provider's customer for the organisation, created on first use (billed to the Owner's e-mail). */
export async function ensureCustomer(deps: BillingDeps, membership: Membership): Promise<string> {
  const orgId = membership.organizationId;
  const existing = await findBillingAccount(deps.db, orgId);
  if (existing) return existing.customerId;
  const email = await ownerEmail(deps.db, orgId);
  // Two first uses at once reach the provider once: the key names the organisation (and when it was made, so a
  // database reset that reuses the id is another customer).
  const customerId = await deps.provider.createCustomer(
    { organizationId: orgId, name: membership.organization.name, email: email ?? '' },
    operationKey('customer', orgId, [membership.organization.createdAt]),
  );
  await insertBillingAccount(deps.db, {
    organizationId: orgId,
    provider: deps.provider.kind,
    customerId,
    email,
  });
  // Of two first uses at once, the row that landed first wins.
  return (await findBillingAccount(deps.db, orgId))!.customerId;
}

/** POST /payment_method/setup_intent: what the card form needs (Stripe Elements, or the sandbox form). */
export async function setupIntent(deps: BillingDeps, membership: Membership) {
  assertNotDemo(membership);
  const clientSecret =
    deps.provider.kind === 'stripe'
      ? await withCard(async () => deps.provider.createSetupIntent(await ensureCustomer(deps, membership)))
      : null;
  return {
    status: 'success' as const,
    provider: deps.provider.kind,
    client_secret: clientSecret,
    publishable_key: deps.provider.publishableKey,
  };
}

/** POST /payment_method/add_payment_method: the first card is the default; `default_status` makes it one. */
export async function addPaymentMethod(
  deps: BillingDeps,
  membership: Membership,
  input: { pm_id: string; default_status: boolean },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const known = await findPaymentMethod(deps.db, orgId, input.pm_id);
  if (!known) {
    const customerId = await ensureCustomer(deps, membership);
    const card = await withCard(() => deps.provider.attachCard(customerId, input.pm_id));
    await insertPaymentMethod(deps.db, { organizationId: orgId, providerPmId: input.pm_id, ...card });
  }
  const hasDefault = await defaultPaymentMethod(deps.db, orgId);
  if (input.default_status || !hasDefault) await makeDefault(deps, membership, input.pm_id);
  return listPaymentMethods(deps.db, orgId).then((rows) => rows.map(paymentMethodView));
}

async function makeDefault(deps: BillingDeps, membership: Membership, pmId: string) {
  const orgId = membership.organizationId;
  const card = await findPaymentMethod(deps.db, orgId, pmId);
  if (!card) throw AppError.notFound('Payment method');
  const customerId = await ensureCustomer(deps, membership);
  await withCard(() => deps.provider.setDefaultCard(customerId, pmId));
  await deps.db.transaction((tx) => markDefaultPaymentMethod(tx, orgId, card.id));
}

/** POST /payment_method/set_default_payment_method */
export async function setDefaultPaymentMethod(deps: BillingDeps, membership: Membership, pmId: string) {
  assertNotDemo(membership);
  await makeDefault(deps, membership, pmId);
  return listPaymentMethods(deps.db, membership.organizationId).then((rows) => rows.map(paymentMethodView));
}

/** POST /payment_method/delete_payment_method: only a card that is not the default (set another first). */
export async function deletePaymentMethod(deps: BillingDeps, membership: Membership, pmId: string) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const card = await findPaymentMethod(deps.db, orgId, pmId);
  if (!card) throw AppError.notFound('Payment method');
  const sub = await findSubscription(deps.db, orgId);
  const paying = sub && ['trialing', 'active', 'past_due'].includes(sub.subscription.status);
  if (card.isDefault && paying) throw new AppError(ErrorCode.Conflict, billingMessages.defaultCardDelete);
  await withCard(() => deps.provider.detachCard(pmId));
  await deletePaymentMethodRow(deps.db, orgId, card.id);
  return listPaymentMethods(deps.db, orgId).then((rows) => rows.map(paymentMethodView));
}

/** POST /payment_method/billing_info */
export async function readBillingInfo(deps: BillingDeps, membership: Membership) {
  const account = await findBillingAccount(deps.db, membership.organizationId);
  if (!account?.name) return { status: 'success' as const, data: null };
  return {
    status: 'success' as const,
    data: {
      email: account.email ?? '',
      name: account.name,
      phone: account.phone ?? '',
      address: {
        line1: account.line1 ?? '',
        line2: account.line2 ?? '',
        city: account.cityId,
        state: account.stateId,
        postal_code: account.postalCode ?? '',
      },
    },
  };
}

/** POST /payment_method/billing_info/update: needs a card on file ('Please add a payment method'). */
export async function updateBillingInfo(
  deps: BillingDeps,
  membership: Membership,
  input: Required<Omit<BillingInfoBody, 'country' | 'link'>> & { country?: string },
) {
  assertNotDemo(membership);
  const orgId = membership.organizationId;
  const cards = await listPaymentMethods(deps.db, orgId);
  if (!cards.length) throw new AppError(ErrorCode.BadRequest, billingMessages.addPaymentMethod);
  const errors = await checkStateCity(deps.db, input.state, input.city);
  if (errors) throw AppError.validation(errors);
  await ensureCustomer(deps, membership);
  await updateBillingAccount(deps.db, orgId, {
    email: input.email,
    name: input.name,
    phone: input.phone,
    line1: input.line1,
    line2: input.line2 ?? '',
    stateId: input.state,
    cityId: input.city,
    postalCode: input.postal_code,
    country: input.country ?? 'United States',
    updatedAt: deps.clock.now(),
  });
  return { ...(await readBillingInfo(deps, membership)), message: billingMessages.billingInfoSaved };
}

async function checkStateCity(
  db: DbOrTx,
  stateId: number,
  cityId: number,
): Promise<Record<string, string[]> | null> {
  if (!(await stateExists(db, stateId))) return { state: ['State not found'] };
  if (!(await cityInState(db, cityId, stateId))) return { city: ['City is not in the chosen state'] };
  return null;
}

/**
 * Claims the receipt of a paid invoice, in the transaction that stores the invoice: true for the one claim
 * that wins, whoever comes first of the answer to a payment and the provider's `invoice.paid` event (Stripe
 * sends both for one payment). The claim is a row keyed by the invoice id in the ledger of billing events
 * processed once (`billing_webhook_events`, its unique provider and id), so two claims, even in parallel
 * transactions, never both win. The receipt is written to the outbox in the claiming transaction (`sendReceipt`),
 * so it goes out once the claim commits, and only then.
 */
export async function claimReceipt(
  tx: DbOrTx,
  provider: 'stripe' | 'sandbox',
  invoice: ProviderInvoice,
  now: Date,
): Promise<boolean> {
  if (invoice.status !== 'paid' || invoice.totalCents <= 0) return false;
  return recordOnce(tx, { provider, eventId: `receipt:${invoice.id}`, type: 'receipt', receivedAt: now });
}

/**
 * Writes the receipt of a paid invoice (claimed first: `claimReceipt`) into the outbox of the claiming
 * transaction, linking to its invoice view; once per invoice whatever retries it.
 */
export function sendReceipt(
  deps: BillingDeps,
  tx: DbOrTx,
  organization: { id: number; name: string; businessDomain: string },
  invoice: ProviderInvoice,
) {
  return sendBillingNotice(deps, tx, {
    organization,
    kind: 'receipt',
    details: { invoice },
    once: `receipt:${deps.provider.kind}:${invoice.id}`,
  });
}

export async function snapshotOf(
  db: DbOrTx,
  sub: SubscriptionRow,
  plan: Plan,
): Promise<SubscriptionSnapshot> {
  const [account, card] = await Promise.all([
    findBillingAccount(db, sub.organizationId),
    defaultPaymentMethod(db, sub.organizationId),
  ]);
  return {
    id: sub.providerSubscriptionId,
    customerId: account?.customerId ?? '',
    price: priceOf(plan),
    seats: sub.seats,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    defaultPmId: card?.providerPmId ?? null,
    trialing: sub.status === 'trialing',
  };
}
