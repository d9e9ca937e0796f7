import {
  createCalculationV1BodySchema,
  listCalculationsV1QuerySchema,
  v1CalculationPageSchema,
  v1CalculationResponseSchema,
} from '@app/contracts/api-v1/calculations';
import { idParamsSchema, v1ErrorSchema } from '@app/contracts/api-v1/common';
import {
  citiesV1QuerySchema,
  dashboardV1QuerySchema,
  v1CitiesResponseSchema,
  v1DashboardResponseSchema,
  v1MembersResponseSchema,
  v1StatesResponseSchema,
  v1TeamsResponseSchema,
} from '@app/contracts/api-v1/organization';
import {
  createQuoteV1BodySchema,
  listQuotesV1QuerySchema,
  sendQuoteV1BodySchema,
  v1QuotePageSchema,
  v1QuoteResponseSchema,
} from '@app/contracts/api-v1/quotes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error';
import { tenantOf, userOf } from '../../plugins/auth';
import { listMembers, listTeams } from '../accounts';
import { requirePlanFeature } from '../billing';
import { changeStatus, findCalculation, saveActorOf, saveCalculation } from '../calculations';
import { overview } from '../dashboard';
import { createQuote, getQuote, type QuotesDeps, quoteActorOf, sendQuote } from '../quotes';
import { listCities } from '../reference';
import { calculationsAfter, type Keyset, listStateNames, quotesAfter } from './api-v1.repo';
import { registerBearerAuth } from './bearer-auth';
import { registerIdempotency } from './idempotency';
import { calculationSavedUnder } from './idempotency.repo';
import { dollars } from './money';
import { registerKeyRateLimit } from './rate-limit';
import { registerV1Errors, V1Error, withQuoteFieldNames } from './v1-errors';
import {
  calculationStatusLabel,
  calculationSummaryV1,
  calculationV1,
  decodeCursor,
  keysetPage,
  quoteStatusLabel,
  quoteV1,
} from './views';

/** 2xx schema plus the one v1 error shape for every 4xx and 5xx (the OpenAPI document shows both). */
const answers = <T extends z.ZodType>(ok: T, status: 200 | 201 = 200) =>
  ({ [status]: ok, '4xx': v1ErrorSchema, '5xx': v1ErrorSchema }) as Record<200 | 201, T> & {
    '4xx': typeof v1ErrorSchema;
    '5xx': typeof v1ErrorSchema;
  };

/** What every list's query starts from: the tenant, the page size and where the previous page ended. */
type CursorPage = { organizationId: number; limit: number; after?: Keyset };

/**
 * The open API, /api/v1 (docs/product/api.md#open-api-v1): API keys, plain names, one error shape, cursor
 * pages, Idempotency-Key and a rate limit per key. Every route calls the same services as the app's own
 * routes: the rules (roles, plans, statuses, tenancy) live there once.
 */
