import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

export interface SutaEntry {
  state: number;
  value: number | null;
  /** A saved location's version: required when its rate changes. */
  version?: number;
}

/** POST /organization_settings/suta: the full list of locations; a state left out is removed with its rows. */
const updateLocations = async (organization: number, sutaList: SutaEntry[]) =>
  (
    await api.post<SettingsSavedResponse>('/organization_settings/suta', {
      organization,
      option: 'suta',
      sutaList,
    })
  ).data;

export function useUpdateLocations() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sutaList: SutaEntry[]) => updateLocations(orgId!, sutaList),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.calculationSettings.settings(orgId), data);
      // New states seed sales tax and SPTO rows; removed ones take theirs away.
      return queryClient.invalidateQueries({
        queryKey: queryKeys.calculationSettings.all(orgId),
        predicate: (q) => q.queryKey[3] !== 'settings',
      });
    },
  });
}
