import { billSettingsRoute } from '@app/contracts/billing/routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { queryKeys } from './query-keys';

/**
 * POST /bill_settings (docs/product/api.md#billing): the plan, subscription, cards and history. One query for
 * the billing page and the settings home's billing card, so both read the same cached answer.
 */
export const billSettingsQuery = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.billing.settings(orgId),
    queryFn: () => call(billSettingsRoute).then((r) => r.data),
    enabled: orgId !== undefined,
  });
