import type { NotificationPageResponse } from '@app/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentMembership, useSession } from '../../../lib/session';

const key = (orgId: number | undefined) => ['org', orgId, 'notifications'] as const;

const notificationsQuery = (
  orgId: number | undefined,
  params: { unread: boolean; page: number; perPage: number },
) =>
  queryOptions({
    queryKey: [...key(orgId), params],
    queryFn: async () =>
      (
        await api.get<NotificationPageResponse>('/notifications', {
          unread: params.unread,
          page: params.page,
          per_page: params.perPage,
        })
      ).data,
    enabled: orgId !== undefined,
  });

/** The Messages dropdown: unread ones, first fetched ~2 s after sign-in (spec), then every 30 s. */
export function useUnreadNotifications() {
  const { data: session } = useSession();
  const orgId = currentMembership(session)?.organization.id;
  return useQuery({
    ...notificationsQuery(orgId, { unread: true, page: 1, perPage: 8 }),
    refetchInterval: 30_000,
  });
}

export function useNotificationsPage(page: number, perPage: number) {
  const { data: session } = useSession();
  const orgId = currentMembership(session)?.organization.id;
  return useQuery(notificationsQuery(orgId, { unread: false, page, perPage }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get(`/notification/read/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['org'] }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get('/notification/read_all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['org'] }),
  });
}
