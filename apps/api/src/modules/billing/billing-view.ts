import { frequencyOf, seatPeriodCents } from '@app/contracts/billing/pricing';
import type {
  billingHistorySchema,
  paymentMethodSchema,
  planSchema,
  subscriptionSchema,
} from '@app/contracts/billing/schemas';
import type { z } from 'zod';
import type { invoiceLines, invoices, paymentMethods, plans, subscriptions } from '../../db/schema';

/** Rows as the billing answers show them (docs/product/api.md#billing). */

type Plan = typeof plans.$inferSelect;

export const planView = (p: Plan): z.output<typeof planSchema> => ({
  id: p.id,
  name: p.name,
  code: p.code,
  frequency: p.frequency,
  stripe_id: p.stripeId,
  features: p.features,
  is_enterprise: p.isEnterprise,
});

export function subscriptionView(
  s: typeof subscriptions.$inferSelect,
  plan: Plan,
): z.output<typeof subscriptionSchema> {
  const frequency = frequencyOf(plan.frequency);
  const priced = Math.min(s.seats, 20);
  return {
    id: s.id,
    plan: planView(plan),
    members: s.seats,
    status: s.status as z.output<typeof subscriptionSchema>['status'],
    cancel_at: s.cancelAt,
    end_date: s.currentPeriodEnd,
    current_period_start: s.currentPeriodStart,
    seat_price_cents: seatPeriodCents(priced, frequency),
    period_total_cents: s.seats * seatPeriodCents(priced, frequency),
    past_due_since: s.pastDueSince,
    provider: s.provider as 'stripe' | 'sandbox',
  };
}

export const paymentMethodView = (
  m: typeof paymentMethods.$inferSelect,
): z.output<typeof paymentMethodSchema> => ({
  pm_id: m.providerPmId,
  card_type: m.brand,
  card_last_four: m.last4,
  card_expiry: `${String(m.expMonth).padStart(2, '0')}/${String(m.expYear).slice(-2)}`,
  status: m.isDefault,
});

export const invoiceView = (
  i: typeof invoices.$inferSelect & { lines: (typeof invoiceLines.$inferSelect)[] },
): z.output<typeof billingHistorySchema> => ({
  id: i.id,
  number: i.number,
  created_at: i.createdAt,
  description: i.description,
  current_price: i.totalCents / 100,
  total_cents: i.totalCents,
  status: i.status as z.output<typeof billingHistorySchema>['status'],
  lines: i.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    amount_cents: l.amountCents,
  })),
});
