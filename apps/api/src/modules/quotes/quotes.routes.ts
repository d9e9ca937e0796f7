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
} from '@app/contracts/quotes/requests';
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
} from '@app/contracts/quotes/responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import type { AccountsDeps } from '../auth/deps';
import { requirePlanFeature } from '../billing/plan-features';
import { changeQuoteStatus } from './change-quote-status';
import { type ClientRequest, declineQuote, openClientQuote, signQuote } from './client-quote';
import { createQuote, type QuoteActor } from './create-quote';
import { renderQuote } from './quote-files';
import {
  clientAnswer,
  getQuote,
  memberQuotationList,
  quotationAnswer,
  quoteEvents,
  quotePage,
  suggestQuoteNumber,
} from './quote-queries';
import { clientView } from './quote-view';
import { sendQuote } from './send-quote';
import { editQuote } from './update-quote';

/** Who works on a quote, from a guarded request (the app's routes and the open API, modules/api-v1). */
export const quoteActorOf = (request: FastifyRequest): QuoteActor => {
  const user = userOf(request);
  const tenant = tenantOf(request);
  return {
    organizationId: tenant.organizationId,
    userId: user.id,
    role: tenant.role,
    actorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
  };
};

const clientRequest = (request: FastifyRequest, token: string): ClientRequest => ({
  token,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  subdomain: request.subdomain,
});

/** The client link's calls, per address: enough for a person, too few to try tokens. */
const CLIENT_READ_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const CLIENT_WRITE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** The client's link signs or declines whatever the quoting organisation's plan (billing/read-only-gate.ts). */
const CLIENT_WRITE = { ...CLIENT_WRITE_LIMIT, readOnlyAllowed: true };

const saved = (message: string, q: Awaited<ReturnType<typeof createQuote>>) => ({
  status: 200,
  message,
  data: {
    quotation: {
      id: q.id,
      uuid: q.clientToken,
      quote_number: q.quoteNumber,
      revision: q.revision,
      status: q.status,
      version: q.version,
    },
  },
});

/**
 * Quotes (docs/product/quotes.md, docs/product/api.md#quotes): the internal routes need a member of the
 * organisation; the client's routes (by the link's token) need no session and are rate-limited per address.
 */
