import { personListWireSchema } from '@app/contracts/calculation';
import { listCalculationsQuerySchema, statusBodySchema } from '@app/contracts/calculations/list';
import {
  calculationPageResponseSchema,
  calculationResponseSchema,
  deleteCalculationResponseSchema,
  ratesResponseSchema,
  saveCalculationResponseSchema,
  statusResponseSchema,
  stipendResponseSchema,
} from '@app/contracts/calculations/responses';
import { MAX_ID, MAX_PERSONS, MAX_RATE_LOCATIONS, MAX_TEXT_LENGTH } from '@app/contracts/limits';
import { version } from '@app/contracts/settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Storage } from '../../platform/storage/storage';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { calculationView } from './calculation-view';
import { findCalculation, listCalculations } from './calculations.repo';
import { changeStatus } from './change-status';
import { computeStipends } from './compute';
import { deleteCalculation } from './delete-calculation';
import { downloadCalculation } from './download-calculation';
import { buildSnapshot } from './rate-snapshot';
import { saveCalculation } from './save-calculation';

const name = z
  .string({ error: 'Calculation name is required' })
  .trim()
  .min(1, 'Calculation name is required')
  .max(MAX_TEXT_LENGTH, `Calculation name must be at most ${MAX_TEXT_LENGTH} characters`);
const personList = personListWireSchema
  .min(1, 'Add at least one person')
  .max(MAX_PERSONS, `At most ${MAX_PERSONS} persons in one calculation`);
const calculationVersion = version().describe(
  'The version being edited, as last read (data.calculation.version); a newer one answers 409.',
);
const idSchema = z.coerce
  .number({ error: 'id is required' })
  .int('id is invalid')
  .positive('id is invalid')
  .max(MAX_ID, 'id is invalid');

/** Who saves a calculation, from a guarded request (the app's routes and the open API, modules/api-v1). */
export const saveActorOf = (request: FastifyRequest) => {
  const membership = tenantOf(request);
  const user = userOf(request);
  return {
    organizationId: membership.organizationId,
    userId: user.id,
    user,
    organization: membership.organization,
    subscription: request.liveSubscription,
    settingsCache: request.server.settingsCache,
  };
};

/**
 * Calculations: the wizard's saves, loads, the list, approval moves and deletion
 * (docs/product/calculations.md, docs/product/api.md#calculations).
 */
