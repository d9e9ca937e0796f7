import { listNotificationsRoute, markAllReadRoute, markReadRoute } from '@app/contracts/notifications/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

const notificationsQuery = (
  orgId: number | undefined,
  params: { unread: boolean; page: number; perPage: number },
) =>
  queryOptions({
    queryKey: queryKeys.notifications.page(orgId, params),
    queryFn: async () =>
      (
        await call(listNotificationsRoute, {
          query: { unread: params.unread ? 'true' : 'false', page: params.page, per_page: params.perPage },
        })
      ).data,
    enabled: orgId !== undefined,
  });

/**
 * The Messages dropdown: unread ones, first fetched ~2 s after sign-in, then every 30 s
 * (docs/product/notifications.md#messages-dropdown-header).
 */
export function useUnreadNotifications(ready = true) {
  const orgId = useOrgId();
  const query = notificationsQuery(orgId, { unread: true, page: 1, perPage: 8 });
  // Not before `ready`: the request and its re-render stay out of the page's first paint.
  return useQuery({ ...query, enabled: query.enabled && ready, refetchInterval: 30_000 });
}

export function useNotificationsPage(page: number, perPage: number) {
  const orgId = useOrgId();
  return useQuery(notificationsQuery(orgId, { unread: false, page, perPage }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(markReadRoute, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allOrgs }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(markAllReadRoute),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allOrgs }),
  });
}
