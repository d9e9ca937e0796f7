import { z } from 'zod';
import { downloadTypeSchema } from '../calculations/routes';
import { defineRoute } from '../route';
import {
  clientStatusBodySchema,
  clientTokenSchema,
  createQuoteBodySchema,
  declineQuoteBodySchema,
  listQuotesQuerySchema,
  quotationBodySchema,
  quotationPeriodQuerySchema,
  quotationsBodySchema,
  quoteIdSchema,
  quoteStatusBodySchema,
  sendQuoteBodySchema,
  signQuoteBodySchema,
  updateQuoteBodySchema,
} from './requests';
import {
  anyQuotationResponseSchema,
  clientQuotationResponseSchema,
  clientQuoteStatusResponseSchema,
  memberQuotationsResponseSchema,
  nextQuoteNumberResponseSchema,
  quoteEventsResponseSchema,
  quotePageResponseSchema,
  quoteStatusResponseSchema,
  saveQuoteResponseSchema,
  sendQuoteResponseSchema,
} from './responses';

/**
 * Quotes (docs/product/quotes.md, docs/product/api.md#quotes): the organisation's routes, then the client's
 * (by the link's token, no session).
 */

const memberParams = z.object({ member_id: quoteIdSchema });
const tokenParams = z.object({ token: clientTokenSchema });

export const getQuotationRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quotation',
  description:
    'By id (signed in): the quote with every internal figure. By uuid (the client link, no session): ' +
    'the client view, with no cost, wage, burden or margin figure.',
  body: quotationBodySchema,
  response: anyQuotationResponseSchema,
});
export const createQuoteRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quote/create',
  body: createQuoteBodySchema,
  response: saveQuoteResponseSchema,
});
export const updateQuoteRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quote/update',
  description:
    'Edits a quote from the version last read. A signed quote answers 409 unless new_revision is true, ' +
    'which makes the next numbered revision and keeps the signed one.',
  body: updateQuoteBodySchema,
  response: saveQuoteResponseSchema,
});
export const updateQuoteStatusRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quote/update/status',
  body: quoteStatusBodySchema,
  response: quoteStatusResponseSchema,
});
export const sendQuoteRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quote/send',
  body: sendQuoteBodySchema,
  response: sendQuoteResponseSchema,
});
export const nextQuoteNumberRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/quote/next-number',
  response: nextQuoteNumberResponseSchema,
});
export const quoteEventsRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/quote/:id/events',
  params: z.object({ id: quoteIdSchema }),
  response: quoteEventsResponseSchema,
});
export const listQuotesRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/quotes',
  description: 'The organisation’s quotes, filtered, searched, sorted and paged on the server.',
  query: listQuotesQuerySchema,
  response: quotePageResponseSchema,
});
export const listMemberQuotesRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/quotes/:member_id',
  params: memberParams,
  query: listQuotesQuerySchema,
  response: quotePageResponseSchema,
});
export const memberQuotationsRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/quotations/:member_id',
  params: memberParams,
  response: memberQuotationsResponseSchema,
});
/** Also answered at `/organization_team/members-approved-quotations/:member_id`, the historic spelling. */
export const approvedQuotationsRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/approved-quotations/:member_id',
  description: 'The member’s Approved quotations (actual revenue) in the period: sums and latest rows.',
  params: memberParams,
  query: quotationPeriodQuerySchema,
  response: memberQuotationsResponseSchema,
});
export const waitingQuotationsRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/quotations',
  description: 'Quotations waiting for the client (projected revenue), of one member or of everyone.',
  body: quotationsBodySchema,
  response: memberQuotationsResponseSchema,
});
/** The download answers the file's bytes, not JSON: a link, not a `call()`. */
export const downloadQuoteParamsSchema = z.object({ id: quoteIdSchema, type: downloadTypeSchema });

export const clientQuoteRoute = defineRoute({
  method: 'GET',
  path: '/quote/client/:token',
  description: 'The client page’s data in one request. 404 unknown link, 410 expired or replaced.',
  params: tokenParams,
  response: clientQuotationResponseSchema,
});
export const signQuoteRoute = defineRoute({
  method: 'POST',
  path: '/quote/client/:token/sign',
  description: 'Approve and Sign: records the signer, time, IP address, user agent and the document hash.',
  params: tokenParams,
  body: signQuoteBodySchema,
  response: clientQuoteStatusResponseSchema,
});
export const declineQuoteRoute = defineRoute({
  method: 'POST',
  path: '/quote/client/:token/decline',
  params: tokenParams,
  body: declineQuoteBodySchema,
  response: clientQuoteStatusResponseSchema,
});
export const clientStatusRoute = defineRoute({
  method: 'POST',
  path: '/quote/update/status',
  description:
    'The client’s historic call: Approved signs (the sign body), Not Approved declines (a reason).',
  body: clientStatusBodySchema,
  response: clientQuoteStatusResponseSchema,
});
