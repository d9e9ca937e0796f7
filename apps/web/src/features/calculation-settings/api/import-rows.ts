import type { SettingsSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

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
      queryClient.setQueryData(queryKeys.calculationSettings.settings(orgId), res.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.all(orgId) });
    },
  });
}
