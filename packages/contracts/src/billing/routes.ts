import { defineRoute } from '../route';
import { invoiceDetailResponseSchema, invoiceParamsSchema } from './invoices';
import {
  addPaymentMethodBodySchema,
  billingInfoBodySchema,
  billingInfoResponseSchema,
  billingInfoSavedResponseSchema,
  billSettingsResponseSchema,
  cancelSubscriptionBodySchema,
  createSubscriptionBodySchema,
  paymentMethodBodySchema,
  paymentMethodsResponseSchema,
  previewSubscriptionBodySchema,
  previewSubscriptionResponseSchema,
  sandboxCardBodySchema,
  sandboxCardResponseSchema,
  setupIntentResponseSchema,
  subscriptionResponseSchema,
  updateSubscriptionBodySchema,
} from './schemas';

/** Subscriptions, cards, billing information and invoices (docs/product/billing.md). Owner and Admin. */

const roles = 'Roles: Owner, Admin. Money in integer cents.';

/**
 * Read beyond the billing pages too: the settings home's billing card and the teams modal's seat confirmation
 * (apps/web/src/lib/).
 */
export const billSettingsRoute = defineRoute({
  method: 'POST',
  path: '/bill_settings',
  summary: 'Subscription details: plan, subscription, payment methods, billing history, billing state',
  description: roles,
  response: billSettingsResponseSchema,
});
export const previewSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/subscription/preview',
  summary: 'What subscribing or changing the plan would charge now (nothing is charged)',
  description: `${roles} With a live plan: the prorated invoice of changing it to plan_id and plan_members. Otherwise: the first invoice of subscribing (a promo code's discount included; nothing now during the trial). Send due_now_cents back as expected_total_cents when paying: a different amount then answers 409 with the new figures. 400 'This promo code is not valid'.`,
  body: previewSubscriptionBodySchema,
  response: previewSubscriptionResponseSchema,
});

export const subscribeWithNewCardRoute = defineRoute({
  method: 'POST',
  path: '/subscription/create',
  summary: 'Subscribe with a new card',
  description: `${roles} pm_id: the card (Stripe Elements or the sandbox form); the first period is charged now. 402 PAYMENT_FAILED when the card is refused.`,
  body: createSubscriptionBodySchema,
  response: subscriptionResponseSchema,
});
export const subscribeWithDefaultCardRoute = defineRoute({
  method: 'POST',
  path: '/subscription/create/payment_method',
  summary: 'Subscribe with the default card',
  description: `${roles} Uses the saved default card; 400 "Please add a payment method" without one.`,
  body: createSubscriptionBodySchema,
  response: subscriptionResponseSchema,
});
export const updateSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/subscription/update',
  summary: 'Change plan, period or seats',
  description: `${roles} Prorated and invoiced now; seats never below members and open invitations.`,
  body: updateSubscriptionBodySchema,
  response: subscriptionResponseSchema,
});
export const cancelSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/subscription/cancel',
  summary: 'Cancel at the end of the paid term',
  description: roles,
  body: cancelSubscriptionBodySchema,
  response: subscriptionResponseSchema,
});
export const resumeSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/subscription/resume',
  summary: 'Undo a cancellation before the term ends',
  description: `${roles} The plan renews again at the end of the period. 409 once the plan has ended (choose a plan again).`,
  response: subscriptionResponseSchema,
});

export const setupIntentRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/setup_intent',
  summary: 'Start card entry',
  description: `${roles} Stripe: a SetupIntent client secret and the publishable key for Elements. Sandbox: provider "sandbox" and nulls.`,
  response: setupIntentResponseSchema,
});
export const sandboxCardRoute = defineRoute({
  method: 'POST',
  path: '/billing/sandbox/payment_method',
  summary: "The sandbox's card form (only without Stripe)",
  description: `${roles} Tokenises a test card as Stripe's card form would: 4242424242424242 and the other test numbers work, 4000000000000002 is declined when added. 404 when Stripe is configured.`,
  body: sandboxCardBodySchema,
  response: sandboxCardResponseSchema,
});
export const addPaymentMethodRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/add_payment_method',
  summary: 'Add a card',
  description: `${roles} default_status makes it the default; the first card always is. 402 PAYMENT_FAILED when declined.`,
  body: addPaymentMethodBodySchema,
  response: paymentMethodsResponseSchema,
});
export const deletePaymentMethodRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/delete_payment_method',
  summary: 'Delete a card that is not the default',
  description: roles,
  body: paymentMethodBodySchema,
  response: paymentMethodsResponseSchema,
});
export const setDefaultPaymentMethodRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/set_default_payment_method',
  summary: 'Make a card the default',
  description: roles,
  body: paymentMethodBodySchema,
  response: paymentMethodsResponseSchema,
});

export const billingInfoRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/billing_info',
  summary: 'Read billing information',
  description: roles,
  response: billingInfoResponseSchema,
});
export const updateBillingInfoRoute = defineRoute({
  method: 'POST',
  path: '/payment_method/billing_info/update',
  summary: 'Save billing information',
  description: `${roles} Needs a card on file (400 "Please add a payment method"). Phone +1 (999) 999-99-99.`,
  body: billingInfoBodySchema,
  response: billingInfoSavedResponseSchema,
});

export const invoiceRoute = defineRoute({
  method: 'GET',
  path: '/billing/invoices/:id',
  summary: 'One invoice: lines, subtotal, tax, total and the card that paid it',
  description: 'Roles: Owner, Admin. 404 for another organisation’s invoice. Money in integer cents.',
  params: invoiceParamsSchema,
  response: invoiceDetailResponseSchema,
});
