import type { SptoPage, SptoSavedResponse } from '@app/contracts/settings/responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useSettingsMutation } from './settings-mutation';

// GET /organization_settings/spto: one page of sick-leave rows, filtered and sorted on the server.
const listSpto = (q: TableQuery) => api.get<SptoPage>('/organization_settings/spto', { ...q });

const sptoQueryOptions = (orgId: number | undefined, q: TableQuery) =>
  queryOptions({
    queryKey: [...queryKeys.calculationSettings.spto(orgId), q],
    queryFn: () => listSpto(q),
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useSpto(q: TableQuery) {
  return useQuery(sptoQueryOptions(useOrgId(), q));
}

export interface SptoInput {
  id: number;
  version: number;
  accural_rate: number;
  accural_cap_per_year: number;
  total_cap: number;
}

// POST /organization_settings/update_spto
export const useUpdateSpto = () =>
  useSettingsMutation({
    request: (organization, data: SptoInput) =>
      api.post<SptoSavedResponse>('/organization_settings/update_spto', { organization, data }),
    refresh: ['spto'],
    what: 'SPTO row',
  });
