import { importSutaRoute, importWcRoute } from '@app/contracts/settings/routes';
import { call } from '../../../lib/call';
import { useSettingsMutation } from './settings-mutation';

export type ImportKind = 'suta' | 'wc';

const importRoutes = { suta: importSutaRoute, wc: importWcRoute };

/** Every row applied, or none (errors.data lists why). */
export const useImportRows = (kind: ImportKind) =>
  useSettingsMutation({
    request: (organization, data: Record<string, string>[]) =>
      call(importRoutes[kind], { body: { organization, data } }),
    settingsOf: (reply) => reply.data,
    refresh: ['salesTax', 'spto'],
  });
