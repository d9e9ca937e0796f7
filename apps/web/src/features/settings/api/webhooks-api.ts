import type { MessageResponse } from '@app/contracts/responses';
import type {
  CreateWebhookBody,
  ListWebhooksResponse,
  UpdateWebhookBody,
  WebhookDeliveriesResponse,
  WebhookWithSecretResponse,
} from '@app/contracts/webhooks/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Settings, Webhooks (docs/product/webhooks.md): the endpoints, their delivery log, and every change. */
const webhooksQuery = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.webhooks.all(orgId),
    queryFn: () => api.get<ListWebhooksResponse>('/webhooks'),
    enabled: orgId !== undefined,
  });
export const useWebhooks = (orgId: number | undefined) => useQuery(webhooksQuery(orgId));

const deliveriesQuery = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(orgId, id),
    queryFn: () => api.get<WebhookDeliveriesResponse>(`/webhooks/${id}/deliveries`, { per_page: 50 }),
  });
export const useWebhookDeliveries = (orgId: number | undefined, id: number) =>
  useQuery(deliveriesQuery(orgId, id));

/** The changes; each refetches the organisation's endpoints and logs once it is answered. */
export function useWebhookChanges(orgId: number | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all(orgId) });
  return {
    /** Refetches the endpoints: after a stale edit (409), to show the newer version. */
    reload: onSuccess,
    create: useMutation({
      mutationFn: (body: CreateWebhookBody) => api.post<WebhookWithSecretResponse>('/webhooks', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
        api.patch<WebhookWithSecretResponse>(`/webhooks/${id}`, body),
      onSuccess,
    }),
    rollSecret: useMutation({
      mutationFn: (id: number) => api.post<WebhookWithSecretResponse>(`/webhooks/${id}/roll-secret`),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<MessageResponse>(`/webhooks/${id}`),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
        api.post<MessageResponse>(`/webhooks/${id}/resend`, { delivery_id: deliveryId }),
      onSuccess,
    }),
  };
}
