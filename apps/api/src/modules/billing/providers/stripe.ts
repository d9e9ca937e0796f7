import { createHash } from 'node:crypto';
import { type BillingFrequency, MAX_PRICED_SEATS, seatPeriodCents } from '@app/contracts/billing/pricing';
import Stripe from 'stripe';
import {
  type BillingEvent,
  CardError,
  type PaymentProvider,
  type PriceRef,
  type ProviderInvoice,
  type ProviderInvoiceLine,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './types';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Another API host (tests run a local server that speaks the endpoints used here). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Stripe through its official SDK: customers, SetupIntents and cards, subscriptions whose quantity is the seat
 * count (one volume-tiered price per plan and period, found by its lookup key = the plan's code, created when
 * missing), prorated seat changes invoiced at once, cancellation at period end, and signed webhooks.
 */
export function createStripeProvider(options: StripeOptions) {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 1,
    appInfo: { name: 'StaffMargin' },
  });
  const priceIds = new Map<string, Promise<string>>();

  function priceId(price: PriceRef): Promise<string> {
    let id = priceIds.get(price.code);
    if (!id) {
      id = findOrCreatePrice(stripe, price);
      id.catch(() => priceIds.delete(price.code));
      priceIds.set(price.code, id);
    }
    return id;
  }

  const provider: PaymentProvider & {
    kind: 'stripe';
    parseWebhook: typeof parseWebhook;
    retrieveSubscription: typeof retrieveSubscription;
  } = {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createCustomer({ organizationId, name, email }, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create(
          { name, email, metadata: { organization_id: String(organizationId) } },
          { idempotencyKey },
        ),
      );
      return customer.id;
    },
    async createSetupIntent(customerId) {
      const intent = await call(() =>
        stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }),
      );
      return intent.client_secret;
    },
    async attachCard(customerId, pmId) {
      let pm = await call(() => stripe.paymentMethods.retrieve(pmId));
      const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
      // A card confirmed through a SetupIntent is attached already.
      if (owner !== customerId)
        pm = await call(() => stripe.paymentMethods.attach(pmId, { customer: customerId }));
      if (!pm.card) throw new CardError('Only cards are accepted.', 'unsupported_payment_method');
      return {
        brand: pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      };
    },
    async detachCard(pmId) {
      await call(() => stripe.paymentMethods.detach(pmId));
    },
    async setDefaultCard(customerId, pmId) {
      await call(() =>
        stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pmId } }),
      );
    },
    async createSubscription({ customerId, price, seats, pmId, promo, now, trialEnd, idempotencyKey }) {
      const params = {
        customer: customerId,
        items: [{ price: await priceId(price), quantity: seats }],
        default_payment_method: pmId,
        // Subscribed during our trial: the card is saved now and first charged when the trial ends.
        trial_end: trialEnd && trialEnd > now ? Math.floor(trialEnd.getTime() / 1000) : undefined,
        discounts: promo?.stripePromotionCodeId
          ? [{ promotion_code: promo.stripePromotionCodeId }]
          : undefined,
        // A refused first payment fails the call instead of leaving an incomplete subscription.
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice'],
        metadata: { plan_code: price.code },
      } satisfies Stripe.SubscriptionCreateParams;
      const sub = await call(async () => stripe.subscriptions.create(params, { idempotencyKey }));
      return toSubscription(sub);
    },
    async changeSubscription({ current, price, seats, now, idempotencyKey }) {
      const existing = await call(() => stripe.subscriptions.retrieve(current.id));
      const item = existing.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      const sub = await call(async () =>
        stripe.subscriptions.update(
          current.id,
          {
            items: [{ id: item.id, price: await priceId(price), quantity: seats }],
            proration_behavior: 'always_invoice',
            // Prorated at the instant the amount was checked against the preview (subscription-preview.ts).
            proration_date: Math.floor(now.getTime() / 1000),
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            expand: ['latest_invoice'],
            metadata: { plan_code: price.code },
          },
          { idempotencyKey },
        ),
      );
      return toSubscription(sub);
    },
    async previewCreate({ customerId, price, seats, promo, now, trialEnd }) {
      const preview = await call(async () =>
        stripe.invoices.createPreview({
          customer: customerId ?? undefined,
          subscription_details: {
            items: [{ price: await priceId(price), quantity: seats }],
            trial_end: trialEnd && trialEnd > now ? Math.floor(trialEnd.getTime() / 1000) : undefined,
          },
          discounts: promo?.stripePromotionCodeId
            ? [{ promotion_code: promo.stripePromotionCodeId }]
            : undefined,
        }),
      );
      return toInvoice(preview).lines;
    },
    async previewChange({ current, price, seats, now }) {
      const existing = await call(() => stripe.subscriptions.retrieve(current.id));
      const item = existing.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      // The same update as changeSubscription, previewed: the invoice `always_invoice` would issue now.
      const preview = await call(async () =>
        stripe.invoices.createPreview({
          customer: current.customerId || undefined,
          subscription: current.id,
          subscription_details: {
            items: [{ id: item.id, price: await priceId(price), quantity: seats }],
            proration_behavior: 'always_invoice',
            proration_date: Math.floor(now.getTime() / 1000),
          },
        }),
      );
      return toInvoice(preview).lines;
    },
    async resume(current, idempotencyKey) {
      const sub = await call(() =>
        stripe.subscriptions.update(current.id, { cancel_at_period_end: false }, { idempotencyKey }),
      );
      return { ...toSubscription(sub), latestInvoice: null };
    },
    async cancelAtPeriodEnd(current, idempotencyKey) {
      const sub = await call(() =>
        stripe.subscriptions.update(current.id, { cancel_at_period_end: true }, { idempotencyKey }),
      );
      return { ...toSubscription(sub), latestInvoice: null };
    },
    parseWebhook,
    retrieveSubscription,
  };

  /**
   * The subscription as Stripe has it now: webhooks arrive in any order, so their subscription changes are
   * applied from a fresh read rather than from the event (docs/product/billing.md#card-payments).
   */
  async function retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return toSubscription(await call(() => stripe.subscriptions.retrieve(id)));
  }

  /**
   * Verifies the signature (throws on a bad one) and answers the event as Stripe sent it; `billingEventOf`
   * maps it when it is processed (docs/decisions/0004-job-queue.md).
   */
  function parseWebhook(
    payload: Buffer | string,
    signature: string,
  ): { id: string; type: string; raw: Stripe.Event } {
    if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    const event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
    return { id: event.id, type: event.type, raw: event };
  }

  return provider;
}

