import { useQueryClient } from '@tanstack/react-query';
import { currentMembership, useSession } from '../../../lib/session';

/** Every key starts with the organisation, so switching organisation never shows another's rows. */
export const calculationKeys = {
  all: (orgId: number | undefined) => ['org', orgId, 'calculations'] as const,
  list: (orgId: number | undefined, query: object) => [...calculationKeys.all(orgId), 'list', query] as const,
  detail: (orgId: number | undefined, id: number) => [...calculationKeys.all(orgId), 'detail', id] as const,
  members: (orgId: number | undefined) => ['org', orgId, 'members'] as const,
  /** The notifications feature's keys start the same way (its Messages dropdown refreshes from these). */
  notifications: (orgId: number | undefined) => ['org', orgId, 'notifications'] as const,
};

export function useOrgId(): number | undefined {
  const { data: session } = useSession();
  return currentMembership(session)?.organization.id;
}

/** After a status change or a delete: the lists, the detail and the Messages dropdown are all stale. */
export function useInvalidateCalculations() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calculationKeys.all(orgId) }),
      queryClient.invalidateQueries({ queryKey: calculationKeys.notifications(orgId) }),
    ]);
}