export const quotesRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['quotes'];
  // Quotes are not part of the Essential plan (docs/product/quotes.md): the guard resolves the tenant and checks it.
  const guard = { preHandler: requirePlanFeature('quotes') };

  app.post(
    '/organization_team/quotation',
    {
      config: { ...CLIENT_READ_LIMIT, readOnlyAllowed: true },
      schema: {
        tags,
        description:
          'By id (signed in): the quote with every internal figure. By uuid (the client link, no session): ' +
          'the client view, with no cost, wage, burden or margin figure.',
        body: quotationBodySchema,
        response: responses(anyQuotationResponseSchema),
      },
    },
    async (request) => {
      const body = request.body;
      if ('uuid' in body) {
        return { data: clientAnswer(await openClientQuote(db, clientRequest(request, body.uuid))) };
      }
      await requirePlanFeature('quotes')(request);
      return {
        data: await quotationAnswer(db, await getQuote(db, tenantOf(request).organizationId, body.id)),
      };
    },
  );

  app.post(
    '/organization_team/quote/create',
    { ...guard, schema: { tags, body: createQuoteBodySchema, response: responses(saveQuoteResponseSchema) } },
    async (request) => saved('Quote created', await createQuote(db, quoteActorOf(request), request.body)),
  );

  app.post(
    '/organization_team/quote/update',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Edits a quote from the version last read. A signed quote answers 409 unless new_revision is true, ' +
          'which makes the next numbered revision and keeps the signed one.',
        body: updateQuoteBodySchema,
        response: responses(saveQuoteResponseSchema),
      },
    },
    async (request) => {
      const q = await editQuote(db, quoteActorOf(request), request.body);
      return saved(q.revision > 1 && q.version === 1 ? `Revision ${q.revision} created` : 'Quote updated', q);
    },
  );

  app.post(
    '/organization_team/quote/update/status',
    {
      ...guard,
      schema: { tags, body: quoteStatusBodySchema, response: responses(quoteStatusResponseSchema) },
    },
    async (request) => {
      const q = await changeQuoteStatus(db, quoteActorOf(request), request.body);
      return { status: 200, message: 'Status updated Successfully!', data: await quotationAnswer(db, q) };
    },
  );

  app.post(
    '/organization_team/quote/send',
    { ...guard, schema: { tags, body: sendQuoteBodySchema, response: responses(sendQuoteResponseSchema) } },
    async (request) => {
      const sent = await sendQuote(deps, quoteActorOf(request), request.body);
      return { status: 200, data: { message: sent.message, sent_at: sent.sentAt } };
    },
  );

  app.get(
    '/organization_team/quote/next-number',
    { ...guard, schema: { tags, response: responses(nextQuoteNumberResponseSchema) } },
    async (request) => ({
      data: { quote_number: await suggestQuoteNumber(db, tenantOf(request).organizationId) },
    }),
  );

  app.get(
    '/organization_team/quote/:id/events',
    {
      ...guard,
      schema: {
        tags,
        params: z.object({ id: quoteIdSchema }),
        response: responses(quoteEventsResponseSchema),
      },
    },
    async (request) => ({
      data: { events: await quoteEvents(db, tenantOf(request).organizationId, request.params.id) },
    }),
  );

  app.get(
    '/organization_team/quotes',
    {
      ...guard,
      schema: {
        tags,
        description: 'The organisation’s quotes, filtered, searched, sorted and paged on the server.',
        querystring: listQuotesQuerySchema,
        response: responses(quotePageResponseSchema),
      },
    },
    async (request) => ({ data: await quotePage(db, tenantOf(request).organizationId, request.query) }),
  );
  app.get(
    '/organization_team/quotes/:member_id',
    {
      ...guard,
      schema: {
        tags,
        params: z.object({ member_id: quoteIdSchema }),
        querystring: listQuotesQuerySchema,
        response: responses(quotePageResponseSchema),
      },
    },
    async (request) => ({
      data: await quotePage(db, tenantOf(request).organizationId, request.query, request.params.member_id),
    }),
  );

  const memberParams = z.object({ member_id: quoteIdSchema });
  app.get(
    '/organization_team/quotations/:member_id',
    { ...guard, schema: { tags, params: memberParams, response: responses(memberQuotationsResponseSchema) } },
    (request) =>
      memberQuotationList(db, tenantOf(request).organizationId, { memberId: request.params.member_id }),
  );
  for (const path of [
    '/organization_team/approved-quotations/:member_id',
    '/organization_team/members-approved-quotations/:member_id',
  ]) {
    app.get(
      path,
      {
        ...guard,
        schema: {
          tags,
          description:
            'The member’s Approved quotations (actual revenue) in the period: sums and latest rows.',
          params: memberParams,
          querystring: quotationPeriodQuerySchema,
          response: responses(memberQuotationsResponseSchema),
        },
      },
      (request) =>
        memberQuotationList(db, tenantOf(request).organizationId, {
          memberId: request.params.member_id,
          statuses: ['Approved'],
          period: request.query.filter,
        }),
    );
  }
  app.post(
    '/organization_team/quotations',
    {
      config: { readOnlyAllowed: true },
      ...guard,
      schema: {
        tags,
        description: 'Quotations waiting for the client (projected revenue), of one member or of everyone.',
        body: quotationsBodySchema,
        response: responses(memberQuotationsResponseSchema),
      },
    },
    (request) =>
      memberQuotationList(db, tenantOf(request).organizationId, {
        memberId: request.body.member_id,
        statuses: ['Waiting for approval'],
      }),
  );

  app.get(
    '/quotations/download/:id/:type',
    {
      ...guard,
      schema: {
        tags,
        description: 'The quote as PDF (a signature page once signed) or XLSX.',
        // No response schema: the answer is the file's bytes, not JSON.
        params: z.object({
          id: quoteIdSchema,
          type: z.enum(['pdf', 'xlsx'], { error: 'type must be pdf or xlsx' }),
        }),
      },
    },
    async (request, reply) => {
      const quote = await getQuote(db, tenantOf(request).organizationId, request.params.id);
      const file = await renderQuote(deps.storage, quote, request.params.type);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  // The client's link: no session.
  const tokenParams = z.object({ token: clientTokenSchema });
  app.get(
    '/quote/client/:token',
    {
      config: CLIENT_READ_LIMIT,
      schema: {
        tags,
        description: 'The client page’s data in one request. 404 unknown link, 410 expired or replaced.',
        params: tokenParams,
        response: responses(clientQuotationResponseSchema),
      },
    },
    async (request) => ({
      data: clientAnswer(await openClientQuote(db, clientRequest(request, request.params.token))),
    }),
  );
  app.post(
    '/quote/client/:token/sign',
    {
      config: CLIENT_WRITE,
      schema: {
        tags,
        description:
          'Approve and Sign: records the signer, time, IP address, user agent and the document hash.',
        params: tokenParams,
        body: signQuoteBodySchema,
        response: responses(clientQuoteStatusResponseSchema),
      },
    },
    async (request) => {
      const q = await signQuote(deps, clientRequest(request, request.params.token), request.body);
      return {
        status: 200,
        message: 'Thank you: the quote is approved and signed.',
        data: { quotation: clientView(q) },
      };
    },
  );
  app.post(
    '/quote/client/:token/decline',
    {
      config: CLIENT_WRITE,
      schema: {
        tags,
        params: tokenParams,
        body: declineQuoteBodySchema,
        response: responses(clientQuoteStatusResponseSchema),
      },
    },
    async (request) => {
      const q = await declineQuote(deps, clientRequest(request, request.params.token), request.body);
      return { status: 200, message: 'The quote was declined.', data: { quotation: clientView(q) } };
    },
  );
  app.post(
    '/quote/update/status',
    {
      config: CLIENT_WRITE,
      schema: {
        tags,
        description:
          'The client’s historic call: Approved signs (the sign body), Not Approved declines (a reason).',
        body: clientStatusBodySchema,
        response: responses(clientQuoteStatusResponseSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const req = clientRequest(request, body.uuid);
      const q =
        body.status === 'Approved' ? await signQuote(deps, req, body) : await declineQuote(deps, req, body);
      return { status: 200, message: 'Status updated Successfully!', data: { quotation: clientView(q) } };
    },
  );
};
