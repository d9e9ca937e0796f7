import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useOrgId } from '../session';

/** Refetches every calculation-settings table (after a stale edit, or a change that seeds rows elsewhere). */
export function useInvalidateSettings() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.all(orgId) });
}

/** The parts of the calculation settings a change can touch. */
export type SettingsPart = 'settings' | 'salesTax' | 'spto';

/** Refetches these parts and the history (every settings change writes a history row). */
export function useRefreshSettings() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return (parts: readonly SettingsPart[]) =>
    Promise.all(
      [...parts, 'history' as const].map((part) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings[part](orgId) }),
      ),
    );
}
