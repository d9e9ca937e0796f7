import { currentMembership, useSession } from '../session';

/** Every key of this feature starts with the organisation, so switching organisation never shows stale rows. */
export const settingsKeys = {
  all: (orgId: number | undefined) => ['org', orgId, 'calculation-settings'] as const,
  settings: (orgId: number | undefined) => [...settingsKeys.all(orgId), 'settings'] as const,
  salesTax: (orgId: number | undefined) => [...settingsKeys.all(orgId), 'sales-tax'] as const,
  spto: (orgId: number | undefined) => [...settingsKeys.all(orgId), 'spto'] as const,
  history: (orgId: number | undefined) => [...settingsKeys.all(orgId), 'history'] as const,
};

export function useOrgId(): number | undefined {
  const { data: session } = useSession();
  return currentMembership(session)?.organization.id;
}
