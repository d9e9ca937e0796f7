import type { RouteBody } from '@app/contracts/route';
import { deletePackageRoute, savePackageRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import { useSettingsMutation } from './settings-mutation';

// Adds (no id) or updates a healthcare package.
export const useSavePackage = () =>
  useSettingsMutation({
    request: (organization, data: RouteBody<typeof savePackageRoute>['data']) =>
      call(savePackageRoute, { body: { organization, data } }),
    refresh: ['settings'],
    what: 'package',
  });

export const useDeletePackage = () =>
  useSettingsMutation({
    request: (organization, id: number) => call(deletePackageRoute, { body: { organization, data: { id } } }),
    refresh: ['settings'],
  });
