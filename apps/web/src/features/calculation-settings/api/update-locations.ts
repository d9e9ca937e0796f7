import type { RouteBody } from '@app/contracts/route';
import { updateLocationsRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import { useSettingsMutation } from './settings-mutation';

/** The full list of locations; a state left out is removed with its rows. */
export const useUpdateLocations = () =>
  useSettingsMutation({
    request: (organization, sutaList: RouteBody<typeof updateLocationsRoute>['sutaList']) =>
      call(updateLocationsRoute, { body: { organization, option: 'suta', sutaList } }),
    settingsOf: (reply) => reply.data,
    // New states seed sales tax and SPTO rows; removed ones take theirs away.
    refresh: ['salesTax', 'spto'],
    what: 'SUTA rate',
  });
