import { COMPANY_SETTINGS_ROLES, hasRole } from '@app/contracts/accounts/roles';
import { currentMembership, useSession } from '../session';
import { allowedSettingsTabs } from './plan';

/** What the signed-in member may do here: the server enforces the same role list (403 otherwise). */
export function useSettingsAccess() {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const role = membership?.role.name;
  const planName = membership?.organization.plan_name;
  return {
    role,
    canWrite: hasRole(role, COMPANY_SETTINGS_ROLES),
    tabs: allowedSettingsTabs(planName),
  };
}
