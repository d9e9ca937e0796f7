import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { api } from '../../../lib/api-client';
import type { WcCode } from '../../../lib/org-settings/types';
import { useSettingsMutation } from './settings-mutation';

export interface WcCodesInput {
  state: number;
  /** The version of the location's code table being replaced. */
  version: number;
  codes: Omit<WcCode, 'id'>[];
}

/** POST /organization_settings/wc_settings: replaces one state's WC codes with the modal's table. */
export const useSaveWcCodes = () =>
  useSettingsMutation({
    request: (organization, { state, version, codes }: WcCodesInput) =>
      api.post<SettingsSavedResponse>('/organization_settings/wc_settings', {
        organization,
        state,
        wc_version: version,
        wc_codes: codes,
      }),
    settingsOf: (reply) => reply.data,
    what: 'WC code table',
  });
