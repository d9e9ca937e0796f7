import { listTeamsRoute } from '@app/contracts/teams/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

export type { Team } from '@app/contracts/teams/teams';

// The team modal, the dashboard and the calculations' Team filter share this cache.
const teamsQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.teams(orgId),
    queryFn: async () => (await call(listTeamsRoute)).data.organization_teams,
    enabled: orgId !== undefined,
    staleTime: 60_000,
  });

export const useTeams = () => useQuery(teamsQueryOptions(useOrgId()));
