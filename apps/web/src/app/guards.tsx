import { isPublicPath } from '@app/contracts/paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * Signed-out visitors reach only the public paths; every other path sends them to /signin
 * (docs/product/accounts.md#public-paths-and-redirects).
 */
export function RequireSession() {
  const location = useLocation();
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!session && !isPublicPath(location.pathname)) {
    return <Navigate to={paths.signin} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
