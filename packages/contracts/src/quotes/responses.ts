import { z } from 'zod';
import { pageSchema, rowVersionSchema, timestampSchema, userRefSchema } from '../responses';
import { quoteLineSchema } from './lines';
import { QUOTE_EVENT_TYPES, QUOTE_STATUSES } from './status';

/**
 * Response schemas of the quote endpoints (docs/product/api.md#quotes). Money travels as numbers with 2
 * decimals (USD), dates as YYYY-MM-DD. The client's payloads (`clientQuotation*`) name no cost, wage, burden,
 * margin or gross-profit figure: the serializer drops whatever a schema does not name.
 */
const quoteStatusSchema = z.enum(QUOTE_STATUSES);
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The frozen document: everything the quote shows, as it was made (later rate or setting changes never touch
 * it). Its SHA-256 over the canonical JSON is `document_sha256`; a signature records the one the client saw.
 */
export const quoteDocumentSchema = z.object({
  quote_number: z.string(),
  revision: z.number().int(),
  company_name: z.string(),
  issue_date: dateSchema,
  valid_until: dateSchema,
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  terms: z.string(),
  currency: z.literal('USD'),
  organization: z.object({
    name: z.string(),
    address: z.string().nullable(),
    image: z.string().nullable(),
  }),
  lines: z.array(quoteLineSchema),
  sub_total: z.number(),
  sales_tax: z.number(),
  total: z.number(),
});
export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;

const durationSchema = z.object({ start_date: dateSchema.nullable(), end_date: dateSchema.nullable() });
const organizationSchema = z.object({ name: z.string(), image: z.string().nullable() });
/** A quote page's answer, in either form (internal or the client's): the quote and, beside it, its duration and organisation. */
const withDurationAndOrganization = <Q extends z.ZodType>(quotation: Q) =>
  z.object({ data: z.object({ quotation, duration: durationSchema, organization: organizationSchema }) });

/** The historic item rows: title, qty, issue date and the line's billed amount (`project_cost`). */
const itemSchema = z.object({
  title: z.string(),
  qty: z.number().int(),
  issue_date: dateSchema,
  project_cost: z.number(),
});

/** An earlier revision of a quote that the client signed (or a reviewer approved) and that still counts. */
const approvedRevisionSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  /** Signed by the client (else Approved by a reviewer). */
  signed: z.boolean(),
});

/** data.quotation for signed-in users (POST /organization_team/quotation by id, status changes). */
export const quotationDetailSchema = z.object({
  id: z.number().int(),
  /** The client link's token: the {uuid} of /quote/approve/{uuid}. */
  uuid: z.string(),
  invoice: z.string(),
  quote_number: z.string(),
  revision: z.number().int(),
  client_name: z.string(),
  company_name: z.string(),
  calculation_id: z.number().int(),
  team_id: z.number().int().nullable(),
  user: userRefSchema,
  created_by: userRefSchema.nullable(),
  status: quoteStatusSchema,
  quote_state: z.array(z.number().int()),
  person_selection_data: z.array(z.object({ index: z.number().int(), count: z.number().int() })),
  issue_date: dateSchema,
  valid_until: dateSchema,
  terms: z.string(),
  items: z.array(itemSchema),
  document: quoteDocumentSchema,
  document_sha256: z.string(),
  revenue: z.number(),
  vat: z.number(),
  sales_tax: z.number(),
  sub_total: z.number(),
  balance: z.number(),
  total: z.number(),
  total_cost: z.number(),
  gross_profit: z.number(),
  sent_at: timestampSchema.nullable(),
  signed_at: timestampSchema.nullable(),
  signer_name: z.string().nullable(),
  signer_email: z.string().nullable(),
  signer_ip: z.string().nullable(),
  signer_user_agent: z.string().nullable(),
  signed_document_sha256: z.string().nullable(),
  signature_type: z.enum(['drawn', 'typed']).nullable(),
  declined_at: timestampSchema.nullable(),
  decline_reason: z.string().nullable(),
  /** Set when a newer revision replaced this one (the signed original is kept). */
  superseded_at: timestampSchema.nullable(),
  previous_revision_id: z.number().int().nullable(),
  /** The revision that replaced this one (revision + 1), null while this one is current. */
  next_revision_id: z.number().int().nullable(),
  /**
   * Whether the dashboards count this revision (docs/product/quotes.md#signed-quotes-and-revisions): the current
   * one, or a replaced one that is still the latest Approved revision of its number.
   */
  counted: z.boolean(),
  /** An earlier revision that is Approved and still counts as actual revenue (a newer one is not yet Approved). */
  approved_revision: approvedRevisionSchema.nullable(),
  /** The client link no longer opens: valid_until has passed and the quote is not signed. */
  link_expired: z.boolean(),
  duration: durationSchema,
  organization: organizationSchema,
  version: rowVersionSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type QuotationDetail = z.input<typeof quotationDetailSchema>;

/** POST /organization_team/quotation {id}: the quote with the historic duration and organization beside it. */
export const quotationResponseSchema = withDurationAndOrganization(quotationDetailSchema);
export type QuotationResponse = z.input<typeof quotationResponseSchema>;

/** What the client sees through the link: the frozen document and the signing state, nothing internal. */
export const clientQuotationSchema = z.object({
  uuid: z.string(),
  invoice: z.string(),
  client_name: z.string(),
  status: quoteStatusSchema,
  issue_date: dateSchema,
  valid_until: dateSchema,
  document: quoteDocumentSchema,
  document_sha256: z.string(),
  sub_total: z.number(),
  vat: z.number(),
  total: z.number(),
  amount_due: z.number(),
  signed: z.object({ signer_name: z.string(), signed_at: timestampSchema }).nullable(),
  declined: z.object({ declined_at: timestampSchema }).nullable(),
  /** Whether Approve and Sign and Decline are offered: not yet signed or declined, and not expired. */
  can_respond: z.boolean(),
});
export type ClientQuotation = z.input<typeof clientQuotationSchema>;

/** GET /quote/client/{token} and POST /organization_team/quotation {uuid}. */
export const clientQuotationResponseSchema = withDurationAndOrganization(clientQuotationSchema);
export type ClientQuotationResponse = z.input<typeof clientQuotationResponseSchema>;

/** POST /organization_team/quotation answers either form: by id the internal one, by uuid the client's. */
export const anyQuotationResponseSchema = z.union([quotationResponseSchema, clientQuotationResponseSchema]);

/** POST /organization_team/quote/create and /quote/update: the saved quote's id (the page goes to /quote/{id}). */
export const saveQuoteResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    quotation: z.object({
      id: z.number().int(),
      uuid: z.string(),
      quote_number: z.string(),
      revision: z.number().int(),
      status: quoteStatusSchema,
      version: rowVersionSchema,
    }),
  }),
});
export type SaveQuoteResponse = z.input<typeof saveQuoteResponseSchema>;

