import { defineRoute } from '../route';
import {
  billSettingsResponseSchema,
  previewSubscriptionBodySchema,
  previewSubscriptionResponseSchema,
} from './schemas';

/**
 * The billing reads more than the billing pages call (docs/product/billing.md): the settings home's billing card
 * and the teams modal's seat confirmation read them too (apps/web/src/lib/).
 */

const roles = 'Roles: Owner, Admin. Money in integer cents.';

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
