import { useSession } from '../../../lib/session';
import { isEssentialPlan } from '../model/plan';

/** The signed-in user's plan; a plan_name on the user is honoured when the session carries one. */
export function useEssentialPlan(): boolean {
  const { data: session } = useSession();
  return isEssentialPlan((session?.user as { plan_name?: string | null } | undefined)?.plan_name);
}
