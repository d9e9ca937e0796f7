import type { ListCalculationsQuery as ListQueryParams } from '@app/contracts/calculations/list';
import {
  changeStatusRoute,
  createCalculationRoute,
  deleteCalculationRoute,
  downloadCalculationParamsSchema,
  getCalculationRoute,
  listCalculationsRoute,
  listMemberCalculationsRoute,
  ratesRoute,
  stipendRoute,
  updateCalculationRoute,
} from '@app/contracts/calculations/routes';
import { MEDIA } from '@app/contracts/media-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readsVersionKey } from '../../db/cache-versions';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage/storage';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf, userOf } from '../../plugins/auth';
import { fileResponses } from '../../plugins/responses';
import { fromContract } from '../../plugins/route';
import { calculationView } from './calculation-view';
import { findCalculation, listCalculations } from './calculations.repo';
import { changeStatus } from './change-status';
import { computeStipends } from './compute';
import { deleteCalculation } from './delete-calculation';
import { downloadCalculation } from './download-calculation';
import { keepNoticedOnLists, keepOnLists } from './list-cache';
import { buildSnapshot, taxDay } from './rate-snapshot';
import { saveActorOf } from './save-actor';
import { saveCalculation } from './save-calculation';
import { answerInWireNames } from './wire-errors';

/** A wizard save's answer: the row's id, status and version (the next save names that version). */
const savedAnswer = <S>(message: string, row: { id: number; status: S; version: number }) => ({
  status: 200,
  message,
  data: { calculation: { id: row.id, status: row.status, version: row.version } },
});

/**
 * Calculations: the wizard's saves, loads, the list, approval moves and deletion
 * (docs/product/calculations.md, docs/product/api.md#calculations).
 */
