import { z } from 'zod';
import { MAX_DATE, MAX_EMPLOYEES, MAX_PERSONS, MIN_DATE } from '../limits';
import {
  amountFilterSchema,
  idFilterSchema,
  listSearchSchema,
  pageNumberSchema,
  perPageSchema,
} from '../page-query';
import { id } from '../settings/fields';
import {
  CLIENT_TOKEN_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_DECLINE_REASON_LENGTH,
  MAX_DRAWN_SIGNATURE_LENGTH,
  MAX_QUOTE_NUMBER_LENGTH,
  MAX_SIGNER_NAME_LENGTH,
  MAX_TERMS_LENGTH,
  MAX_TYPED_SIGNATURE_LENGTH,
} from './limits';
import { INTERNAL_QUOTE_STATUSES, QUOTE_STATUSES } from './status';

/**
 * Request bodies and queries of the quote endpoints (docs/product/api.md#quotes, docs/product/quotes.md).
 * Every field is bounded; messages are what the form shows next to the field.
 */

export const quoteIdSchema = id();

/** The client link's secret: 256 random bits in base64url (the `{uuid}` of /quote/approve/{uuid}). */
export const clientTokenSchema = z
  .string({ error: 'The quote link is invalid' })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${CLIENT_TOKEN_LENGTH}}$`), 'The quote link is invalid');

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31')
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE && !Number.isNaN(Date.parse(v)), {
      error: `Use a date between ${MIN_DATE} and ${MAX_DATE}`,
    });

export const companyNameField = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(1, 'Company name is required')
  .max(MAX_COMPANY_NAME_LENGTH, `Company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters`);

export const quoteNumberField = z
  .string({ error: 'Quote number is required' })
  .trim()
  .min(1, 'Quote number is required')
  .max(MAX_QUOTE_NUMBER_LENGTH, `Quote number must be at most ${MAX_QUOTE_NUMBER_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u, 'Use letters, digits, spaces and . _ / # - only');

/**
 * The quote's work state: one id, a state the calculation's persons work in (the historic field is a list). A
 * person's work locations are alternatives, so a quote prices each person at one state and bills their hours
 * once; quoting several states takes one quote each (docs/product/quotes.md#creating-a-quote).
 */
export const quoteStateField = z
  .array(quoteIdSchema, { error: 'Select the work state' })
  .min(1, 'Select the work state')
  .max(1, 'One work state per quote: make a quote for each state');

/** Per individual of the calculation (by its index in person_list), how many to bill: 0 leaves it out. */
export const personSelectionField = z
  .array(
    z.object({
      index: z.coerce
        .number()
        .int()
        .min(0)
        .max(MAX_PERSONS - 1),
      count: z.coerce
        .number({ error: 'Enter a count' })
        .int('Enter a whole number')
        .min(0, 'The count cannot be below 0')
        .max(MAX_EMPLOYEES, `At most ${MAX_EMPLOYEES}`),
    }),
    { error: 'Select at least one individual' },
  )
  .min(1, 'Select at least one individual')
  .max(MAX_PERSONS, `At most ${MAX_PERSONS} individuals`)
  .refine((list) => list.some((p) => p.count > 0), 'Select at least one individual')
  .refine((list) => new Set(list.map((p) => p.index)).size === list.length, 'Each individual once');

export const termsField = z
  .string()
  .trim()
  .max(MAX_TERMS_LENGTH, `Terms must be at most ${MAX_TERMS_LENGTH} characters`);

/** POST /organization_team/quote/create: a quote from an Approved calculation (`id`). */
export const createQuoteBodySchema = z.object({
  id: quoteIdSchema.describe('The Approved calculation the quote is made from'),
  company_name: companyNameField,
  quote_number: quoteNumberField,
  quote_state: quoteStateField,
  person_selection_data: personSelectionField,
  issue_date: isoDate('Issue date').optional().describe('Defaults to today (UTC)'),
  valid_until: isoDate('Valid until').optional().describe('Defaults to the issue date plus 30 days'),
  start_date: isoDate('Start date').nullish(),
  end_date: isoDate('End date').nullish(),
  terms: termsField.optional(),
});
export type CreateQuoteBody = z.infer<typeof createQuoteBodySchema>;

/**
 * POST /organization_team/quote/update: edits a quote (only the fields sent). A signed quote answers 409 unless
 * `new_revision` is true: then a new numbered revision is made and the signed one is kept as it was.
 */
export const updateQuoteBodySchema = z.object({
  id: quoteIdSchema,
  version: z.number().int().positive().describe('The version being edited, as last read'),
  new_revision: z.boolean().optional(),
  company_name: companyNameField.optional(),
  quote_state: quoteStateField.optional(),
  person_selection_data: personSelectionField.optional(),
  issue_date: isoDate('Issue date').optional(),
  valid_until: isoDate('Valid until').optional(),
  start_date: isoDate('Start date').nullish(),
  end_date: isoDate('End date').nullish(),
  terms: termsField.optional(),
});
export type UpdateQuoteBody = z.infer<typeof updateQuoteBodySchema>;

