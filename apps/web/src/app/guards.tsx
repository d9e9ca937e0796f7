import { accountMessages } from '@app/contracts/accounts/messages';
import { isPublicPath } from '@app/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { signInPathFor } from '../lib/return-path';
import { useSession } from '../lib/session';

/** Shown on /signin when a call answered 401 because the session was revoked or has expired. */
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Set when a 401 signed the tab out: the guard below may redirect in the same moment (the session read again
 * answers none), and its redirect must carry the same message, whichever navigation lands last.
 */
let sessionEnded = false;

/**
 * Any call answering 401 while the tab is signed in (the session revoked elsewhere, or expired) signs the tab
 * out: cached data is dropped and the visitor lands on /signin with a message.
 */
function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!queryClient.getQueryData(queryKeys.session)) return;
      sessionEnded = true;
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, null);
      // Signing in again comes back here (docs/product/accounts.md#returning-to-the-requested-page).
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(signInPathFor(here, { message: SESSION_ENDED_MESSAGE }), { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient, navigate]);
}

/**
 * Signed-out visitors reach only the public paths; every other path sends them to /signin, which brings them
 * back to it after signing in (docs/product/accounts.md#public-paths-and-redirects).
 */
export function RequireSession() {
  const location = useLocation();
  const { data: session, isPending } = useSession();
  useSignOutOnUnauthorized();
  useEffect(() => {
    if (session) sessionEnded = false;
  }, [session]);
  if (isPending) return <PageLoader />;
  if (!session && !isPublicPath(location.pathname)) {
    const requested = location.pathname + location.search + location.hash;
    // /change-plan says why before sending to sign-in (docs/product/billing.md).
    const error = location.pathname === paths.changePlan ? accountMessages.loginFirst : undefined;
    const message = sessionEnded ? SESSION_ENDED_MESSAGE : undefined;
    return <Navigate to={signInPathFor(requested, { error, message })} replace />;
  }
  return <Outlet />;
}
