import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { api } from '../../../lib/api-client';
import { useSettingsMutation } from './settings-mutation';

export type ImportKind = 'suta' | 'wc';

/** POST /organization_settings/import_suta or import_wc: every row applied, or none (errors.data lists why). */
export const useImportRows = (kind: ImportKind) =>
  useSettingsMutation({
    request: (organization, data: Record<string, string>[]) =>
      api.post<SettingsSavedResponse>(`/organization_settings/import_${kind}`, { organization, data }),
    settingsOf: (reply) => reply.data,
    refresh: ['salesTax', 'spto'],
  });
