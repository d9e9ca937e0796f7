import { deleteMemberRoute, membersRoute } from '@app/contracts/accounts/profile-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

export type { Member } from '@app/contracts/accounts/responses';

// POST /organization/members: the settings member table and the calculations' Member filter share this cache.
export const membersQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.members(orgId),
    queryFn: async () => (await call(membersRoute)).data.organization_members,
    enabled: orgId !== undefined,
    staleTime: 5 * 60_000,
  });

export const useMembers = () => useQuery(membersQueryOptions(useOrgId()));

/**
 * POST /organization/members/delete: the settings member table and billing's Manage Team modal. A removed member
 * frees a seat, so the billing figures are read again too.
 */
export function useDeleteMember(organizationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(deleteMemberRoute, { body: { user_id: userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.members(organizationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing.all(organizationId) }),
      ]),
  });
}
