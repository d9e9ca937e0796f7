import { COMPANY_SETTINGS_ROLES } from '@app/contracts/accounts/roles';
import { messageResponseSchema } from '@app/contracts/responses';
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
} from '@app/contracts/settings';
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
} from '@app/contracts/settings/responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, requireRole, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { type PlanFeature, requirePlanFeature } from '../billing';
import type { SettingsActor } from './context';
import { deleteCost, saveCost } from './costs.service';
import { loadSettings } from './load-settings';
import { importSuta, updateLocations } from './locations.service';
import { deletePackage, savePackage } from './packages.service';
import { listSalesTax, saveSalesTax, setExemptAll, setSalesTaxExempt } from './sales-tax.service';
import { listAudit } from './settings-audit.repo';
import { listSpto, setAlwaysAccrue, updateSpto } from './spto.service';
import { importWc, saveWcCodes } from './wc.service';

const ok = { status: 'success' as const };

/**
 * The tenant is the session's organisation. The historic body field `organization` is accepted for
 * compatibility, and a value naming another organisation is answered 404 like any foreign id
 * (docs/product/api.md#conventions).
 */
function actorOf(request: FastifyRequest & { body?: unknown }): SettingsActor {
  const membership = tenantOf(request);
  const claimed = (request.body as { organization?: number } | undefined)?.organization;
  if (claimed !== undefined && claimed !== membership.organizationId) throw AppError.notFound('Organization');
  return { organizationId: membership.organizationId, userId: userOf(request).id };
}

/**
 * Calculation settings (docs/product/calculation-settings.md): everyone in the organisation reads, settings
 * roles write (docs/roles.md).
 */
