import type { Period, PeriodQuery } from '@app/contracts/dashboard/dashboard';
import {
  leaderboardRoute,
  marginRoute,
  memberTableRoute,
  overviewRoute,
  teamTableRoute,
} from '@app/contracts/dashboard/routes';
import type { RouteQuery, RouteShape } from '@app/contracts/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { localToday } from '../utils/today';

/** What every dashboard figure is asked with: the tab's kind, the period and the filter bar's extras. */
export type FigureQuery = Required<Pick<PeriodQuery, 'revenue' | 'period'>> & Omit<PeriodQuery, 'today'>;

type FigureRoute = RouteShape & { method: 'GET'; query: NonNullable<RouteShape['query']> };

function useFigure<R extends FigureRoute>(part: string, route: R, query: RouteQuery<R>, enabled = true) {
  const orgId = useOrgId();
  // The browser's date: "Last 7 days" ends on the user's today, not the server's.
  const full = { ...(query as object), today: localToday() };
  return useQuery({
    queryKey: queryKeys.dashboard.part(orgId, part, full),
    // Typed by R at the call sites (the query) and here (the answer); the spread above loses R's query type.
    queryFn: () => call<FigureRoute>(route, { query: full }) as ReturnType<typeof call<R>>,
    enabled: orgId !== undefined && enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /dashboard/overview: cards and chart of the organisation, a team, or a member in a team. */
export const useOverview = (q: FigureQuery & { team_id?: number; member_id?: number }) =>
  useFigure('overview', overviewRoute, q);

export const useTeamTable = (q: FigureQuery & { page: number; per_page: number }) =>
  useFigure('teams', teamTableRoute, q);

export const useMemberTable = (q: FigureQuery & { team_id: number; page: number; per_page: number }) =>
  useFigure('members', memberTableRoute, q);

export const useLeaderboard = (q: FigureQuery) =>
  useFigure('leaderboard', leaderboardRoute, { ...q, limit: 5 });

export const useMargin = (period: Period) => useFigure('margin', marginRoute, { period });

/** The export's address: a plain link, so the browser downloads the file itself. */
export function exportUrl(q: FigureQuery, format: 'csv' | 'xlsx') {
  const params = new URLSearchParams({ format, revenue: q.revenue, period: q.period, today: localToday() });
  return `/api/dashboard/teams/export?${params}`;
}
