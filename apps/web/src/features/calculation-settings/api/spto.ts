import type { RouteBody } from '@app/contracts/route';
import { listSptoRoute, updateSptoRoute } from '@app/contracts/settings/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { TableQuery } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useSettingsMutation } from './settings-mutation';

// One page of sick-leave rows, filtered and sorted on the server.
const listSpto = (query: TableQuery) => call(listSptoRoute, { query });

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

export const useUpdateSpto = () =>
  useSettingsMutation({
    request: (organization, data: RouteBody<typeof updateSptoRoute>['data']) =>
      call(updateSptoRoute, { body: { organization, data } }),
    refresh: ['spto'],
    what: 'SPTO row',
  });
