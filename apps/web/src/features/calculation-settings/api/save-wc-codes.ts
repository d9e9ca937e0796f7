import type { RouteBody } from '@app/contracts/route';
import { saveWcCodesRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import { useSettingsMutation } from './settings-mutation';

/** Replaces one state's WC codes with the modal's table (wc_version: the table's version being replaced). */
export const useSaveWcCodes = () =>
  useSettingsMutation({
    request: (organization, body: RouteBody<typeof saveWcCodesRoute>) =>
      call(saveWcCodesRoute, { body: { organization, ...body } }),
    settingsOf: (reply) => reply.data,
    what: 'WC code table',
  });
