import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useOrgId } from '../session';

/** Refetches every calculation-settings table (after a stale edit, or a change that seeds rows elsewhere). */
export function useInvalidateSettings() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.all(orgId) });
}
