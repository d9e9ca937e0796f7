import type { SettingsResponse } from '@app/contracts/settings/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useOrgId } from '../session';

/** POST /organization_settings: locations with SUTA rates, wage caps and WC codes, packages, costs, switches. */
const getSettings = async (organization: number) =>
  (await api.post<SettingsResponse>('/organization_settings', { organization })).data;

export const settingsQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.calculationSettings.settings(orgId),
    queryFn: () => getSettings(orgId!),
    enabled: orgId !== undefined,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions(useOrgId()));
}
