import { signOutRoute } from '@app/contracts/accounts/auth-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { call } from '../../lib/call';
import { queryKeys } from '../../lib/query-keys';

/** /logout ends the server session, forgets cached data, and goes to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    call(signOutRoute)
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        navigate(paths.signin, { replace: true });
      });
  }, [navigate, queryClient]);
  return <PageLoader label="Signing out…" />;
}
