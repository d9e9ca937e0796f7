import type { BillingFrequency } from '@app/contracts/billing/pricing';

/**
 * The card payment provider behind billing (docs/product/billing.md#card-payments): Stripe when STRIPE_SECRET_KEY
 * is set, otherwise the built-in sandbox. Services speak only this interface; amounts are integer cents.
 */

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderInvoiceLine {
  description: string;
  quantity: number;
  amountCents: number;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible';
  created: Date;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: ProviderInvoiceLine[];
  totalCents: number;
  subscriptionId: string | null;
}

/** trialing: subscribed during the trial, nothing charged before it ends (docs/product/billing.md#subscribing-during-the-trial). */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  seats: number;
  periodStart: Date;
  periodEnd: Date;
  cancelAt: Date | null;
  latestInvoice: ProviderInvoice | null;
}

/** A plan and period as the provider prices it: `code` is the plans row's code (Stripe: the price lookup key). */
export interface PriceRef {
  code: string;
  planName: string;
  frequency: BillingFrequency;
}

export interface PromoRef {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  stripePromotionCodeId: string | null;
}

/** What we know of a live subscription; the sandbox prices changes from it, Stripe needs only the id. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  price: PriceRef;
  seats: number;
  periodStart: Date;
  periodEnd: Date;
  defaultPmId: string | null;
  /** In its trial: a change is not charged before the trial ends. */
  trialing?: boolean;
}

/** Events in the provider-neutral shape the billing service applies (Stripe webhooks, sandbox renewals). */
export type BillingEvent =
  | { type: 'invoice.paid'; invoice: ProviderInvoice }
  | { type: 'invoice.payment_failed'; invoice: ProviderInvoice; nextAttempt: Date | null }
  | { type: 'subscription.updated'; subscription: ProviderSubscription }
  | { type: 'subscription.deleted'; subscriptionId: string };

/** A refused card or charge: the message is the provider's and is shown to the user. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Stripe's publishable key for Elements; null for the sandbox. */
  readonly publishableKey: string | null;
  /**
   * `idempotencyKey` on the calls below (Stripe's Idempotency-Key): the same key with the same input gets the
   * first answer again instead of acting twice (docs/concurrency.md#billing-one-operation-at-a-time).
   */
  createCustomer(
    input: { organizationId: number; name: string; email: string },
    idempotencyKey: string,
  ): Promise<string>;
  /** A SetupIntent's client secret for Stripe Elements; null for the sandbox (its form tokenises itself). */
  createSetupIntent(customerId: string): Promise<string | null>;
  /** Saves a card on the customer; a declined card throws CardError. */
  attachCard(customerId: string, pmId: string): Promise<CardDetails>;
  detachCard(pmId: string): Promise<void>;
  setDefaultCard(customerId: string, pmId: string): Promise<void>;
  /** Subscribes and charges the first period now; a refused charge throws CardError and leaves nothing behind. */
  createSubscription(input: {
    customerId: string;
    price: PriceRef;
    seats: number;
    pmId: string;
    promo: PromoRef | null;
    now: Date;
    idempotencyKey: string;
    /** Subscribing during the trial: the card is saved now and first charged at this date. */
    trialEnd?: Date | null;
  }): Promise<ProviderSubscription>;
  /** The lines `createSubscription` would invoice now, nothing charged (Stripe: the upcoming-invoice preview). */
  previewCreate(input: {
    customerId: string | null;
    price: PriceRef;
    seats: number;
    promo: PromoRef | null;
    now: Date;
    trialEnd: Date | null;
  }): Promise<ProviderInvoiceLine[]>;
  /** The lines `changeSubscription` would invoice now, nothing charged. */
  previewChange(input: {
    current: SubscriptionSnapshot;
    price: PriceRef;
    seats: number;
    now: Date;
  }): Promise<ProviderInvoiceLine[]>;
  /** Another seat count, plan or period: prorated and invoiced now. */
  changeSubscription(input: {
    current: SubscriptionSnapshot;
    price: PriceRef;
    seats: number;
    now: Date;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  /** Cancels at the end of the paid term. */
  cancelAtPeriodEnd(current: SubscriptionSnapshot, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Undoes a cancellation at period end before the term is over: the plan renews again. */
  resume(current: SubscriptionSnapshot, idempotencyKey: string): Promise<ProviderSubscription>;
}
