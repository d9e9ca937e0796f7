import type { BillSettings } from '@app/contracts/billing/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * POST /bill_settings (docs/product/api.md#billing): the plan, subscription, cards and history. One query for
 * the billing page and the settings home's billing card, so both read the same cached answer.
 */
export const billSettingsQuery = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.billing.settings(orgId),
    queryFn: () => api.post<{ data: BillSettings }>('/bill_settings').then((r) => r.data),
    enabled: orgId !== undefined,
  });
