import { z } from 'zod';
import { MAX_EMPLOYEES, MAX_PERSONS } from '../limits';
import { companyNameField, quoteNumberField, sendQuoteBodySchema, termsField } from '../quotes/requests';
import { cursorQuery, instantSchema, moneySchema, pageOf, v1Id } from './common';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31');

/** A quote from an Approved calculation (docs/product/quotes.md#creating-a-quote), in plain names. */
export const createQuoteV1BodySchema = z.object({
  calculation_id: v1Id,
  client_name: companyNameField,
  quote_number: quoteNumberField,
  state_id: v1Id.describe('The work state the quote prices'),
  persons: z
    .array(
      z.object({
        index: z
          .number()
          .int()
          .min(0)
          .max(MAX_PERSONS - 1)
          .describe('Position in the calculation’s persons'),
        count: z.number().int().min(0).max(MAX_EMPLOYEES).describe('How many to bill; 0 leaves it out'),
      }),
    )
    .min(1)
    .max(MAX_PERSONS),
  issue_date: date.optional(),
  valid_until: date.optional(),
  start_date: date.nullish(),
  end_date: date.nullish(),
  terms: termsField.optional(),
});
export type CreateQuoteV1Body = z.infer<typeof createQuoteV1BodySchema>;

export const sendQuoteV1BodySchema = z.object({
  email: sendQuoteBodySchema.shape.email,
  message: sendQuoteBodySchema.shape.message,
});

export const V1_QUOTE_STATUSES = ['new', 'waiting_for_approval', 'approved', 'not_approved'] as const;

export const v1QuoteSchema = z.object({
  id: z.number().int(),
  quote_number: z.string(),
  revision: z.number().int(),
  calculation_id: z.number().int(),
  client_name: z.string(),
  status: z.enum(V1_QUOTE_STATUSES),
  issue_date: z.string(),
  valid_until: z.string(),
  figures: z.object({
    revenue: moneySchema,
    sales_tax: moneySchema,
    total: moneySchema,
    total_cost: moneySchema,
    gross_profit: moneySchema,
  }),
  sent_at: instantSchema.nullable(),
  /** The client's signature evidence once signed (docs/product/quotes.md#signing). */
  signature: z
    .object({
      signed_at: instantSchema,
      signer_name: z.string().nullable(),
      signer_email: z.string().nullable(),
      signer_ip: z.string().nullable(),
      signature_type: z.string().nullable(),
      signed_document_sha256: z.string().nullable(),
    })
    .nullable(),
  declined: z.object({ declined_at: instantSchema, reason: z.string().nullable() }).nullable(),
  document_sha256: z.string(),
  created_at: instantSchema,
});
export const v1QuoteResponseSchema = z.object({ data: v1QuoteSchema });
export const v1QuotePageSchema = pageOf(v1QuoteSchema);

export const listQuotesV1QuerySchema = z.object({
  ...cursorQuery,
  status: z.enum(V1_QUOTE_STATUSES).optional(),
});
