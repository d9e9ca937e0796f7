import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** /logout ends the server session, forgets cached data, and goes to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    api
      .post('/auth/sign_out')
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        navigate(paths.signin, { replace: true });
      });
  }, [navigate, queryClient]);
  return <PageLoader label="Signing out…" />;
}
