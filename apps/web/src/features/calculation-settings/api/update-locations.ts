import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { api } from '../../../lib/api-client';
import { useSettingsMutation } from './settings-mutation';

export interface SutaEntry {
  state: number;
  value: number | null;
  /** A saved location's version: required when its rate changes. */
  version?: number;
}

/** POST /organization_settings/suta: the full list of locations; a state left out is removed with its rows. */
export const useUpdateLocations = () =>
  useSettingsMutation({
    request: (organization, sutaList: SutaEntry[]) =>
      api.post<SettingsSavedResponse>('/organization_settings/suta', {
        organization,
        option: 'suta',
        sutaList,
      }),
    settingsOf: (reply) => reply.data,
    // New states seed sales tax and SPTO rows; removed ones take theirs away.
    refresh: ['salesTax', 'spto'],
    what: 'SUTA rate',
  });