/** POST /organization_team/quote/update/status. */
export const quoteStatusResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({ quotation: quotationDetailSchema }),
});
export type QuoteStatusResponse = z.input<typeof quoteStatusResponseSchema>;

/** The client's sign, decline and POST /quote/update/status: the quote as the client now sees it. */
export const clientQuoteStatusResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({ quotation: clientQuotationSchema }),
});
export type ClientQuoteStatusResponse = z.input<typeof clientQuoteStatusResponseSchema>;

/** POST /organization_team/quote/send: data.message is shown as a success toast. */
export const sendQuoteResponseSchema = z.object({
  status: z.number().int(),
  data: z.object({ message: z.string(), sent_at: timestampSchema }),
});
export type SendQuoteResponse = z.input<typeof sendQuoteResponseSchema>;

/** One row of the quotes table. */
export const quoteRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  quote_number: z.string(),
  revision: z.number().int(),
  client_name: z.string(),
  user: userRefSchema,
  team_id: z.number().int().nullable(),
  revenue: z.number(),
  sales_tax: z.number(),
  total: z.number(),
  issue_date: dateSchema,
  valid_until: dateSchema,
  status: quoteStatusSchema,
  superseded: z.boolean(),
  /** The earlier revision still counted as actual revenue while this one (its current revision) is not Approved. */
  approved_revision: approvedRevisionSchema.nullable(),
  created_at: timestampSchema,
});
export type QuoteRow = z.input<typeof quoteRowSchema>;

/** GET /organization_team/quotes (and /{member_id}): one page and the filter's total. */
export const quotePageResponseSchema = z.object({ data: pageSchema('quotation', quoteRowSchema) });
export type QuotePageResponse = z.input<typeof quotePageResponseSchema>;
export type QuotePage = QuotePageResponse['data'];

/** A member's quotations for the revenue tabs: the sums over all of them and the most recent rows. */
export const memberQuotationSchema = z.object({
  id: z.number().int(),
  quote_number: z.string(),
  client_name: z.string(),
  revenue: z.number(),
  gross_profit: z.number(),
  sales_tax: z.number(),
  total: z.number(),
  issue_date: dateSchema,
  status: quoteStatusSchema,
});
export const memberQuotationsResponseSchema = z.object({
  status: z.number().int(),
  data: z.object({
    quotation: z.array(memberQuotationSchema),
    revenue: z.number(),
    gross_profit: z.number(),
    count: z.number().int(),
  }),
});
export type MemberQuotationsResponse = z.input<typeof memberQuotationsResponseSchema>;

/** GET /organization_team/quote/next-number: the suggested quote number. */
export const nextQuoteNumberResponseSchema = z.object({ data: z.object({ quote_number: z.string() }) });
export type NextQuoteNumberResponse = z.input<typeof nextQuoteNumberResponseSchema>;

export const quoteEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUOTE_EVENT_TYPES),
  /** Who: a member's name, or the client's label ("Client: Ada Lovelace <ada@client.com>"). */
  actor: z.string(),
  actor_user_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ip: z.string().nullable(),
  created_at: timestampSchema,
});
export type QuoteEvent = z.input<typeof quoteEventSchema>;

/** GET /organization_team/quote/{id}/events: the quote's history, oldest first. */
export const quoteEventsResponseSchema = z.object({ data: z.object({ events: z.array(quoteEventSchema) }) });
export type QuoteEventsResponse = z.input<typeof quoteEventsResponseSchema>;
