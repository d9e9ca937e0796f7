import { MEDIA } from '@app/contracts/media-types';
import {
  approvedQuotationsRoute,
  clientQuoteRoute,
  clientStatusRoute,
  createQuoteRoute,
  declineQuoteRoute,
  downloadQuoteParamsSchema,
  getQuotationRoute,
  listMemberQuotesRoute,
  listQuotesRoute,
  memberQuotationsRoute,
  nextQuoteNumberRoute,
  quoteEventsRoute,
  sendQuoteRoute,
  signQuoteRoute,
  updateQuoteRoute,
  updateQuoteStatusRoute,
  waitingQuotationsRoute,
} from '@app/contracts/quotes/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/auth';
import { fileResponses } from '../../plugins/responses';
import { fromContract } from '../../plugins/route';
import { requirePlanFeature } from '../billing';
import { changeQuoteStatus } from './change-quote-status';
import { type ClientRequest, declineQuote, openClientQuote, signQuote } from './client-quote';
import { createQuote } from './create-quote';
import type { QuotesDeps } from './deps';
import { quoteActorOf } from './quote-actor';
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

const clientRequest = (request: FastifyRequest, token: string, now: Date): ClientRequest => ({
  token,
  now,
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
export const quotesRoutes: FastifyPluginAsyncZod<QuotesDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['quotes'];
  // Quotes are not part of the Essential plan (docs/product/quotes.md): the guard resolves the tenant and checks it.
  const guard = { preHandler: requirePlanFeature('quotes') };

  const route = <R extends Parameters<typeof fromContract>[0]>(r: R) => fromContract(r, tags);

  app.route({
    ...route(getQuotationRoute),
    config: { ...CLIENT_READ_LIMIT, readOnlyAllowed: true },
    handler: async (request) => {
      const body = request.body;
      if ('uuid' in body) {
        const req = clientRequest(request, body.uuid, deps.clock.now());
        return { data: clientAnswer(await openClientQuote(db, req), req.now) };
      }
      await requirePlanFeature('quotes')(request);
      return {
        data: await quotationAnswer(
          db,
          await getQuote(db, tenantOf(request).organizationId, body.id),
          deps.clock.now(),
        ),
      };
    },
  });

  app.route({
    ...route(createQuoteRoute),
    ...guard,
    handler: async (request) =>
      saved('Quote created', await createQuote(db, quoteActorOf(request, deps.clock.now()), request.body)),
  });

  app.route({
    ...route(updateQuoteRoute),
    ...guard,
    handler: async (request) => {
      const q = await editQuote(db, quoteActorOf(request, deps.clock.now()), request.body);
      return saved(q.revision > 1 && q.version === 1 ? `Revision ${q.revision} created` : 'Quote updated', q);
    },
  });

  app.route({
    ...route(updateQuoteStatusRoute),
    ...guard,
    handler: async (request) => {
      const q = await changeQuoteStatus(db, quoteActorOf(request, deps.clock.now()), request.body);
      return {
        status: 200,
        message: 'Status updated Successfully!',
        data: await quotationAnswer(db, q, deps.clock.now()),
      };
    },
  });

  app.route({
    ...route(sendQuoteRoute),
    ...guard,
    handler: async (request) => {
      const sent = await sendQuote(deps, quoteActorOf(request, deps.clock.now()), request.body);
      return { status: 200, data: { message: sent.message, sent_at: sent.sentAt } };
    },
  });

  app.route({
    ...route(nextQuoteNumberRoute),
    ...guard,
    handler: async (request) => ({
      data: { quote_number: await suggestQuoteNumber(db, tenantOf(request).organizationId) },
    }),
  });

  app.route({
    ...route(quoteEventsRoute),
    ...guard,
    handler: async (request) => ({
      data: { events: await quoteEvents(db, tenantOf(request).organizationId, request.params.id) },
    }),
  });

  app.route({
    ...route(listQuotesRoute),
    ...guard,
    handler: async (request) => ({
      data: await quotePage(db, tenantOf(request).organizationId, request.query),
    }),
  });
  app.route({
    ...route(listMemberQuotesRoute),
    ...guard,
    handler: async (request) => ({
      data: await quotePage(db, tenantOf(request).organizationId, request.query, request.params.member_id),
    }),
  });

  app.route({
    ...route(memberQuotationsRoute),
    ...guard,
    handler: (request) =>
      memberQuotationList(db, tenantOf(request).organizationId, {
        memberId: request.params.member_id,
        now: deps.clock.now(),
      }),
  });
  // The historic spelling answers too.
  for (const url of [
    approvedQuotationsRoute.path,
    '/organization_team/members-approved-quotations/:member_id',
  ]) {
    app.route({
      ...route(approvedQuotationsRoute),
      url,
      ...guard,
      handler: (request) =>
        memberQuotationList(db, tenantOf(request).organizationId, {
          memberId: request.params.member_id,
          statuses: ['Approved'],
          period: request.query.filter,
          now: deps.clock.now(),
        }),
    });
  }
  app.route({
    ...route(waitingQuotationsRoute),
    config: { readOnlyAllowed: true },
    ...guard,
    handler: (request) =>
      memberQuotationList(db, tenantOf(request).organizationId, {
        memberId: request.body.member_id,
        statuses: ['Waiting for approval'],
        now: deps.clock.now(),
      }),
  });

  app.get(
    '/quotations/download/:id/:type',
    {
      ...guard,
      schema: {
        tags,
        description: 'The quote as PDF (a signature page once signed) or XLSX.',
        response: fileResponses('The quote as an attachment', [MEDIA.pdf, MEDIA.xlsx]),
        params: downloadQuoteParamsSchema,
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
  app.route({
    ...route(clientQuoteRoute),
    config: CLIENT_READ_LIMIT,
    handler: async (request) => {
      const req = clientRequest(request, request.params.token, deps.clock.now());
      return { data: clientAnswer(await openClientQuote(db, req), req.now) };
    },
  });
  app.route({
    ...route(signQuoteRoute),
    config: CLIENT_WRITE,
    handler: async (request) => {
      const req = clientRequest(request, request.params.token, deps.clock.now());
      const q = await signQuote(deps, req, request.body);
      return {
        status: 200,
        message: 'Thank you: the quote is approved and signed.',
        data: { quotation: clientView(q, req.now) },
      };
    },
  });
  app.route({
    ...route(declineQuoteRoute),
    config: CLIENT_WRITE,
    handler: async (request) => {
      const req = clientRequest(request, request.params.token, deps.clock.now());
      const q = await declineQuote(deps, req, request.body);
      return { status: 200, message: 'The quote was declined.', data: { quotation: clientView(q, req.now) } };
    },
  });
  app.route({
    ...route(clientStatusRoute),
    config: CLIENT_WRITE,
    handler: async (request) => {
      const body = request.body;
      const req = clientRequest(request, body.uuid, deps.clock.now());
      const q =
        body.status === 'Approved' ? await signQuote(deps, req, body) : await declineQuote(deps, req, body);
      return {
        status: 200,
        message: 'Status updated Successfully!',
        data: { quotation: clientView(q, req.now) },
      };
    },
  });
};
