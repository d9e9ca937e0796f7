import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

/** One member of the organisation, as POST /organization/members answers it. */
export interface Member {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  image: string | null;
  created_at: string;
  role: { id: number; name: string };
}

// POST /organization/members: the settings member table and the calculations' Member filter share this cache.
const membersQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.members(orgId),
    queryFn: async () =>
      (await api.post<{ data: { organization_members: Member[] } }>('/organization/members')).data
        .organization_members,
    enabled: orgId !== undefined,
    staleTime: 5 * 60_000,
  });

export const useMembers = () => useQuery(membersQueryOptions(useOrgId()));
