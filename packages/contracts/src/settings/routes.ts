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
export const setTaxStatusRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/tax_status',
  body: toggleBodySchema.extend({ option: z.literal('tax_status').optional() }),
  response: toggleResponseSchema,
});
export const setExemptAllRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/exempt_sales_tax',
  body: toggleBodySchema.extend({ option: z.literal('sales_tax_exempt_all').optional() }),
  response: toggleResponseSchema,
});
export const setAlwaysAccrueRoute = defineRoute({
  method: 'POST',
  path: '/organization_settings/always_accrue',
  body: toggleBodySchema.extend({ option: z.literal('always_accrue').optional() }),
  response: toggleResponseSchema,
});
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
