import { useOrgId } from '../../../lib/org-settings/keys';

/** Every key of the calculator starts with the organisation, so another organisation never sees stale rows. */
export const calculatorKeys = {
  all: (orgId: number | undefined) => ['org', orgId, 'calculator'] as const,
  calculation: (orgId: number | undefined, id: number) => [...calculatorKeys.all(orgId), 'calc', id] as const,
  rates: (orgId: number | undefined, locations: unknown) =>
    [...calculatorKeys.all(orgId), 'rates', locations] as const,
};

export { useOrgId };
