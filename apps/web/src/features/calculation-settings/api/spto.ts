import type { RouteBody } from '@app/contracts/route';
import { listSptoRoute, updateSptoRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import type { TableQuery } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useSettingsMutation } from './settings-mutation';
import { useTablePage } from './table-page';

// One page of sick-leave rows.
export const useSpto = (q: TableQuery) =>
  useTablePage(queryKeys.calculationSettings.spto, q, (query) => call(listSptoRoute, { query }));

export const useUpdateSpto = () =>
  useSettingsMutation({
    request: (organization, data: RouteBody<typeof updateSptoRoute>['data']) =>
      call(updateSptoRoute, { body: { organization, data } }),
    refresh: ['spto'],
    what: 'SPTO row',
  });
