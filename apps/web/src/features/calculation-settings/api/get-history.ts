import type { AuditArea, AuditEntry } from '@app/contracts/settings/responses';
import { settingsHistoryRoute } from '@app/contracts/settings/routes';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

export type HistoryArea = AuditArea;

export type HistoryEntry = AuditEntry;

// The audit log of one area, newest first.
const historyQueryOptions = (orgId: number | undefined, area: HistoryArea, enabled: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.calculationSettings.history(orgId), area],
    queryFn: () => call(settingsHistoryRoute, { query: { area, per_page: 50 } }),
    enabled: enabled && orgId !== undefined,
  });

/** The latest changes of several areas (a tab's switches live in 'options'), merged newest first. */
export function useHistory(areas: HistoryArea[], enabled: boolean) {
  const orgId = useOrgId();
  return useQueries({
    queries: areas.map((a) => historyQueryOptions(orgId, a, enabled)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
      entries: results
        .flatMap((r) => r.data?.data ?? [])
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
    }),
  });
}
