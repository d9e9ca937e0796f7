import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, useOrgId } from '../../../lib/org-settings/keys';
import type { WcCode } from '../../../lib/org-settings/types';

/** POST /organization_settings/wc_settings: replaces one state's WC codes with the modal's table. */
const saveWcCodes = async (organization: number, state: number, wc_codes: Omit<WcCode, 'id'>[]) =>
  (
    await api.post<SettingsSavedResponse>('/organization_settings/wc_settings', {
      organization,
      state,
      wc_codes,
    })
  ).data;

export function useSaveWcCodes() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, codes }: { state: number; codes: Omit<WcCode, 'id'>[] }) =>
      saveWcCodes(orgId!, state, codes),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.settings(orgId), data);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.history(orgId) });
    },
  });
}