/** POST /organization_team/quotation: by id (internal, signed in) or by uuid (the client's link). */
export const quotationBodySchema = z.union([
  z.object({ id: quoteIdSchema }),
  z.object({ uuid: clientTokenSchema }),
]);
export type QuotationBody = z.infer<typeof quotationBodySchema>;

/** POST /organization_team/quote/update/status: the quote page's dropdown. */
export const quoteStatusBodySchema = z.object({
  id: quoteIdSchema,
  status: z.enum(INTERNAL_QUOTE_STATUSES, { error: 'Choose Waiting for approval, Approved or Not Approved' }),
  version: z.number().int().positive().optional(),
  decline_reason: z.string().trim().max(MAX_DECLINE_REASON_LENGTH).optional(),
});
export type QuoteStatusBody = z.infer<typeof quoteStatusBodySchema>;

/** POST /organization_team/quote/send: e-mail the link (free text; the server decides what is valid). */
export const sendQuoteBodySchema = z.object({
  id: quoteIdSchema.optional().describe('The quote; when absent, found from quote_link'),
  email: z.string({ error: 'Email is required' }).max(254, 'Email is too long'),
  quote_link: z.string().max(2000).optional(),
  message: z.string().trim().max(MAX_TERMS_LENGTH).optional(),
});
export type SendQuoteBody = z.infer<typeof sendQuoteBodySchema>;

const signerName = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(MAX_SIGNER_NAME_LENGTH, `Full name must be at most ${MAX_SIGNER_NAME_LENGTH} characters`);
const signerEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const signatureField = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('drawn'),
      data: z
        .string({ error: 'Draw your signature' })
        .max(MAX_DRAWN_SIGNATURE_LENGTH, 'The signature is too large')
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Draw your signature'),
    }),
    z.object({
      type: z.literal('typed'),
      text: z
        .string({ error: 'Type your signature' })
        .trim()
        .min(1, 'Type your signature')
        .max(MAX_TYPED_SIGNATURE_LENGTH, `At most ${MAX_TYPED_SIGNATURE_LENGTH} characters`),
    }),
  ],
  { error: 'Sign with a drawn or a typed signature' },
);
export type SignatureInput = z.infer<typeof signatureField>;

/** The client's Approve and Sign: who signs, the signature, consent, and the document they were shown. */
export const signQuoteBodySchema = z.object({
  signer_name: signerName,
  signer_email: signerEmail,
  signature: signatureField,
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
  document_sha256: z
    .string({ error: 'The quote shown is missing' })
    .regex(/^[0-9a-f]{64}$/, 'The quote shown is missing')
    .describe('document_sha256 of the quote as shown: a changed quote answers 409'),
});
export type SignQuoteBody = z.infer<typeof signQuoteBodySchema>;

/** The client's Decline: a reason (required), and optionally who declines. */
export const declineQuoteBodySchema = z.object({
  reason: z
    .string({ error: 'Tell us why' })
    .trim()
    .min(1, 'Tell us why')
    .max(MAX_DECLINE_REASON_LENGTH, `At most ${MAX_DECLINE_REASON_LENGTH} characters`),
  signer_name: signerName.optional(),
  signer_email: signerEmail.optional(),
});
export type DeclineQuoteBody = z.infer<typeof declineQuoteBodySchema>;

/** POST /quote/update/status: the client's historic call; Approved signs, Not Approved declines. */
export const clientStatusBodySchema = z.discriminatedUnion('status', [
  signQuoteBodySchema.extend({ uuid: clientTokenSchema, status: z.literal('Approved') }),
  declineQuoteBodySchema.extend({ uuid: clientTokenSchema, status: z.literal('Not Approved') }),
]);
export type ClientStatusBody = z.infer<typeof clientStatusBodySchema>;

const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate('Date').optional());

/** GET /organization_team/quotes: the quotes table's filters, search, sort and page, all on the server. */
export const listQuotesQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: perPageSchema([5, 10, 15, 25, 50], 10),
  status: z.enum(QUOTE_STATUSES).optional(),
  client: z.string().trim().max(MAX_COMPANY_NAME_LENGTH).optional().describe('Client name contains'),
  member_id: idFilterSchema,
  team_id: idFilterSchema,
  total_min: amountFilterSchema,
  total_max: amountFilterSchema,
  date_from: optionalDate,
  date_to: optionalDate,
  search: listSearchSchema,
  sort: z.enum(['quote_number', 'client', 'member', 'total', 'date', 'status']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  include_superseded: z
    .enum(['true', 'false'])
    .optional()
    .describe('true lists earlier revisions of re-signed quotes too'),
});
export type ListQuotesQuery = z.infer<typeof listQuotesQuerySchema>;

/** GET /organization_team/approved-quotations/{member_id}: the period of the actual-revenue tab. */
export const quotationPeriodQuerySchema = z.object({
  filter: z.enum(['7', '30', 'year', 'total']).default('total'),
});
export type QuotationPeriodQuery = z.infer<typeof quotationPeriodQuerySchema>;

/** POST /organization_team/quotations: the projected tab's list (Waiting for approval) of a member or all. */
export const quotationsBodySchema = z.object({ member_id: quoteIdSchema.optional() });
