import { currentMembership, useSession } from '../../../lib/session';
import { isEssentialPlan } from '../model/plan';

/** Whether the current organisation is on the Essential plan (none is during the trial). */
export function useEssentialPlan(): boolean {
  const { data: session } = useSession();
  return isEssentialPlan(currentMembership(session)?.organization.plan_name);
}
