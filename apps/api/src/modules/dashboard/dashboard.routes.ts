import {
  exportQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  marginResponseSchema,
  memberTableQuerySchema,
  memberTableResponseSchema,
  overviewQuerySchema,
  overviewResponseSchema,
  periodQuerySchema,
  teamTableQuerySchema,
  teamTableResponseSchema,
} from '@app/contracts/dashboard/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { requireOrganization, tenantOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
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
  const tags = ['dashboard'];
  const guard = { preHandler: requireOrganization };
  const kind =
    'revenue: actual (Approved quotes) or projected (sent, not yet Approved or Not Approved); period: 7, 30, year or total; today: the user’s date (YYYY-MM-DD).';

  app.get(
    '/dashboard/overview',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Revenue, gross profit, gross profit % and the revenue chart',
        description: `${kind} team_id: one team; member_id (with team_id): one member's quotes in that team.`,
        querystring: overviewQuerySchema,
        response: responses(overviewResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await overview(db, tenantOf(request).organizationId, withToday(request.query)),
    }),
  );

  app.get(
    '/dashboard/teams',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The team table',
        description: `${kind} Highest revenue first; per_page 5, 15, 25 or 50.`,
        querystring: teamTableQuerySchema,
        response: responses(teamTableResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await teamRows(db, tenantOf(request).organizationId, withToday(request.query)),
    }),
  );

  app.get(
    '/dashboard/team_members',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A team’s members table',
        description: `${kind} Each member's quotes and calculations in the team.`,
        querystring: memberTableQuerySchema,
        response: responses(memberTableResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await memberRows(db, tenantOf(request).organizationId, withToday(request.query)),
    }),
  );

  app.get(
    '/dashboard/leaderboard',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Members ranked by gross profit',
        description: kind,
        querystring: leaderboardQuerySchema,
        response: responses(leaderboardResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await memberLeaderboard(db, tenantOf(request).organizationId, withToday(request.query)),
    }),
  );

  app.get(
    '/dashboard/margin',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Quoted against approved gross profit %, per team and month',
        description: 'period and today as above; revenue is ignored (both margins are shown).',
        querystring: periodQuerySchema,
        response: responses(marginResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await marginOverTime(db, tenantOf(request).organizationId, withToday(request.query)),
    }),
  );

  // Answers a file (CSV or XLSX), not JSON: no response schema.
  app.get(
    '/dashboard/teams/export',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The team table as CSV or XLSX',
        description: `${kind} format: csv or xlsx; separator (CSV): comma or semicolon. Every team, in the table's order.`,
        querystring: exportQuerySchema,
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
