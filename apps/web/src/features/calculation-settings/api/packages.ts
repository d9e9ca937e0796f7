import type { PackageSavedResponse } from '@app/contracts/settings/responses';
import { api } from '../../../lib/api-client';
import type { HealthPackage } from '../../../lib/org-settings/types';
import { useSettingsMutation } from './settings-mutation';

export type PackageForm = Omit<HealthPackage, 'id' | 'version'> & {
  id?: number | null;
  version?: number | null;
};

// POST /organization_settings/package: adds (no id) or updates a healthcare package.
export const useSavePackage = () =>
  useSettingsMutation({
    request: (organization, data: PackageForm) =>
      api.post<PackageSavedResponse>('/organization_settings/package', { organization, data }),
    refresh: ['settings'],
    what: 'package',
  });

// POST /organization_settings/package_delete
export const useDeletePackage = () =>
  useSettingsMutation({
    request: (organization, id: number) =>
      api.post('/organization_settings/package_delete', { organization, data: { id } }),
    refresh: ['settings'],
  });
