import type { ProvidersResponse } from '@app/contracts/accounts/responses';
import type { DevMailbox } from '@app/contracts/dev-mailbox';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The auth pages' queries, apart from auth-api.ts: the landing page uses authApi, and its code must not carry
 * TanStack Query (docs/performance.md#the-landing-pages-javascript).
 */

export const useProviders = () =>
  useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: () => api.get<ProvidersResponse>('/auth/providers').then((r) => r.data),
    staleTime: Infinity,
  });

/** Whether the development mailbox exists (no SMTP configured, not production). */
export const useDevMailbox = () =>
  useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: () => api.get<DevMailbox>('/dev/mailbox'),
    retry: false,
    staleTime: 0,
  });
