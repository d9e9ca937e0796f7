import type { CostType } from '@app/contracts/settings';
import type { CostSavedResponse } from '@app/contracts/settings/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CostItem, Frequency } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

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
const saveCost = (organization: number, data: CostPayload) =>
  api.post<CostSavedResponse>('/organization_settings/update_cost', {
    organization,
    data: { ...data, is_from: data.from },
  });

// POST /organization_settings/cost_delete
const deleteCost = (organization: number, cost: Pick<CostItem, 'id' | 'cost_list_id'>) =>
  api.post('/organization_settings/cost_delete', {
    organization,
    data: { id: cost.id, cost_list_id: cost.cost_list_id },
  });

function useRefresh() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.settings(orgId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calculationSettings.history(orgId) }),
    ]);
}

export function useSaveCost() {
  const orgId = useOrgId();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (data: CostPayload) => saveCost(orgId!, data), onSuccess: refresh });
}

export function useDeleteCost() {
  const orgId = useOrgId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (cost: Pick<CostItem, 'id' | 'cost_list_id'>) => deleteCost(orgId!, cost),
    onSuccess: refresh,
  });
}
