import type { SubscriptionPreview } from '@app/contracts/billing/preview';
import { previewSubscriptionRoute } from '@app/contracts/billing/routes';
import type { RouteBody } from '@app/contracts/route';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { queryKeys } from './query-keys';
import { useOrgId } from './session';

type PreviewBody = RouteBody<typeof previewSubscriptionRoute>;

/**
 * POST /subscription/preview (docs/product/billing.md#amounts-shown-before-a-charge): what subscribing or
 * changing the plan would charge now, shown before the user pays; its `due_now_cents` goes back with the charge
 * as `expected_total_cents`. Shared by the billing pages and the teams modal's seat confirmation.
 */
const subscriptionPreviewQuery = (orgId: number | undefined, body: PreviewBody | null) =>
  queryOptions({
    queryKey: queryKeys.billing.preview(orgId, body ?? {}),
    queryFn: () => call(previewSubscriptionRoute, { body: body ?? {} }).then((r) => r.data),
    enabled: orgId !== undefined && body !== null,
    // A prorated amount moves with time: asked again each time it is shown, never older than a minute.
    staleTime: 0,
    refetchInterval: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useSubscriptionPreview(body: PreviewBody | null) {
  return useQuery(subscriptionPreviewQuery(useOrgId(), body));
}

/** The new figures of a 409 answered when the amount changed between the preview and the charge. */
export function changedPreview(err: unknown): SubscriptionPreview | null {
  const body = (err as { body?: { preview?: SubscriptionPreview } } | null)?.body;
  return body?.preview ?? null;
}
