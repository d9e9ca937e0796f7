import type { SptoPage } from '@app/contracts/settings/responses';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, useOrgId } from '../../../lib/org-settings/keys';
import type { TableQuery } from '../../../lib/org-settings/types';

// GET /organization_settings/spto: one page of sick-leave rows, filtered and sorted on the server.
const listSpto = (q: TableQuery) => api.get<SptoPage>('/organization_settings/spto', { ...q });

const sptoQueryOptions = (orgId: number | undefined, q: TableQuery) =>
  queryOptions({
    queryKey: [...settingsKeys.spto(orgId), q],
    queryFn: () => listSpto(q),
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useSpto(q: TableQuery) {
  return useQuery(sptoQueryOptions(useOrgId(), q));
}

export interface SptoInput {
  id: number;
  accural_rate: number;
  accural_cap_per_year: number;
  total_cap: number;
}

// POST /organization_settings/update_spto
const updateSpto = (organization: number, data: SptoInput) =>
  api.post('/organization_settings/update_spto', { organization, data });

export function useUpdateSpto() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SptoInput) => updateSpto(orgId!, data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.spto(orgId) }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.history(orgId) }),
      ]),
  });
}
