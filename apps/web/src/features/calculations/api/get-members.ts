import type { MembersResponse } from '@app/contracts/accounts/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calculationKeys, useOrgId } from './keys';

// POST /organization/members: the Member filter's options.
const membersQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: calculationKeys.members(orgId),
    queryFn: async () => (await api.post<MembersResponse>('/organization/members')).data.organization_members,
    enabled: orgId !== undefined,
    staleTime: 5 * 60_000,
  });

export function useMembers() {
  return useQuery(membersQueryOptions(useOrgId()));
}
