import { z } from 'zod';

/**
 * What a subscription command would charge, shown before the user pays (docs/product/billing.md#amounts-shown-before-a-charge):
 * the invoice lines due now (prorations, the first period, a promo code's discount) and the recurring total
 * that follows. Also the body of the 409 answered when the amount changed between the preview and the charge.
 */
export const subscriptionPreviewSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  frequency: z.enum(['monthly', 'yearly']),
  seats: z.number().int(),
  /** create: a new subscription; change: another plan, period or seat count of the live one. */
  kind: z.enum(['create', 'change']),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number().int(), amount_cents: z.number().int() }),
  ),
  /** The sum of the lines: what the card is charged now (0 when a trial runs until `trial_ends_at`). */
  due_now_cents: z.number().int(),
  /** What each period costs afterwards (seats x the per-seat price), before any one-off discount. */
  recurring_total_cents: z.number().int(),
  /** When the recurring total is charged next (ISO): the end of the period, or the end of the trial. */
  next_charge_at: z.string().nullable(),
  /** Set when subscribing during the trial: nothing is charged before it ends (ISO). */
  trial_ends_at: z.string().nullable(),
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewSchema>;
