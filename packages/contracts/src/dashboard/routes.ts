import { defineRoute } from '../route';
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
} from './dashboard';

/** The dashboard, team page and member page figures (docs/product/dashboard.md). */

const kind =
  'revenue: actual (Approved quotes) or projected (sent, not yet Approved or Not Approved); period: 7, 30, year or total; today: the user’s date (YYYY-MM-DD).';

export const overviewRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/overview',
  summary: 'Revenue, gross profit, gross profit % and the revenue chart',
  description: `${kind} team_id: one team; member_id (with team_id): one member's quotes in that team.`,
  query: overviewQuerySchema,
  response: overviewResponseSchema,
});
export const teamTableRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/teams',
  summary: 'The team table',
  description: `${kind} Highest revenue first; per_page 5, 15, 25 or 50.`,
  query: teamTableQuerySchema,
  response: teamTableResponseSchema,
});
export const memberTableRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/team_members',
  summary: 'A team’s members table',
  description: `${kind} Each member's quotes and calculations in the team.`,
  query: memberTableQuerySchema,
  response: memberTableResponseSchema,
});
export const leaderboardRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/leaderboard',
  summary: 'Members ranked by gross profit',
  description: kind,
  query: leaderboardQuerySchema,
  response: leaderboardResponseSchema,
});
export const marginRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/margin',
  summary: 'Quoted against approved gross profit %, per team and month',
  description: 'period and today as above; revenue is ignored (both margins are shown).',
  query: periodQuerySchema,
  response: marginResponseSchema,
});
/** A file (CSV or XLSX), not JSON: the web links to it and the browser downloads it. */
export const teamsExportQuery = exportQuerySchema;
export const teamsExportDescription = `${kind} format: csv or xlsx; separator (CSV): comma or semicolon. Every team, in the table's order.`;
