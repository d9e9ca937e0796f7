import type { PackageSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HealthPackage } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

export type PackageForm = Omit<HealthPackage, 'id' | 'version'> & {
  id?: number | null;
  version?: number | null;
};

// POST /organization_settings/package: adds (no id) or updates a healthcare package.
const savePackage = (organization: number, data: PackageForm) =>
  api.post<PackageSavedResponse>('/organization_settings/package', {
    organization,
    data,
  });

// POST /organization_settings/package_delete
const deletePackage = (organization: number, id: number) =>
  api.post('/organization_settings/package_delete', { organization, data: { id } });

function useRefresh() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.settings(orgId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.history(orgId) }),
    ]);
}

export function useSavePackage() {
  const orgId = useOrgId();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (data: PackageForm) => savePackage(orgId!, data), onSuccess: refresh });
}

export function useDeletePackage() {
  const orgId = useOrgId();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => deletePackage(orgId!, id), onSuccess: refresh });
}
