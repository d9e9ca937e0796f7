import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { queryKeys } from './query-keys';

export interface Membership {
  organization: {
    id: number;
    name: string;
    address: string | null;
    image: string | null;
    business_domain: string;
    always_accrue: boolean;
    state_id: number | null;
    city_id: number | null;
    employees: string | null;
    zip: string | null;
  };
  role: { id: number; name: string };
}

export interface CurrentUser {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  provider: string;
  is_enterprise: boolean;
  image: string | null;
  user_role?: string;
  created_at: string;
  login_count: number;
  organization_users: Membership[];
}

export interface Session {
  user: CurrentUser;
  expire: boolean;
}

/** The signed-in user, or null when signed out (401). Other errors surface to the error boundary. */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async (): Promise<Session | null> => {
    try {
      const res = await api.get<{ data: CurrentUser; expire: boolean }>('/user');
      return { user: res.data, expire: res.expire };
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
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
