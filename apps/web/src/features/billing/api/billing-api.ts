import type {
  AddPaymentMethodBody,
  BillingInfo,
  BillingInfoBody,
  CreateSubscriptionBody,
  SandboxCardBody,
  SubscriptionResponse,
  UpdateSubscriptionBody,
} from '@app/contracts/billing/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billSettingsQuery } from '../../../lib/bill-settings';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** Billing calls (docs/product/api.md#billing); payload types from the contracts. */

/** `enabled` false for someone who may not read billing (it answers 403 to other roles). */
export function useBillSettings(enabled = true) {
  const query = billSettingsQuery(useOrgId());
  return useQuery({ ...query, enabled: enabled && query.enabled !== false });
}

export function useBillingInfo() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.billing.info(orgId),
    queryFn: () => api.post<{ data: BillingInfo | null }>('/payment_method/billing_info').then((r) => r.data),
    enabled: orgId !== undefined,
  });
}

type CardsAnswer = { message: string };

/** Every billing command refreshes the billing data and the session (plan name, expire, billing state). */
function useBillingMutation<TBody, TAnswer>(run: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billing.all(orgId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ]);
    },
  });
}

export const useSandboxCard = () =>
  useMutation({
    mutationFn: (body: SandboxCardBody) =>
      api.post<{ pm_id: string }>('/billing/sandbox/payment_method', body).then((r) => r.pm_id),
  });

export const useSetupIntent = () =>
  useMutation({
    mutationFn: () =>
      api.post<{
        provider: 'stripe' | 'sandbox';
        client_secret: string | null;
        publishable_key: string | null;
      }>('/payment_method/setup_intent'),
  });

export const useAddPaymentMethod = () =>
  useBillingMutation((body: AddPaymentMethodBody) =>
    api.post<CardsAnswer>('/payment_method/add_payment_method', body),
  );
export const useDeletePaymentMethod = () =>
  useBillingMutation((pm_id: string) =>
    api.post<CardsAnswer>('/payment_method/delete_payment_method', { pm_id }),
  );
export const useSetDefaultPaymentMethod = () =>
  useBillingMutation((pm_id: string) =>
    api.post<CardsAnswer>('/payment_method/set_default_payment_method', { pm_id }),
  );
export const useSubscribe = () =>
  useBillingMutation((body: CreateSubscriptionBody) =>
    api.post<SubscriptionResponse>(
      body.pm_id ? '/subscription/create' : '/subscription/create/payment_method',
      body,
    ),
  );
export const useUpdateSubscription = () =>
  useBillingMutation((body: UpdateSubscriptionBody) =>
    api.post<SubscriptionResponse>('/subscription/update', body),
  );
export const useCancelSubscription = () =>
  useBillingMutation(() => api.post<SubscriptionResponse>('/subscription/cancel', { cancel_plan: true }));
export const useResumeSubscription = () =>
  useBillingMutation(() => api.post<SubscriptionResponse>('/subscription/resume', {}));
export const useUpdateBillingInfo = () =>
  useBillingMutation((body: BillingInfoBody) =>
    api.post<CardsAnswer>('/payment_method/billing_info/update', body),
  );