export const calculationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { preHandler: requireOrganization };
  const write = { preHandler: requireRole(...COMPANY_SETTINGS_ROLES) };
  // Tabs the Essential plan hides (docs/product/organizations-and-roles.md#plan-restrictions).
  const planWrite = (feature: PlanFeature) => ({
    preHandler: [requireRole(...COMPANY_SETTINGS_ROLES), requirePlanFeature(feature)],
  });
  const tags = ['calculation settings'];

  app.post(
    '/organization_settings',
    {
      config: { readOnlyAllowed: true },
      ...read,
      schema: {
        tags,
        body: z.object({ organization: z.coerce.number().optional() }).optional(),
        response: responses(settingsResponseSchema),
      },
    },
    async (request) => ({
      data: await loadSettings(db, actorOf(request).organizationId),
    }),
  );
  app.post(
    '/organization_spto_settings',
    {
      config: { readOnlyAllowed: true },
      ...read,
      schema: {
        tags,
        body: listQuerySchema.partial().optional(),
        response: responses(sptoSettingsResponseSchema),
      },
    },
    async (request) => ({
      spto_settings: await listSpto(
        db,
        actorOf(request).organizationId,
        listQuerySchema.parse(request.body ?? {}),
      ),
    }),
  );
  app.get(
    '/organization_settings/sales_tax',
    {
      ...read,
      schema: {
        tags,
        querystring: listQuerySchema,
        description: 'Sales tax rows, filtered, sorted and paginated.',
        response: responses(salesTaxPageResponseSchema),
      },
    },
    async (request) => listSalesTax(db, tenantOf(request).organizationId, request.query),
  );
  app.get(
    '/organization_settings/spto',
    {
      ...read,
      schema: {
        tags,
        querystring: listQuerySchema,
        description: 'SPTO rows, filtered, sorted and paginated.',
        response: responses(sptoPageResponseSchema),
      },
    },
    async (request) => listSpto(db, tenantOf(request).organizationId, request.query),
  );
  app.get(
    '/organization_settings/history',
    {
      ...read,
      schema: {
        tags,
        querystring: historyQuerySchema,
        description: 'Audit log of settings changes, newest first.',
        response: responses(historyResponseSchema),
      },
    },
    async (request) =>
      listAudit(db, {
        organizationId: tenantOf(request).organizationId,
        area: request.query.area,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.post(
    '/organization_settings/suta',
    { ...write, schema: { tags, body: sutaBodySchema, response: responses(settingsSavedResponseSchema) } },
    async (request) => {
      await updateLocations(db, actorOf(request), request.body);
      return {
        ...ok,
        message: 'Locations updated',
        data: await loadSettings(db, tenantOf(request).organizationId),
      };
    },
  );
  app.post(
    '/organization_settings/import_suta',
    { ...write, schema: { tags, body: importBodySchema, response: responses(settingsSavedResponseSchema) } },
    async (request) => {
      const rows = await importSuta(db, actorOf(request), request.body.data);
      return {
        ...ok,
        message: `${rows} SUTA rates imported`,
        data: await loadSettings(db, tenantOf(request).organizationId),
      };
    },
  );
  app.post(
    '/organization_settings/wc_settings',
    {
      ...write,
      schema: { tags, body: wcSettingsBodySchema, response: responses(settingsSavedResponseSchema) },
    },
    async (request) => {
      await saveWcCodes(db, actorOf(request), request.body);
      return {
        ...ok,
        message: 'WC codes saved',
        data: await loadSettings(db, tenantOf(request).organizationId),
      };
    },
  );
  app.post(
    '/organization_settings/import_wc',
    { ...write, schema: { tags, body: importBodySchema, response: responses(settingsSavedResponseSchema) } },
    async (request) => {
      const rows = await importWc(db, actorOf(request), request.body.data);
      return {
        ...ok,
        message: `${rows} WC codes imported`,
        data: await loadSettings(db, tenantOf(request).organizationId),
      };
    },
  );
  app.post(
    '/organization_settings/sales_tax',
    {
      ...planWrite('settings_sales_tax'),
      schema: { tags, body: salesTaxBodySchema, response: responses(salesTaxSavedResponseSchema) },
    },
    async (request) => {
      const row = await saveSalesTax(db, actorOf(request), request.body);
      return { ...ok, message: 'Sales tax saved', data: { id: row.id, version: row.version } };
    },
  );
  app.post(
    '/organization_settings/tax_status',
    {
      ...planWrite('settings_sales_tax'),
      schema: {
        tags,
        body: toggleBodySchema.extend({ option: z.literal('tax_status').optional() }),
        response: responses(toggleResponseSchema),
      },
    },
    async (request) => {
      if (!request.body.id) throw AppError.validation({ id: ['id is required'] });
      await setSalesTaxExempt(db, actorOf(request), request.body.id, request.body.value);
      return ok;
    },
  );
  app.post(
    '/organization_settings/exempt_sales_tax',
    {
      ...planWrite('settings_sales_tax'),
      schema: {
        tags,
        body: toggleBodySchema.extend({ option: z.literal('sales_tax_exempt_all').optional() }),
        response: responses(toggleResponseSchema),
      },
    },
    async (request) => {
      await setExemptAll(db, actorOf(request), request.body.value);
      return ok;
    },
  );
  app.post(
    '/organization_settings/always_accrue',
    {
      ...write,
      schema: {
        tags,
        body: toggleBodySchema.extend({ option: z.literal('always_accrue').optional() }),
        response: responses(toggleResponseSchema),
      },
    },
    async (request) => {
      await setAlwaysAccrue(db, actorOf(request), request.body.value);
      return ok;
    },
  );
  app.post(
    '/organization_settings/update_spto',
    {
      ...planWrite('settings_spto'),
      schema: { tags, body: sptoBodySchema, response: responses(sptoSavedResponseSchema) },
    },
    async (request) => {
      const data = await updateSpto(db, actorOf(request), request.body.data);
      return { ...ok, message: 'SPTO updated', data };
    },
  );
  for (const path of ['/organization_settings/package', '/organization_settings/packages']) {
    app.post(
      path,
      {
        ...planWrite('settings_packages'),
        schema: { tags, body: packageBodySchema, response: responses(packageSavedResponseSchema) },
      },
      async (request) => ({
        ...ok,
        message: request.body.data.id ? 'Package updated' : 'Package added',
        data: await savePackage(db, actorOf(request), request.body.data),
      }),
    );
  }
  app.post(
    '/organization_settings/package_delete',
    {
      ...planWrite('settings_packages'),
      schema: { tags, body: deleteBodySchema, response: responses(messageResponseSchema) },
    },
    async (request) => {
      await deletePackage(db, actorOf(request), request.body.data.id);
      return { ...ok, message: 'Package deleted' };
    },
  );
  app.post(
    '/organization_settings/update_cost',
    {
      ...planWrite('settings_costs'),
      schema: { tags, body: costBodySchema, response: responses(costSavedResponseSchema) },
    },
    async (request) => ({
      ...ok,
      message: request.body.data.id ? 'Cost updated' : 'Cost added',
      data: await saveCost(db, actorOf(request), request.body.data),
    }),
  );
  app.post(
    '/organization_settings/cost_delete',
    {
      ...planWrite('settings_costs'),
      schema: { tags, body: deleteBodySchema, response: responses(messageResponseSchema) },
    },
    async (request) => {
      await deleteCost(db, actorOf(request), request.body.data.id);
      return { ...ok, message: 'Cost deleted' };
    },
  );
};
