import { z } from 'zod';
import { emailField, required } from '../accounts/fields';
import { MAX_ID } from '../limits';
import { timestampSchema } from '../responses';
import { billingMessages } from './messages';
import { subscriptionPreviewSchema } from './preview';
import { MAX_PRICED_SEATS, MIN_SEATS } from './pricing';

/** Request and response schemas of billing (docs/product/billing.md, docs/product/api.md#billing). */

const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(MAX_ID, `${label} must be a positive id`);

/** A card provider's payment method id (Stripe `pm_…`, or the sandbox's). */
export const pmIdField = z
  .string({ error: 'pm_id is required' })
  .trim()
  .min(1, { message: 'pm_id is required', abort: true })
  .max(255, 'pm_id is too long')
  .regex(/^pm_[A-Za-z0-9_]+$/, 'pm_id is not a payment method id');

/** Seats: 1 to 20; more is the enterprise team's offer. */
export const seatsField = z
  .number({ error: 'plan_members is required' })
  .int('plan_members must be a whole number')
  .min(MIN_SEATS, `plan_members must be at least ${MIN_SEATS}`)
  .max(MAX_PRICED_SEATS, billingMessages.enterpriseContact);

/** Far above any invoice: 20 seats a year are under $10,000. */
const MAX_EXPECTED_CENTS = 100_000_000;

const promoField = z
  .string()
  .trim()
  .max(40, 'promocode is too long')
  .regex(/^[A-Za-z0-9_-]*$/, billingMessages.promoInvalid)
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

/**
 * The amount due now that the user was shown (the preview's `due_now_cents`): the charge is refused with 409 and
 * the new figures when it differs (docs/product/billing.md#amounts-shown-before-a-charge).
 */
export const expectedTotalField = z
  .number({ error: 'expected_total_cents must be a number' })
  .int('expected_total_cents must be a whole number of cents')
  .min(-MAX_EXPECTED_CENTS, 'expected_total_cents is out of range')
  .max(MAX_EXPECTED_CENTS, 'expected_total_cents is out of range')
  .optional();

/** POST /subscription/preview: what subscribing (or changing the live plan) would charge now; nothing is charged. */
export const previewSubscriptionBodySchema = z.object({
  plan_id: id('plan_id').optional(),
  plan_members: seatsField.optional(),
  promocode: promoField,
});
export type PreviewSubscriptionBody = z.input<typeof previewSubscriptionBodySchema>;

/** POST /subscription/create (pm_id: a new card) and /subscription/create/payment_method (the default card). */
export const createSubscriptionBodySchema = z.object({
  plan_id: id('plan_id'),
  plan_members: seatsField,
  pm_id: pmIdField.optional(),
  promocode: promoField,
  accept_terms: z.literal(true, { error: billingMessages.termsRequired }),
  expected_total_cents: expectedTotalField,
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

/** POST /subscription/update: another plan or period, or another seat count; prorated and invoiced now. */
export const updateSubscriptionBodySchema = z.object({
  plan_id: id('plan_id').optional(),
  plan_members: seatsField.optional(),
  update_plan: z.boolean().optional(),
  promocode: promoField,
  accept_terms: z.literal(true, { error: billingMessages.termsRequired }),
  expected_total_cents: expectedTotalField,
});
export type UpdateSubscriptionBody = z.input<typeof updateSubscriptionBodySchema>;

/** POST /subscription/cancel: at the end of the paid term. */
export const cancelSubscriptionBodySchema = z.object({
  plan_id: z.string().max(255).optional(),
  cancel_plan: z.boolean().optional(),
});

export const addPaymentMethodBodySchema = z.object({
  pm_id: pmIdField,
  default_status: z.boolean().default(false),
});
export type AddPaymentMethodBody = z.input<typeof addPaymentMethodBodySchema>;

export const paymentMethodBodySchema = z.object({ pm_id: pmIdField });

/** The sandbox's card form: what Stripe Elements collects, tokenised by the sandbox itself. */
export const sandboxCardBodySchema = z.object({
  number: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { message: 'Card number is required', abort: true })
        .regex(/^\d{13,19}$/, 'Your card number is incomplete.'),
    ),
  exp_month: z
    .number({ error: 'Expiry month is required' })
    .int()
    .min(1, 'Your card’s expiration date is invalid.')
    .max(12, 'Your card’s expiration date is invalid.'),
  exp_year: z
    .number({ error: 'Expiry year is required' })
    .int()
    .min(2000, 'Your card’s expiration date is invalid.')
    .max(2100, 'Your card’s expiration date is invalid.'),
  cvc: z.string({ error: 'CVC is required' }).regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});
export type SandboxCardBody = z.input<typeof sandboxCardBodySchema>;

/** +1 (999) 999-99-99: 12 characters once the mask characters are removed (+ and 11 digits). */
export const phoneField = required('Phone')
  .max(40, 'Phone is too long')
  .refine((v) => v.replace(/[\s()-]/g, '').length === 12 && /^\+1\d{10}$/.test(v.replace(/[\s()-]/g, '')), {
    message: 'Phone must be +1 and 10 digits',
  });

