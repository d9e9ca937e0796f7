import { z } from 'zod';
import { centsText, toCents } from '../money';

/**
 * The events an endpoint may subscribe to, and the payload each delivery carries (docs/product/webhooks.md).
 * Money is a decimal-dollar string with two places ("1234.50"), never a float, so a receiver adds it exactly.
 */
export const WEBHOOK_EVENT_TYPES = [
  'quote.sent',
  'quote.viewed',
  'quote.signed',
  'quote.declined',
  'calculation.submitted',
  'calculation.approved',
  'calculation.declined',
  'subscription.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event means, for the settings page's checkboxes and the docs. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'quote.sent': 'A quote was sent to a client',
  'quote.viewed': 'A client opened a quote link',
  'quote.signed': 'A client approved and signed a quote',
  'quote.declined': 'A client declined a quote',
  'calculation.submitted': 'A calculation was sent for approval',
  'calculation.approved': 'A calculation was approved',
  'calculation.declined': 'A calculation was not approved',
  'subscription.changed': 'The subscription was started, changed or cancelled',
};

/** "1234.50": dollars with exactly two decimals. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
const isoSchema = z.iso.datetime();

export const webhookQuoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  company_name: z.string(),
  valid_until: z.string().nullable(),
  sub_total: moneySchema,
  sales_tax: moneySchema,
  total: moneySchema,
  currency: z.literal('USD'),
  sent_to: z.string().nullable(),
  signer_name: z.string().nullable(),
  signer_email: z.string().nullable(),
  signed_at: isoSchema.nullable(),
  decline_reason: z.string().nullable(),
  declined_at: isoSchema.nullable(),
});

export const webhookCalculationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  decline_reason: z.string().nullable(),
  changed_by: z.string().nullable(),
});

export const webhookSubscriptionSchema = z.object({
  change: z.enum(['created', 'updated', 'cancelled']),
  plan: z.string(),
  seats: z.number().int(),
  status: z.string(),
  period_price: moneySchema,
  current_period_end: isoSchema,
  cancel_at: isoSchema.nullable(),
});

const envelope = <T extends WebhookEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: z.string(), type: z.literal(type), created: isoSchema, data });

/** Every delivery's body, by event type (documented by the v1 OpenAPI). */
export const webhookEventSchema = z.discriminatedUnion('type', [
  envelope('quote.sent', z.object({ quote: webhookQuoteSchema })),
  envelope('quote.viewed', z.object({ quote: webhookQuoteSchema })),
  envelope('quote.signed', z.object({ quote: webhookQuoteSchema })),
  envelope('quote.declined', z.object({ quote: webhookQuoteSchema })),
  envelope('calculation.submitted', z.object({ calculation: webhookCalculationSchema })),
  envelope('calculation.approved', z.object({ calculation: webhookCalculationSchema })),
  envelope('calculation.declined', z.object({ calculation: webhookCalculationSchema })),
  envelope('subscription.changed', z.object({ subscription: webhookSubscriptionSchema })),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export type WebhookQuote = z.infer<typeof webhookQuoteSchema>;
export type WebhookCalculation = z.infer<typeof webhookCalculationSchema>;
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** Dollars with at most two decimals (a quote document's figures) as the payload's string. */
export const dollarsToMoney = (dollars: number) => centsText(toCents(dollars));