/** The volume tiers of one plan and period: every seat costs the price of the seat count bought. */
export function priceTiers(frequency: BillingFrequency): { up_to: number | 'inf'; unit_amount: number }[] {
  const tiers: { up_to: number | 'inf'; unit_amount: number }[] = [];
  for (let seats = 1; seats < MAX_PRICED_SEATS; seats++) {
    const amount = seatPeriodCents(seats, frequency);
    if (amount !== seatPeriodCents(seats + 1, frequency)) tiers.push({ up_to: seats, unit_amount: amount });
  }
  tiers.push({ up_to: 'inf', unit_amount: seatPeriodCents(MAX_PRICED_SEATS, frequency) });
  return tiers;
}

/**
 * The plan's price, created on first use. Two processes subscribing their first customers at once both find
 * none: the product and the price are created under idempotency keys named by the plan and its tiers, so Stripe
 * makes one of each and answers the second request with the first's.
 */
async function findOrCreatePrice(stripe: Stripe, price: PriceRef): Promise<string> {
  const found = await call(() => stripe.prices.list({ lookup_keys: [price.code], active: true, limit: 1 }));
  if (found.data[0]) return found.data[0].id;
  const tiers = priceTiers(price.frequency);
  const key = (what: string) =>
    `staffmargin-${what}-${price.code}-${createHash('sha256').update(JSON.stringify(tiers)).digest('hex').slice(0, 32)}`;
  const product = await call(() =>
    stripe.products.create({ name: `StaffMargin ${price.planName}` }, { idempotencyKey: key('product') }),
  );
  const created = await call(() =>
    stripe.prices.create(
      {
        currency: 'usd',
        product: product.id,
        lookup_key: price.code,
        nickname: `${price.planName} (${price.frequency})`,
        recurring: { interval: price.frequency === 'yearly' ? 'year' : 'month' },
        billing_scheme: 'tiered',
        tiers_mode: 'volume',
        tiers,
      },
      { idempotencyKey: key('price') },
    ),
  );
  return created.id;
}

/** Card refusals and bad ids become CardError (shown to the user); anything else stays a server error. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      throw new CardError(err.message, err.decline_code ?? err.code ?? 'card_declined');
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
      throw new CardError(err.message, 'resource_missing');
    }
    throw err;
  }
}

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function toStatus(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'unpaid';
  }
}

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
  const invoice = typeof sub.latest_invoice === 'object' && sub.latest_invoice ? sub.latest_invoice : null;
  return {
    id: sub.id,
    status: toStatus(sub.status),
    seats: item.quantity ?? 1,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    cancelAt: at(sub.cancel_at),
    latestInvoice: invoice ? toInvoice(invoice) : null,
  };
}

/**
 * A Stripe invoice with lines that add up to its total: Stripe's lines are before discounts and taxes, so the
 * discount (and any tax) become lines of their own.
 */
function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const lines: ProviderInvoiceLine[] = invoice.lines.data.map((l) => ({
    description: l.description ?? 'Subscription',
    quantity: l.quantity ?? 1,
    amountCents: l.amount,
  }));
  const discount = (invoice.total_discount_amounts ?? []).reduce((s, d) => s + d.amount, 0);
  if (discount) lines.push({ description: 'Discount', quantity: 1, amountCents: -discount });
  const rest = invoice.total - lines.reduce((s, l) => s + l.amountCents, 0);
  if (rest) lines.push({ description: 'Tax', quantity: 1, amountCents: rest });
  const sub = invoice.parent?.subscription_details?.subscription;
  const known = ['paid', 'open', 'void', 'uncollectible'] as const;
  const status = known.find((k) => k === invoice.status) ?? 'open';
  return {
    id: invoice.id ?? `in_unknown_${invoice.created}`,
    number: invoice.number ?? invoice.id ?? '',
    status,
    created: new Date(invoice.created * 1000),
    description: invoice.lines.data[invoice.lines.data.length - 1]?.description ?? 'Subscription',
    periodStart: at(invoice.period_start),
    periodEnd: at(invoice.period_end),
    lines,
    totalCents: invoice.total,
    subscriptionId: typeof sub === 'string' ? sub : (sub?.id ?? null),
  };
}

/** The events billing acts on, mapped from a verified Stripe event; others are null. */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'invoice.paid':
      return { type: 'invoice.paid', invoice: toInvoice(event.data.object) };
    case 'invoice.payment_failed':
      return {
        type: 'invoice.payment_failed',
        invoice: toInvoice(event.data.object),
        nextAttempt: at(event.data.object.next_payment_attempt),
      };
    case 'customer.subscription.updated':
    case 'customer.subscription.created':
      return { type: 'subscription.updated', subscription: toSubscription(event.data.object) };
    case 'customer.subscription.deleted':
      return { type: 'subscription.deleted', subscriptionId: event.data.object.id };
    default:
      return null;
  }
}
