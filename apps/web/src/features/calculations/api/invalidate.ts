import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** After a status change or a delete: the lists, the detail and the Messages dropdown are all stale. */
export function useInvalidateCalculations() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.calculations.all(orgId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(orgId) }),
    ]);
}
