import * as billing from '@app/contracts/billing/routes';
import type { RouteBody } from '@app/contracts/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billSettingsQuery } from '../../../lib/bill-settings';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** Billing calls (docs/product/api.md#billing), through the contracts of billing/routes.ts. */

/** `enabled` false for someone who may not read billing (it answers 403 to other roles). */
export function useBillSettings(enabled = true) {
  const query = billSettingsQuery(useOrgId());
  return useQuery({ ...query, enabled: enabled && query.enabled !== false });
}

export function useBillingInfo() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.billing.info(orgId),
    queryFn: () => call(billing.billingInfoRoute).then((r) => r.data),
    enabled: orgId !== undefined,
  });
}

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
    mutationFn: (body: RouteBody<typeof billing.sandboxCardRoute>) =>
      call(billing.sandboxCardRoute, { body }).then((r) => r.pm_id),
  });

export const useSetupIntent = () => useMutation({ mutationFn: () => call(billing.setupIntentRoute) });

export const useAddPaymentMethod = () =>
  useBillingMutation((body: RouteBody<typeof billing.addPaymentMethodRoute>) =>
    call(billing.addPaymentMethodRoute, { body }),
  );
export const useDeletePaymentMethod = () =>
  useBillingMutation((pm_id: string) => call(billing.deletePaymentMethodRoute, { body: { pm_id } }));
export const useSetDefaultPaymentMethod = () =>
  useBillingMutation((pm_id: string) => call(billing.setDefaultPaymentMethodRoute, { body: { pm_id } }));
/** A new card's pm_id subscribes with it; without one, with the default card. */
export const useSubscribe = () =>
  useBillingMutation((body: RouteBody<typeof billing.subscribeWithNewCardRoute>) =>
    call(body.pm_id ? billing.subscribeWithNewCardRoute : billing.subscribeWithDefaultCardRoute, { body }),
  );
export const useUpdateSubscription = () =>
  useBillingMutation((body: RouteBody<typeof billing.updateSubscriptionRoute>) =>
    call(billing.updateSubscriptionRoute, { body }),
  );
export const useCancelSubscription = () =>
  useBillingMutation(() => call(billing.cancelSubscriptionRoute, { body: { cancel_plan: true } }));
export const useResumeSubscription = () => useBillingMutation(() => call(billing.resumeSubscriptionRoute));
export const useUpdateBillingInfo = () =>
  useBillingMutation((body: RouteBody<typeof billing.updateBillingInfoRoute>) =>
    call(billing.updateBillingInfoRoute, { body }),
  );
