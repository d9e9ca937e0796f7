import { Outlet, useLocation } from 'react-router';
import { LandingPage } from '../../features/landing/landing-page';
import { PublicLayout } from '../layout/public-layout';

/**
 * Any path containing /support opens the Support modal over the landing page, signed in or not
 * (docs/product/public-site.md): '/help/support' or '/dashboard/support' as well as '/support'. Checked before
 * the route table, so a page whose route would match the path (an id segment) does not take it.
 */
export function SupportAnywhere() {
  const { pathname } = useLocation();
  if (!pathname.includes('/support')) return <Outlet />;
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