export const calculationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  /** Whether a quote was made from the calculation, read inside the delete's transaction. */
  hasQuotation?: (tx: DbOrTx, id: number) => Promise<boolean>;
  /** "Now": the tax year and day rates are read for. */
  clock: Clock;
}> = async (app, { db, storage, hasQuotation, clock }) => {
  const tags = ['calculations'];
  const guard = { preHandler: requireOrganization };
  // Another process's new calculation joins this one's kept list pages (list-cache.ts).
  app.sessionCache.onNotice((notice) => keepNoticedOnLists(app.readCache, notice));
  answerInWireNames(app);

  app.route({
    ...fromContract(createCalculationRoute, tags),
    ...guard,
    config: { keepsSessions: true },
    handler: async (request) => {
      const { organizationId } = tenantOf(request);
      // The list's kept pages take the new row here instead of being read again (list-patch.ts); no read
      // keeps its answer until the patch is made, since it may already hold the row.
      const row = await app.readCache.holding(organizationId, async () => {
        // The other processes are told in the insert's own statement, not by a NOTIFY after it.
        const notice = app.sessionCache.notice(request);
        const saved = await saveCalculation(
          db,
          { ...saveActorOf(request, clock.now()), notice },
          {
            name: request.body.name,
            personList: request.body.person_list,
            status: request.body.status,
          },
        );
        if ('listRow' in saved) {
          keepOnLists(app.readCache, organizationId, saved.listRow, saved.readsVersion);
          request.readsPatched = true;
        }
        return saved;
      });
      return savedAnswer('Calculation saved', row);
    },
  });

  app.route({
    ...fromContract(updateCalculationRoute, tags),
    ...guard,
    config: { keepsSessions: true },
    handler: async (request) => {
      const row = await saveCalculation(db, saveActorOf(request, clock.now()), {
        id: request.body.id,
        version: request.body.version,
        name: request.body.name,
        personList: request.body.person_list,
        status: request.body.status,
      });
      return savedAnswer('Calculation updated', row);
    },
  });

  app.route({
    ...fromContract(stipendRoute, tags),
    config: { readOnlyAllowed: true, keepsSessions: true },
    ...guard,
    handler: async (request) => {
      const list = request.body.person_list;
      const locations = list.flatMap((p, pi) =>
        (p.locations ?? []).map((l, li) => ({
          field: `persons.${pi}.locations.${li}`,
          stateId: Number(l.state_id),
          cityId: l.city_id ? Number(l.city_id) : null,
          startDate:
            p.assignment?.have_start_end_date === 'yes' ? (p.assignment.start_date ?? undefined) : undefined,
        })),
      );
      const snapshot = await buildSnapshot(db, {
        organizationId: tenantOf(request).organizationId,
        ...taxDay(clock.now()),
        locations,
      });
      return { data: { stipend: computeStipends(list, snapshot) } };
    },
  });

  app.route({
    ...fromContract(ratesRoute, tags),
    config: { readOnlyAllowed: true, keepsSessions: true },
    ...guard,
    handler: async (request) => ({
      data: await buildSnapshot(db, {
        organizationId: tenantOf(request).organizationId,
        ...taxDay(clock.now()),
        locations: request.body.locations.map((l, i) => ({
          field: `locations.${i}`,
          stateId: l.state_id,
          cityId: l.city_id ?? null,
          startDate: l.start_date ?? undefined,
        })),
      }),
    }),
  });

  app.route({
    ...fromContract(getCalculationRoute, tags),
    config: { readOnlyAllowed: true, keepsSessions: true },
    ...guard,
    handler: async (request) => {
      const row = await findCalculation(db, {
        organizationId: tenantOf(request).organizationId,
        id: request.body.id,
      });
      if (!row) throw AppError.notFound('Calculation');
      return { data: { calculation: calculationView(row) } };
    },
  });

  app.route({
    ...fromContract(changeStatusRoute, tags),
    ...guard,
    config: { keepsSessions: true },
    handler: async (request) => {
      const body = request.body;
      await changeStatus(
        db,
        { membership: tenantOf(request), userId: userOf(request).id, now: clock.now() },
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
  });

  // A kept page's answer as UTF-8 bytes, made once by the route's own response serialiser (the cached page object
  // is the key, so a patched or re-read page is serialised again, once): a cached read then serialises and
  // encodes nothing, and its bytes go to the socket as they are
  // (docs/performance.md#fewer-statements-per-save-2026-11-27-fourth-session).
  const answers = new WeakMap<object, Buffer>();
  // `q` is the query as the route's contract validated and parsed it (plugins/route.ts): not parsed again here.
  const list = async (
    request: FastifyRequest,
    reply: FastifyReply,
    q: ListQueryParams,
    memberId?: number,
  ) => {
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
    const data = await app.readCache.read(
      organizationId,
      JSON.stringify(query),
      () => listCalculations(db, query),
      {
        about: query,
        version: await app.cacheVersion(request, readsVersionKey(organizationId)),
      },
    );
    let bytes = answers.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(String(reply.serialize({ data })));
      answers.set(data, bytes);
    }
    return reply.type('application/json; charset=utf-8').send(bytes);
  };
  app.route({
    ...fromContract(listCalculationsRoute, tags),
    ...guard,
    handler: (request, reply) => list(request, reply, request.query),
  });
  app.route({
    ...fromContract(listMemberCalculationsRoute, tags),
    ...guard,
    handler: (request, reply) => list(request, reply, request.query, request.params.member_id),
  });

  app.route({
    ...fromContract(deleteCalculationRoute, tags),
    ...guard,
    config: { keepsSessions: true },
    handler: async (request) => {
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
  });

  app.get(
    '/calculations/download/:id/:type',
    {
      ...guard,
      schema: {
        tags,
        description: 'The calculation as a PDF or an XLSX workbook (Inputs, Results, Breakdown sheets).',
        params: downloadCalculationParamsSchema,
        response: fileResponses('The calculation as an attachment', [MEDIA.pdf, MEDIA.xlsx]),
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
