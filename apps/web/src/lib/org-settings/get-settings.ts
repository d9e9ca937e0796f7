import { getSettingsRoute } from '@app/contracts/settings/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { queryKeys } from '../query-keys';
import { useOrgId } from '../session';

/** Locations with SUTA rates, wage caps and WC codes, packages, costs, switches. */
const getSettings = async (organization: number) =>
  (await call(getSettingsRoute, { body: { organization } })).data;

export const settingsQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.calculationSettings.settings(orgId),
    queryFn: () => getSettings(orgId!),
    enabled: orgId !== undefined,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions(useOrgId()));
}
