import type { RouteBody } from '@app/contracts/route';
import { deleteCostRoute, saveCostRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import type { CostItem } from '../../../lib/org-settings/types';
import { useSettingsMutation } from './settings-mutation';

// Adds (no id) or edits a cost; 400 'Cost name already exists'.
export const useSaveCost = () =>
  useSettingsMutation({
    request: (organization, data: RouteBody<typeof saveCostRoute>['data']) =>
      call(saveCostRoute, { body: { organization, data } }),
    refresh: ['settings'],
    what: 'cost',
  });

export const useDeleteCost = () =>
  useSettingsMutation({
    request: (organization, cost: Pick<CostItem, 'id'>) =>
      call(deleteCostRoute, { body: { organization, data: { id: cost.id } } }),
    refresh: ['settings'],
  });
