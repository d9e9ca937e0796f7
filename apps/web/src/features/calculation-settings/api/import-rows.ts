import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, useOrgId } from '../../../lib/org-settings/keys';

export type ImportKind = 'suta' | 'wc';

/** POST /organization_settings/import_suta or import_wc: every row applied, or none (errors.data lists why). */
const importRows = async (organization: number, kind: ImportKind, data: Record<string, string>[]) =>
  api.post<SettingsSavedResponse>(`/organization_settings/import_${kind}`, {
    organization,
    data,
  });

export function useImportRows(kind: ImportKind) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: Record<string, string>[]) => importRows(orgId!, kind, rows),
    onSuccess: (res) => {
      queryClient.setQueryData(settingsKeys.settings(orgId), res.data);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all(orgId) });
    },
  });
}
