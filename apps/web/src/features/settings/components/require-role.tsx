import type { RoleName } from '@app/contracts/accounts/roles';
import { hasRole } from '@app/contracts/accounts/roles';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { currentMembership, useSession } from '../../../lib/session';

/**
 * Route guard (docs/product/organizations-and-roles.md#roles): without one of `allowed` roles, an error toast
 * 'You Are Not Authorized' and a redirect to /dashboard. The server refuses the same roles (docs/roles.md);
 * this only spares a useless page.
 */
export function RequireRole({ allowed }: { allowed: readonly RoleName[] }) {
  const { data: session } = useSession();
  const role = currentMembership(session)?.role.name;
  const ok = hasRole(role, allowed);
  useEffect(() => {
    if (session && !ok) notify.error('You Are Not Authorized');
  }, [session, ok]);
  if (!session) return null;
  return ok ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}
