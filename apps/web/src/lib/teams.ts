import type { TeamsResponse } from '@app/contracts/teams/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

export type { Team } from '@app/contracts/teams/teams';

// POST /organization_teams: the team modal, the dashboard and the calculations' Team filter share this cache.
const teamsQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.teams(orgId),
    queryFn: async () => (await api.post<TeamsResponse>('/organization_teams')).data.organization_teams,
    enabled: orgId !== undefined,
    staleTime: 60_000,
  });

export const useTeams = () => useQuery(teamsQueryOptions(useOrgId()));
