import {
  leaderboardRoute,
  marginRoute,
  memberTableRoute,
  overviewRoute,
  teamsExportDescription,
  teamsExportQuery,
  teamTableRoute,
} from '@app/contracts/dashboard/routes';
import { MEDIA } from '@app/contracts/media-types';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { requireOrganization, tenantOf } from '../../plugins/auth';
import { fileResponses } from '../../plugins/responses';
import { fromContract } from '../../plugins/route';
import {
  exportTeams,
  marginOverTime,
  memberLeaderboard,
  memberRows,
  overview,
  teamRows,
} from './dashboard.service';

/**
 * Dashboard, team page and member page figures (docs/product/dashboard.md). Every member of the organisation
 * sees them; another organisation's team or member is 404.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  // Periods end on the user's today, the browser's date (docs/product/dashboard.md); without one, the server
  // clock's UTC date.
  const withToday = <Q extends { today?: string }>(query: Q) => ({
    ...query,
    today: query.today ?? clock.now().toISOString().slice(0, 10),
  });
  /** A figures route's answer: `read` over the caller's organisation, for the query on the user's today. */
  const figures = async <Q extends { today?: string }, R>(
    request: FastifyRequest,
    query: Q,
    read: (db: Db, organizationId: number, q: Q & { today: string }) => Promise<R>,
  ) => ({
    status: 'success' as const,
    data: await read(db, tenantOf(request).organizationId, withToday(query)),
  });
  const tags = ['dashboard'];
  const guard = { preHandler: requireOrganization };

  app.route({
    ...fromContract(overviewRoute, tags),
    ...guard,
    handler: async (request) => figures(request, request.query, overview),
  });

  app.route({
    ...fromContract(teamTableRoute, tags),
    ...guard,
    handler: async (request) => figures(request, request.query, teamRows),
  });

  app.route({
    ...fromContract(memberTableRoute, tags),
    ...guard,
    handler: async (request) => figures(request, request.query, memberRows),
  });

  app.route({
    ...fromContract(leaderboardRoute, tags),
    ...guard,
    handler: async (request) => figures(request, request.query, memberLeaderboard),
  });

  app.route({
    ...fromContract(marginRoute, tags),
    ...guard,
    handler: async (request) => figures(request, request.query, marginOverTime),
  });

  // Answers a file (CSV or XLSX), not JSON.
  app.get(
    '/dashboard/teams/export',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The team table as CSV or XLSX',
        description: teamsExportDescription,
        querystring: teamsExportQuery,
        response: fileResponses('The team table as an attachment', [MEDIA.csv, MEDIA.xlsx]),
      },
    },
    async (request, reply) => {
      const file = await exportTeams(db, tenantOf(request).organizationId, withToday(request.query));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