export const calculationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  /** Whether a quote was made from the calculation, read inside the delete's transaction. */
  hasQuotation?: (tx: DbOrTx, id: number) => Promise<boolean>;
}> = async (app, { db, storage, hasQuotation }) => {
  const tags = ['calculations'];
  const guard = { preHandler: requireOrganization };

  app.post(
    '/organization_team/calculation/create',
    {
      ...guard,
      config: { keepsSessions: true },
      schema: {
        tags,
        body: z.object({ name, person_list: personList, status: z.literal('New calculation').optional() }),
        response: responses(saveCalculationResponseSchema),
      },
    },
    async (request) => {
      const row = await saveCalculation(db, saveActorOf(request), {
        name: request.body.name,
        personList: request.body.person_list,
        status: request.body.status,
      });
      return {
        status: 200,
        message: 'Calculation saved',
        data: { calculation: { id: row.id, status: row.status, version: row.version } },
      };
    },
  );

  app.post(
    '/organization_team/calculation/update',
    {
      ...guard,
      config: { keepsSessions: true },
      schema: {
        tags,
        description: 'Replaces the inputs and prices them at today’s rates (a new rate snapshot).',
        body: z.object({
          id: idSchema,
          version: calculationVersion,
          name,
          person_list: personList,
          status: z.literal('New calculation').optional(),
        }),
        response: responses(saveCalculationResponseSchema),
      },
    },
    async (request) => {
      const row = await saveCalculation(db, saveActorOf(request), {
        id: request.body.id,
        version: request.body.version,
        name: request.body.name,
        personList: request.body.person_list,
        status: request.body.status,
      });
      return {
        status: 200,
        message: 'Calculation updated',
        data: { calculation: { id: row.id, status: row.status, version: row.version } },
      };
    },
  );

  app.post(
    '/organization_team/calculation/stipend',
    {
      config: { readOnlyAllowed: true, keepsSessions: true },
      ...guard,
      schema: {
        tags,
        body: z.object({ person_list: personList, name: z.string().max(MAX_TEXT_LENGTH).optional() }),
        response: responses(stipendResponseSchema),
      },
    },
    async (request) => {
      const list = request.body.person_list;
      const locations = list.flatMap((p, pi) =>
        (p.wc_states ?? []).map((l, li) => ({
          field: `person_list.${pi}.wc_states.${li}`,
          stateId: Number(l.state_id),
          cityId: l.city_id ? Number(l.city_id) : null,
          startDate:
            p.assignment?.have_start_end_date === 'yes' ? (p.assignment.start_date ?? undefined) : undefined,
        })),
      );
      const snapshot = await buildSnapshot(db, {
        organizationId: tenantOf(request).organizationId,
        taxYear: new Date().getUTCFullYear(),
        locations,
      });
      return { data: { stipend: computeStipends(list, snapshot) } };
    },
  );

  app.post(
    '/organization_team/calculation/rates',
    {
      config: { readOnlyAllowed: true, keepsSessions: true },
      ...guard,
      schema: {
        tags,
        description:
          'The rate snapshot a save would use now, for the given locations: the calculator computes live results ' +
          'in the browser with the same engine and these rates, so the figures match the saved ones to the cent.',
        body: z.object({
          locations: z
            .array(
              z.object({
                state_id: idSchema,
                city_id: idSchema.nullish(),
                start_date: z
                  .string()
                  .regex(/^\d{4}-\d{2}-\d{2}$/)
                  .nullish(),
              }),
            )
            .max(MAX_RATE_LOCATIONS, `At most ${MAX_RATE_LOCATIONS} locations`),
        }),
        response: responses(ratesResponseSchema),
      },
    },
    async (request) => ({
      data: await buildSnapshot(db, {
        organizationId: tenantOf(request).organizationId,
        taxYear: new Date().getUTCFullYear(),
        locations: request.body.locations.map((l, i) => ({
          field: `locations.${i}`,
          stateId: l.state_id,
          cityId: l.city_id ?? null,
          startDate: l.start_date ?? undefined,
        })),
      }),
    }),
  );

  app.post(
    '/organization_team/calculation',
    {
      config: { readOnlyAllowed: true, keepsSessions: true },
      ...guard,
      schema: { tags, body: z.object({ id: idSchema }), response: responses(calculationResponseSchema) },
    },
    async (request) => {
      const row = await findCalculation(db, {
        organizationId: tenantOf(request).organizationId,
        id: request.body.id,
      });
      if (!row) throw AppError.notFound('Calculation');
      return { data: { calculation: calculationView(row) } };
    },
  );

  app.post(
    '/organization_team/calculation/update/status',
    {
      ...guard,
      config: { keepsSessions: true },
      schema: { tags, body: statusBodySchema, response: responses(statusResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      await changeStatus(
        db,
        { membership: tenantOf(request), userId: userOf(request).id },
        {
          id: body.id,
          status: body.status,
          ...(body.status === 'Not approved'
            ? { reasonChoice: body.reasonData.reason_choice, declineReason: body.reasonData.decline_reason }
            : {}),
        },
      );
      const row = await findCalculation(db, {
        organizationId: tenantOf(request).organizationId,
        id: body.id,
      });
      return {
        status: 200,
        message: 'Status updated Successfully!',
        data: { calculation: calculationView(row!) },
      };
    },
  );

  const list = async (request: FastifyRequest, memberId?: number) => {
    const q = listCalculationsQuerySchema.parse(request.query ?? {});
    const organizationId = tenantOf(request).organizationId;
    const query = {
      organizationId,
      page: q.page,
      perPage: q.per_page,
      status: q.status,
      memberId: memberId ?? q.member_id,
      teamId: q.team_id,
      revenueMin: q.revenue_min,
      revenueMax: q.revenue_max,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      search: q.search,
      sort: q.sort,
      order: q.order,
    };
    // The same page for every reader until a write in the organisation (plugins/read-cache.ts).
    const data = await app.readCache.read(organizationId, JSON.stringify(query), () =>
      listCalculations(db, query),
    );
    return { data };
  };
  app.get(
    '/organization_team/calculations',
    {
      ...guard,
      schema: {
        tags,
        querystring: listCalculationsQuerySchema,
        description: 'The organisation’s calculations, filtered, searched, sorted and paged on the server.',
        response: responses(calculationPageResponseSchema),
      },
    },
    (request) => list(request),
  );
  app.get(
    '/organization_team/calculations/:member_id',
    {
      ...guard,
      schema: {
        tags,
        params: z.object({ member_id: idSchema }),
        querystring: listCalculationsQuerySchema,
        response: responses(calculationPageResponseSchema),
      },
    },
    (request) => list(request, request.params.member_id),
  );

  app.post(
    '/calculations/delete/:id',
    {
      ...guard,
      config: { keepsSessions: true },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: responses(deleteCalculationResponseSchema),
      },
    },
    async (request) => {
      const status = await deleteCalculation(db, {
        organizationId: tenantOf(request).organizationId,
        id: request.params.id,
        hasQuotation,
      });
      return {
        data: {
          status,
          message:
            status === 1
              ? 'Calculation Deleted Successfully'
              : 'A calculation with a quote cannot be deleted.',
        },
      };
    },
  );

  app.get(
    '/calculations/download/:id/:type',
    {
      ...guard,
      schema: {
        tags,
        description: 'The calculation as a PDF or an XLSX workbook (Inputs, Results, Breakdown sheets).',
        // No response schema: the answer is the file's bytes, not JSON.
        params: z.object({
          id: idSchema,
          type: z.enum(['pdf', 'xlsx'], { error: 'type must be pdf or xlsx' }),
        }),
      },
    },
    async (request, reply) => {
      const file = await downloadCalculation(db, storage, {
        organizationId: tenantOf(request).organizationId,
        id: request.params.id,
        type: request.params.type,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
