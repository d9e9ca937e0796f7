import { z } from 'zod';
import { MAX_ID } from '../limits';
import { timestampSchema } from '../responses';
import { invoiceLineSchema } from './schemas';

/** The invoice view (docs/product/billing.md#invoice-view): GET /billing/invoices/:id and its PDF. */

export const invoiceParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive id')
    .max(MAX_ID, 'id must be a positive id'),
});

export const invoiceDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
  status: z.enum(['paid', 'open', 'void', 'uncollectible']),
  description: z.string(),
  period_start: timestampSchema.nullable(),
  period_end: timestampSchema.nullable(),
  /** Every line, in cents: charges, credits (negative), discounts (negative) and tax. */
  lines: z.array(invoiceLineSchema),
  /** The lines other than tax. */
  subtotal_cents: z.number().int(),
  /** The tax lines (none in the sandbox: no sales tax is charged on the subscription). */
  tax_cents: z.number().int(),
  /** subtotal_cents + tax_cents: the sum of the lines. */
  total_cents: z.number().int(),
  /** The card that paid it; null while unpaid (or paid before cards were recorded). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Who it was billed to: the organisation and its billing information, when saved. */
  organization: z.object({ name: z.string() }),
  billed_to: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type InvoiceDetail = z.input<typeof invoiceDetailSchema>;

export const invoiceDetailResponseSchema = z.object({
  status: z.literal('success'),
  data: invoiceDetailSchema,
});

/** A tax line, as invoices carry them (Stripe's tax becomes a line named "Tax"). */
export const isTaxLine = (description: string) => /^(sales )?tax\b/i.test(description.trim());

/** A card brand as printed: "Visa", "Mastercard", "American Express", "Discover". */
export const cardBrandName = (brand: string) =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' })[
    brand.toLowerCase()
  ] ?? brand;
