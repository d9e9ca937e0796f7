import { z } from 'zod';
import { messageResponseSchema } from '../responses';
import { defineRoute } from '../route';
import {
  costSavedResponseSchema,
  historyResponseSchema,
  packageSavedResponseSchema,
  salesTaxPageResponseSchema,
  salesTaxSavedResponseSchema,
  settingsResponseSchema,
  settingsSavedResponseSchema,
  sptoPageResponseSchema,
  sptoSavedResponseSchema,
  sptoSettingsResponseSchema,
  toggleResponseSchema,
} from './responses';
import {
  costBodySchema,
  deleteBodySchema,
  historyQuerySchema,
  importBodySchema,
  listQuerySchema,
  packageBodySchema,
  salesTaxBodySchema,
  sptoBodySchema,
  sutaBodySchema,
  toggleBodySchema,
  wcSettingsBodySchema,
} from './schemas';

/** Calculation settings (docs/product/calculation-settings.md): reads, then the settings roles' writes. */

export const getSettingsRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings',
  body: z.object({ organization: z.coerce.number().optional() }).optional(),
  response: settingsResponseSchema,
});
export const getSptoSettingsRoute = defineRoute({
  method: 'POST',
  path: '/organization_spto_settings',
  body: listQuerySchema.partial().optional(),
  response: sptoSettingsResponseSchema,
});
export const listSalesTaxRoute = defineRoute({
  method: 'GET',
  path: '/organization_settings/sales_tax',
  query: listQuerySchema,
  description: 'Sales tax rows, filtered, sorted and paginated.',
  response: salesTaxPageResponseSchema,
});
export const listSptoRoute = defineRoute({
  method: 'GET',
  path: '/organization_settings/spto',
  query: listQuerySchema,
  description: 'SPTO rows, filtered, sorted and paginated.',
  response: sptoPageResponseSchema,
});
export const settingsHistoryRoute = defineRoute({
  method: 'GET',
  path: '/organization_settings/history',
  query: historyQuerySchema,
  description: 'Audit log of settings changes, newest first.',
  response: historyResponseSchema,
});

export const updateLocationsRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/suta',
  body: sutaBodySchema,
  response: settingsSavedResponseSchema,
});
export const importSutaRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/import_suta',
  body: importBodySchema,
  response: settingsSavedResponseSchema,
});
export const saveWcCodesRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/wc_settings',
  body: wcSettingsBodySchema,
  response: settingsSavedResponseSchema,
});
export const importWcRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/import_wc',
  body: importBodySchema,
  response: settingsSavedResponseSchema,
});
export const saveSalesTaxRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/sales_tax',
  body: salesTaxBodySchema,
  response: salesTaxSavedResponseSchema,
});
/** One switch of the settings page: its own path, and the option's name the client may echo. */
const toggleRoute = <const Path extends `/organization_settings/${string}`, const Option extends string>(
  path: Path,
  option: Option,
) =>
  ({
    method: 'POST',
    path,
    body: toggleBodySchema.extend({ option: z.literal(option).optional() }),
    response: toggleResponseSchema,
  }) as const;
export const setTaxStatusRoute = defineRoute(toggleRoute('/organization_settings/tax_status', 'tax_status'));
export const setExemptAllRoute = defineRoute(
  toggleRoute('/organization_settings/exempt_sales_tax', 'sales_tax_exempt_all'),
);
export const setAlwaysAccrueRoute = defineRoute(
  toggleRoute('/organization_settings/always_accrue', 'always_accrue'),
);
export const updateSptoRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/update_spto',
  body: sptoBodySchema,
  response: sptoSavedResponseSchema,
});
/** Also answered at `/organization_settings/packages`, the historic spelling. */
export const savePackageRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/package',
  body: packageBodySchema,
  response: packageSavedResponseSchema,
});
export const deletePackageRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/package_delete',
  body: deleteBodySchema,
  response: messageResponseSchema,
});
export const saveCostRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/update_cost',
  body: costBodySchema,
  response: costSavedResponseSchema,
});
export const deleteCostRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/cost_delete',
  body: deleteBodySchema,
  response: messageResponseSchema,
});
