import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { cities, plans, states } from './reference';
import { organizations, orgId } from './tenancy';

/** Billing (docs/product/billing.md). Money is integer cents. */

/** The organisation's customer at the card provider, and its billing information. */
export const billingAccounts = pgTable('billing_accounts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
  email: text('email'),
  name: text('name'),
  phone: text('phone'),
  line1: text('line1'),
  line2: text('line2'),
  stateId: integer('state_id').references(() => states.id),
  cityId: integer('city_id').references(() => cities.id),
  postalCode: text('postal_code'),
  country: text('country'),
  updatedAt: updatedAt(),
});

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  active: boolean('active').notNull().default(true),
  stripePromotionCodeId: text('stripe_promotion_code_id'),
  createdAt: createdAt(),
});

/** One subscription per organisation; `seats` is the provider's quantity. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  seats: integer('seats').notNull(),
  /** active, past_due (a renewal failed; retries run), unpaid (retries exhausted), canceled. */
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAt: timestamp('cancel_at', { withTimezone: true }),
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  /** The sandbox's next retry of a failed renewal (Stripe schedules its own). */
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  retryCount: integer('retry_count').notNull().default(0),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * Counts every write to the row. Provider idempotency keys name the state an operation starts from by it:
   * `updatedAt` can repeat (a fixed or coarse clock), so a change that returned to an earlier state would send
   * an earlier key and get that earlier answer replayed instead of being made (docs/concurrency.md).
   */
  version: integer('version').notNull().default(0),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    providerPmId: text('provider_pm_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
    index('payment_methods_organization').on(t.organizationId),
  ],
);

/** Invoices as the provider issued them; `total_cents` is the sum of the lines. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    totalCents: integer('total_cents').notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card that paid it, as the invoice view shows it (brand and last four digits); null until paid. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_organization_created').on(t.organizationId, t.createdAt)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId)],
);

/** Provider events already processed: a replayed event id changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_webhook_events_provider_event').on(t.provider, t.eventId)],
);
