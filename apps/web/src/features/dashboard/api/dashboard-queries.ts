import type {
  LeaderboardResponse,
  MarginResponse,
  MemberTableResponse,
  OverviewResponse,
  Period,
  RevenueKind,
  TeamTableResponse,
} from '@app/contracts/dashboard/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { localToday } from '../utils/today';

/** What every dashboard figure is asked with: the tab's kind, the period and the filter bar's extras. */
export interface FigureQuery {
  revenue: RevenueKind;
  period: Period;
  status?: string | null;
  revenue_min?: number | null;
  date_from?: string | null;
  date_to?: string | null;
}

type Query = Record<string, string | number | null | undefined>;

function useFigure<T>(part: string, url: string, query: Query, enabled = true) {
  const orgId = useOrgId();
  // The browser's date: "Last 7 days" ends on the user's today, not the server's.
  const full = { ...query, today: localToday() };
  return useQuery({
    queryKey: queryKeys.dashboard.part(orgId, part, full),
    queryFn: () => api.get<T>(url, full),
    enabled: orgId !== undefined && enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /dashboard/overview: cards and chart of the organisation, a team, or a member in a team. */
export const useOverview = (q: FigureQuery & { team_id?: number; member_id?: number }) =>
  useFigure<OverviewResponse>('overview', '/dashboard/overview', { ...q });

export const useTeamTable = (q: FigureQuery & { page: number; per_page: number }) =>
  useFigure<TeamTableResponse>('teams', '/dashboard/teams', { ...q });

export const useMemberTable = (q: FigureQuery & { team_id: number; page: number; per_page: number }) =>
  useFigure<MemberTableResponse>('members', '/dashboard/team_members', { ...q });

export const useLeaderboard = (q: FigureQuery) =>
  useFigure<LeaderboardResponse>('leaderboard', '/dashboard/leaderboard', { ...q, limit: 5 });

export const useMargin = (period: Period) =>
  useFigure<MarginResponse>('margin', '/dashboard/margin', { period });

/** The export's address: a plain link, so the browser downloads the file itself. */
export function exportUrl(q: FigureQuery, format: 'csv' | 'xlsx') {
  const params = new URLSearchParams({ format, revenue: q.revenue, period: q.period, today: localToday() });
  return `/api/dashboard/teams/export?${params}`;
}
