import type { BillingFrequency } from '@app/contracts/billing/pricing';
import { frequencyOf } from '@app/contracts/billing/pricing';
import type { PlanRef } from '@app/contracts/reference';
import type { plansRoute } from '@app/contracts/reference/routes';
import { useEffect, useState } from 'react';
import { callAt } from './call';

/**
 * The plans with their words and prices (GET /plans, docs/product/billing.md#plans): the landing page, sign-up
 * and /change-plan all read them with this hook, so they cannot tell different stories. It needs no query
 * client, because the public site renders without one (app/public-site.tsx keeps the landing page light); the
 * server answers the lookup from memory with an ETag. The route is imported as a type only: its schemas would
 * weigh on the landing page's first JavaScript (docs/performance.md#the-landing-pages-javascript).
 */
export function usePlans(): { data: PlanRef[] | undefined; isError: boolean } {
  const [state, setState] = useState<{ data: PlanRef[] | undefined; isError: boolean }>({
    data: undefined,
    isError: false,
  });
  useEffect(() => {
    let live = true;
    callAt<typeof plansRoute>({ method: 'GET', path: '/plans' }).then(
      (answer) => live && setState({ data: answer.data, isError: false }),
      () => live && setState({ data: undefined, isError: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The plans billed on one period, Essential first. */
export const plansOf = (plans: PlanRef[], frequency: BillingFrequency) =>
  plans.filter((p) => frequencyOf(p.frequency) === frequency);
