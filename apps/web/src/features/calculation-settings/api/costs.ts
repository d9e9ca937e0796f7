import type { CostType } from '@app/contracts/settings';
import type { CostSavedResponse } from '@app/contracts/settings/responses';
import { api } from '../../../lib/api-client';
import type { CostItem, Frequency } from '../../../lib/org-settings/types';
import { useSettingsMutation } from './settings-mutation';

export interface CostPayload {
  id?: number | null;
  /** With id: the version being edited. */
  version?: number | null;
  cost_type: CostType;
  cost_list_id?: string | null;
  cost_name: string;
  percent: number;
  cost_option: 'flat' | 'percentage';
  from: 1 | 2;
  industry?: number | null;
  frequency: Frequency;
}

// POST /organization_settings/update_cost: adds (no id) or edits a cost; 400 'Cost name already exists'.
export const useSaveCost = () =>
  useSettingsMutation({
    request: (organization, data: CostPayload) =>
      api.post<CostSavedResponse>('/organization_settings/update_cost', {
        organization,
        data: { ...data, is_from: data.from },
      }),
    refresh: ['settings'],
    what: 'cost',
  });

// POST /organization_settings/cost_delete
export const useDeleteCost = () =>
  useSettingsMutation({
    request: (organization, cost: Pick<CostItem, 'id' | 'cost_list_id'>) =>
      api.post('/organization_settings/cost_delete', {
        organization,
        data: { id: cost.id, cost_list_id: cost.cost_list_id },
      }),
    refresh: ['settings'],
  });