export const apiV1Routes: FastifyPluginAsyncZod<QuotesDeps> = async (app, deps) => {
  const { db } = deps;
  registerV1Errors(app);
  registerBearerAuth(app, { db, clock: deps.clock });
  registerKeyRateLimit(app, { db, max: deps.env.API_RATE_LIMIT_PER_MINUTE, clock: deps.clock });
  registerIdempotency(app, { db, clock: deps.clock });
  // Crash tests stop a save here for a kill -9 (NODE_ENV=test only; config/env.ts refuses it otherwise).
  const hold = deps.env.NODE_ENV === 'test' ? deps.env.TEST_HOLD_V1_CALCULATION : undefined;
  // The reference page's groups (openapi.routes.ts lists them with their descriptions).
  const calculationsTag = ['Calculations'];
  const quotesTag = ['Quotes'];
  const organisationTag = ['Organisation'];
  const referenceTag = ['Reference data'];
  const security = [{ apiKey: [] }];

  const oneCalculation = async (request: FastifyRequest, id: number) => {
    const row = await findCalculation(db, { organizationId: tenantOf(request).organizationId, id });
    if (!row) throw AppError.notFound('Calculation');
    return { data: calculationV1(row) };
  };
  const oneQuote = async (request: FastifyRequest, id: number) => ({
    data: quoteV1(await getQuote(db, tenantOf(request).organizationId, id)),
  });
  const cursorOf = (cursor: string | undefined) => {
    if (cursor === undefined) return undefined;
    const after = decodeCursor(cursor);
    if (!after) throw new V1Error(400, 'invalid_cursor', 'cursor is not a next_cursor this API gave');
    return after;
  };
  /**
   * One list route's answer: the tenant, the page size and the decoded cursor go to `rowsAfter` (which adds
   * its filters); one row past the limit tells whether there is a next page.
   */
  const cursorPage = async <R extends { cursorAt: string }, V>(
    request: FastifyRequest,
    q: { limit: number; cursor?: string },
    rowsAfter: (page: CursorPage) => Promise<R[]>,
    idOf: (row: R) => number,
    view: (row: R) => V,
  ) => {
    const page = {
      organizationId: tenantOf(request).organizationId,
      limit: q.limit,
      after: cursorOf(q.cursor),
    };
    return keysetPage(await rowsAfter(page), q.limit, idOf, view);
  };

  app.post(
    '/calculations',
    {
      config: { keepsSessions: true },
      schema: {
        tags: calculationsTag,
        security,
        summary: 'Price and save a calculation',
        description:
          'Prices the persons at today’s rates, exactly as the calculator saves; the answer has the figures.',
        body: createCalculationV1BodySchema,
        response: answers(v1CalculationResponseSchema, 201),
      },
    },
    async (request, reply) => {
      // Under an Idempotency-Key the key goes into the calculation's own insert, so a retry after a crash finds
      // a save that committed and answers it instead of saving twice (docs/decisions/0012).
      const idempotencyKey = request.idempotencyKey
        ? `${request.apiKey!.id}:${request.idempotencyKey}`
        : undefined;
      const { organizationId } = tenantOf(request);
      const takeover = request.idempotencyTakeover;
      const saved =
        idempotencyKey && takeover
          ? await calculationSavedUnder(db, { organizationId, idempotencyKey, since: takeover.since })
          : null;
      if (hold === 'before-save') await untilKilled();
      const id =
        saved ??
        (
          await saveCalculation(db, saveActorOf(request, deps.clock.now()), {
            name: request.body.name,
            personList: request.body.persons,
            ...(idempotencyKey ? { idempotencyKey } : {}),
          })
        ).id;
      if (hold === 'after-save') await untilKilled();
      reply.code(201);
      return oneCalculation(request, id);
    },
  );

  app.get(
    '/calculations/:id',
    {
      schema: {
        tags: calculationsTag,
        security,
        summary: 'Read a calculation: its figures, persons as sent, status',
        params: idParamsSchema,
        response: answers(v1CalculationResponseSchema),
      },
    },
    (request) => oneCalculation(request, request.params.id),
  );

  app.get(
    '/calculations',
    {
      schema: {
        tags: calculationsTag,
        security,
        summary: 'List calculations, newest first',
        description:
          'Cursor pages: pass next_cursor back as cursor. Rows added meanwhile never shift a page.',
        querystring: listCalculationsV1QuerySchema,
        response: answers(v1CalculationPageSchema),
      },
    },
    (request) => {
      const q = request.query;
      return cursorPage(
        request,
        q,
        (page: CursorPage) =>
          calculationsAfter(db, {
            ...page,
            status: q.status && calculationStatusLabel(q.status),
            teamId: q.team_id,
            createdFrom: q.created_from,
            createdTo: q.created_to,
          }),
        (r) => r.calculation.id,
        calculationSummaryV1,
      );
    },
  );

  app.post(
    '/calculations/:id/submit',
    {
      config: { keepsSessions: true },
      schema: {
        tags: calculationsTag,
        security,
        summary: 'Send a calculation for approval',
        params: idParamsSchema,
        response: answers(v1CalculationResponseSchema),
      },
    },
    async (request) => {
      await changeStatus(
        db,
        { membership: tenantOf(request), userId: userOf(request).id, now: deps.clock.now() },
        { id: request.params.id, status: 'Sent to approval' },
      );
      return oneCalculation(request, request.params.id);
    },
  );

  const quotesGuard = { preHandler: requirePlanFeature('quotes') };
  app.post(
    '/quotes',
    {
      ...quotesGuard,
      schema: {
        tags: quotesTag,
        security,
        summary: 'Make a quote from an Approved calculation',
        body: createQuoteV1BodySchema,
        response: answers(v1QuoteResponseSchema, 201),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const quote = await withQuoteFieldNames(() =>
        createQuote(db, quoteActorOf(request, deps.clock.now()), {
          id: b.calculation_id,
          company_name: b.client_name,
          quote_number: b.quote_number,
          quote_state: [b.state_id],
          person_selection_data: b.persons,
          issue_date: b.issue_date,
          valid_until: b.valid_until,
          start_date: b.start_date,
          end_date: b.end_date,
          terms: b.terms,
        }),
      );
      reply.code(201);
      return { data: quoteV1(quote) };
    },
  );

  app.post(
    '/quotes/:id/send',
    {
      ...quotesGuard,
      schema: {
        tags: quotesTag,
        security,
        summary: 'E-mail the quote’s signing link (with the PDF) to the client',
        params: idParamsSchema,
        body: sendQuoteV1BodySchema,
        response: answers(v1QuoteResponseSchema),
      },
    },
    async (request) => {
      await sendQuote(deps, quoteActorOf(request, deps.clock.now()), {
        id: request.params.id,
        ...request.body,
      });
      return oneQuote(request, request.params.id);
    },
  );

  app.get(
    '/quotes/:id',
    {
      ...quotesGuard,
      schema: {
        tags: quotesTag,
        security,
        summary: 'Read a quote: status, figures, and the signature evidence once signed',
        params: idParamsSchema,
        response: answers(v1QuoteResponseSchema),
      },
    },
    (request) => oneQuote(request, request.params.id),
  );

  app.get(
    '/quotes',
    {
      ...quotesGuard,
      schema: {
        tags: quotesTag,
        security,
        summary: 'List quotes, newest first (every revision)',
        querystring: listQuotesV1QuerySchema,
        response: answers(v1QuotePageSchema),
      },
    },
    (request) => {
      const q = request.query;
      return cursorPage(
        request,
        q,
        (page: CursorPage) => quotesAfter(db, { ...page, status: q.status && quoteStatusLabel(q.status) }),
        (r) => r.quote.id,
        (r) => quoteV1(r.quote),
      );
    },
  );

  app.get(
    '/teams',
    {
      schema: {
        tags: organisationTag,
        security,
        summary: 'Teams with their members and roles',
        response: answers(v1TeamsResponseSchema),
      },
    },
    async (request) => {
      const teams = await listTeams(db, tenantOf(request).organizationId);
      return {
        data: teams.map(({ team, members }) => ({
          id: team.id,
          name: team.name,
          members: members.map((m) => ({
            id: m.user.id,
            name: `${m.user.first_name} ${m.user.last_name}`.trim(),
            role: m.role,
          })),
        })),
      };
    },
  );

  app.get(
    '/members',
    {
      schema: {
        tags: organisationTag,
        security,
        summary: 'The organisation’s members with their role',
        response: answers(v1MembersResponseSchema),
      },
    },
    async (request) => {
      const members = await listMembers(db, tenantOf(request).organizationId);
      return {
        data: members.map((m) => ({
          id: m.id,
          name: `${m.first_name} ${m.last_name}`.trim(),
          email: m.email,
          role: m.role.name,
        })),
      };
    },
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags: organisationTag,
        security,
        summary: 'Revenue, gross profit and quotes for a period',
        querystring: dashboardV1QuerySchema,
        response: answers(v1DashboardResponseSchema),
      },
    },
    async (request) => {
      const q = request.query;
      const o = await overview(db, tenantOf(request).organizationId, {
        revenue: q.revenue,
        period: q.period,
        team_id: q.team_id,
        date_from: q.from,
        date_to: q.to,
        today: deps.clock.now().toISOString().slice(0, 10),
      });
      return {
        data: {
          revenue: dollars(o.summary.revenue),
          gross_profit: dollars(o.summary.gross_profit),
          gross_profit_percent: dollars(o.summary.gross_profit_percent),
          quotes: o.summary.quotes,
          period: o.period,
        },
      };
    },
  );

  app.get(
    '/states',
    {
      schema: {
        tags: referenceTag,
        security,
        summary: 'The states, with the ids calculations and quotes take',
        response: answers(v1StatesResponseSchema),
      },
    },
    async () => ({ data: await listStateNames(db) }),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: referenceTag,
        security,
        summary: 'The cities of a state',
        querystring: citiesV1QuerySchema,
        response: answers(v1CitiesResponseSchema),
      },
    },
    async (request) => ({
      data: (await listCities(db, { stateId: request.query.state_id })).map((c) => ({
        id: c.id,
        name: c.name,
      })),
    }),
  );
};

/** Waits for the kill of a crash test (TEST_HOLD_V1_CALCULATION): two minutes, far past any test's kill. */
const untilKilled = () => new Promise((resolve) => setTimeout(resolve, 120_000));
