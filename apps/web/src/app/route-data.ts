import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { calculationQueryOptions } from '../features/calculations/api/get-calculation';
import { calculationsQueryOptions } from '../features/calculations/api/get-calculations';
import { initialListState } from '../features/calculations/utils/list-params';
import { industriesQueryOptions, statesQueryOptions } from '../lib/lookups';
import { membersQueryOptions } from '../lib/members';
import { settingsQueryOptions } from '../lib/org-settings/get-settings';
import { currentMembership, sessionQueryOptions } from '../lib/session';
import { queryClient } from './query-client';

export type Params = Record<string, string | undefined>;
type Prefetch = (client: QueryClient) => void;

/** Fetches a query unless it is disabled or was fetched in the last 10 s (the page's own read dedupes). */
function prefetch<TData, TError, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, TError, TData, TKey> & { enabled?: unknown },
): Prefetch {
  return (client) => {
    if (query.enabled === false) return;
    client.prefetchQuery({ ...query, staleTime: 10_000 }).catch(() => undefined);
  };
}

const calculatorData = (orgId: number) => [
  prefetch(settingsQueryOptions(orgId)),
  prefetch(statesQueryOptions),
  prefetch(industriesQueryOptions),
];

/** The queries each page reads first (app/route-preload.ts names the pages). */
export const routeData = {
  calculations: (orgId: number) => [prefetch(calculationsQueryOptions(orgId, initialListState))],
  calculation: (orgId: number, { id }: Params) => [prefetch(calculationQueryOptions(orgId, Number(id)))],
  calculator: calculatorData,
  settings: (orgId: number) => [prefetch(membersQueryOptions(orgId))],
  calculationSettings: (orgId: number) => [
    prefetch(settingsQueryOptions(orgId)),
    prefetch(statesQueryOptions),
  ],
} satisfies Record<string, (orgId: number, params: Params) => Prefetch[]>;

/** Prefetches a page's first data for the organisation of the session (from the bootstrap request in flight). */
export function prefetchRouteData(key: keyof typeof routeData, params: Params, client = queryClient) {
  client
    .ensureQueryData(sessionQueryOptions)
    .then((session) => {
      const orgId = currentMembership(session)?.organization.id;
      if (orgId === undefined) return;
      for (const run of routeData[key](orgId, params)) run(client);
    })
    .catch(() => undefined);
}
