import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WcCode } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** POST /organization_settings/wc_settings: replaces one state's WC codes with the modal's table. */
const saveWcCodes = async (
  organization: number,
  state: number,
  wc_version: number,
  wc_codes: Omit<WcCode, 'id'>[],
) =>
  (
    await api.post<SettingsSavedResponse>('/organization_settings/wc_settings', {
      organization,
      state,
      wc_version,
      wc_codes,
    })
  ).data;

export function useSaveWcCodes() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      state,
      version,
      codes,
    }: {
      state: number;
      version: number;
      codes: Omit<WcCode, 'id'>[];
    }) => saveWcCodes(orgId!, state, version, codes),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.calculationSettings.settings(orgId), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.history(orgId) });
    },
  });
}
