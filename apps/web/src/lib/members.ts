import type { MembersResponse } from '@app/contracts/accounts/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

export type { Member } from '@app/contracts/accounts/responses';

// POST /organization/members: the settings member table and the calculations' Member filter share this cache.
export const membersQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.members(orgId),
    queryFn: async () => (await api.post<MembersResponse>('/organization/members')).data.organization_members,
    enabled: orgId !== undefined,
    staleTime: 5 * 60_000,
  });

export const useMembers = () => useQuery(membersQueryOptions(useOrgId()));