/** POST /payment_method/billing_info/update */
export const billingInfoBodySchema = z.object({
  email: emailField,
  name: required('Name').max(120, 'Name must be at most 120 characters'),
  phone: phoneField,
  line1: required('Address line 1').max(200, 'Address line 1 must be at most 200 characters'),
  line2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters').optional().default(''),
  state: id('State'),
  city: id('City'),
  postal_code: required('Postal code').max(10, 'Postal code must be at most 10 characters'),
  country: z.string().max(60).optional(),
  link: z.string().max(2000).optional(),
});
export type BillingInfoBody = z.input<typeof billingInfoBodySchema>;

// ---- responses ----

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** '1' monthly, '2' yearly. */
  frequency: z.string(),
  stripe_id: z.string().nullable(),
  features: z.array(z.string()),
  is_enterprise: z.boolean(),
});

/** trialing: subscribed during the trial; the card is charged when the trial ends. */
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'unpaid', 'canceled'] as const;
export const billingStates = ['trial', 'active', 'past_due', 'expired', 'exempt'] as const;
export type BillingStateName = (typeof billingStates)[number];

export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: planSchema,
  members: z.number().int(),
  status: z.enum(subscriptionStatuses),
  /** Set once cancelled: the plan ends then. */
  cancel_at: timestampSchema.nullable(),
  end_date: timestampSchema,
  current_period_start: timestampSchema,
  /** The price of one period for `members` seats, in cents. */
  period_total_cents: z.number().int(),
  seat_price_cents: z.number().int(),
  past_due_since: timestampSchema.nullable(),
  provider: z.enum(['stripe', 'sandbox']),
});
export type Subscription = z.input<typeof subscriptionSchema>;

export const paymentMethodSchema = z.object({
  pm_id: z.string(),
  card_type: z.string(),
  card_last_four: z.string(),
  /** MM/YY */
  card_expiry: z.string(),
  /** true: the default card. */
  status: z.boolean(),
});
export type PaymentMethod = z.input<typeof paymentMethodSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  amount_cents: z.number().int(),
});

export const billingHistorySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: timestampSchema,
  description: z.string(),
  /** Dollars (2 decimals), as the history table shows. */
  current_price: z.number(),
  total_cents: z.number().int(),
  status: z.enum(['paid', 'open', 'void', 'uncollectible']),
  lines: z.array(invoiceLineSchema),
});
export type BillingHistoryRow = z.input<typeof billingHistorySchema>;

/** Where the organisation stands: trial, paid, past due (grace), read-only (expired), or never billed (demo). */
export const billingStateSchema = z.object({
  state: z.enum(billingStates),
  writable: z.boolean(),
  plan_name: z.string().nullable(),
  trial_ends_at: timestampSchema.nullable(),
  trial_days_left: z.number().int().nullable(),
  grace_ends_at: timestampSchema.nullable(),
  paid_seats: z.number().int().nullable(),
  used_seats: z.number().int(),
});
export type BillingState = z.input<typeof billingStateSchema>;

/** POST /bill_settings */
export const billSettingsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    plan: planSchema.nullable(),
    subscription: subscriptionSchema.nullable(),
    payment_methods: z.array(paymentMethodSchema),
    billing_histories: z.array(billingHistorySchema),
    billing: billingStateSchema,
    provider: z.enum(['stripe', 'sandbox']),
    publishable_key: z.string().nullable(),
    is_demo: z.boolean(),
  }),
});
export type BillSettings = z.input<typeof billSettingsResponseSchema>['data'];

/** Answers of subscription commands: the subscription and the invoice just issued, if any. */
export const subscriptionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    subscription: subscriptionSchema,
    invoice: billingHistorySchema.nullable(),
  }),
});
export type SubscriptionResponse = z.input<typeof subscriptionResponseSchema>;

export const paymentMethodsResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ payment_methods: z.array(paymentMethodSchema) }),
});

export const sandboxCardResponseSchema = z.object({ status: z.literal('success'), pm_id: z.string() });

export const setupIntentResponseSchema = z.object({
  status: z.literal('success'),
  provider: z.enum(['stripe', 'sandbox']),
  client_secret: z.string().nullable(),
  publishable_key: z.string().nullable(),
});

export const billingInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.number().int().nullable(),
    state: z.number().int().nullable(),
    postal_code: z.string(),
  }),
});
export type BillingInfo = z.input<typeof billingInfoSchema>;

/** POST /payment_method/billing_info: null until saved once. */
export const billingInfoResponseSchema = z.object({
  status: z.literal('success'),
  data: billingInfoSchema.nullable(),
});
/** POST /payment_method/billing_info/update: what was saved, and the message the page shows. */
export const billingInfoSavedResponseSchema = billingInfoResponseSchema.extend({ message: z.string() });

/** POST /subscription/preview */
export const previewSubscriptionResponseSchema = z.object({
  status: z.literal('success'),
  data: subscriptionPreviewSchema,
});

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
