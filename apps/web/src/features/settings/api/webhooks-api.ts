import type { CreateWebhookBody, UpdateWebhookBody } from '@app/contracts/webhooks/endpoints';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  listWebhooksRoute,
  resendWebhookRoute,
  rollWebhookSecretRoute,
  updateWebhookRoute,
  webhookDeliveriesRoute,
} from '@app/contracts/webhooks/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** Settings, Webhooks (docs/product/webhooks.md): the endpoints, their delivery log, and every change. */
const webhooksQuery = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.webhooks.all(orgId),
    queryFn: () => call(listWebhooksRoute),
    enabled: orgId !== undefined,
  });
export const useWebhooks = (orgId: number | undefined) => useQuery(webhooksQuery(orgId));

const deliveriesQuery = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(orgId, id),
    queryFn: () => call(webhookDeliveriesRoute, { params: { id }, query: { per_page: 50 } }),
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
      mutationFn: (body: CreateWebhookBody) => call(createWebhookRoute, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
        call(updateWebhookRoute, { params: { id }, body }),
      onSuccess,
    }),
    rollSecret: useMutation({
      mutationFn: (id: number) => call(rollWebhookSecretRoute, { params: { id } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(deleteWebhookRoute, { params: { id } }),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
        call(resendWebhookRoute, { params: { id }, body: { delivery_id: deliveryId } }),
      onSuccess,
    }),
  };
}
