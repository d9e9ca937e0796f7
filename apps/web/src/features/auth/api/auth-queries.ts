import { providersRoute } from '@app/contracts/accounts/auth-routes';
import { devMailboxRoute } from '@app/contracts/dev-mailbox';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The auth pages' queries, apart from auth-api.ts: the landing page uses authApi, and its code must not carry
 * TanStack Query (docs/performance.md#the-landing-pages-javascript).
 */

export const useProviders = () =>
  useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: () => call(providersRoute).then((r) => r.data),
    staleTime: Infinity,
  });

/** Whether the development mailbox exists (no SMTP configured, not production). */
export const useDevMailbox = () =>
  useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: () => call(devMailboxRoute),
    retry: false,
    staleTime: 0,
  });
