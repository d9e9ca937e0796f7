import type { CurrentUser, Membership } from '@app/contracts/accounts/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionBootstrap } from './bootstrap';
import { queryKeys } from './query-keys';

export type { CurrentUser, Membership } from '@app/contracts/accounts/responses';

export interface Session {
  user: CurrentUser;
  expire: boolean;
}

/**
 * The signed-in user, or null when signed out; read from GET /bootstrap, which never answers 401. Other errors
 * surface to the error boundary.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async (): Promise<Session | null> => {
    const boot = await sessionBootstrap();
    return boot.user ? { user: boot.user, expire: boot.expire } : null;
  },
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQueryOptions);

/** The organisation membership the current page works in (the first one until sub-domains pick). */
export function currentMembership(session: Session | null | undefined): Membership | undefined {
  if (!session) return undefined;
  const sub = window.location.hostname.split('.');
  const domain = sub.length > 1 ? sub[0] : undefined;
  return (
    session.user.organization_users.find((m) => m.organization.business_domain === domain) ??
    session.user.organization_users[0]
  );
}

/** The id of the organisation the current page works in: every organisation query key starts with it. */
export function useOrgId(): number | undefined {
  const { data: session } = useSession();
  return currentMembership(session)?.organization.id;
}
