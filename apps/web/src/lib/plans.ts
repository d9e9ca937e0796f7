import type { BillingFrequency } from '@app/contracts/billing/pricing';
import { frequencyOf } from '@app/contracts/billing/pricing';
import type { PlanRef } from '@app/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The plans with their words and prices (GET /plans, docs/product/billing.md#plans): the landing page, sign-up
 * and /change-plan all read them from here, so they cannot tell different stories.
 */
export const plansQueryOptions = queryOptions({
  queryKey: queryKeys.plans,
  queryFn: () => api.get<{ data: PlanRef[] }>('/plans').then((r) => r.data),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePlans = () => useQuery(plansQueryOptions);

/** The plans billed on one period, Essential first. */
export const plansOf = (plans: PlanRef[], frequency: BillingFrequency) =>
  plans.filter((p) => frequencyOf(p.frequency) === frequency);
