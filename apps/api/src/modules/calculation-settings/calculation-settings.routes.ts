import { COMPANY_SETTINGS_ROLES } from '@app/contracts/accounts/roles';
import { listQuerySchema } from '@app/contracts/settings';
import {
  deleteCostRoute,
  deletePackageRoute,
  getSettingsRoute,
  getSptoSettingsRoute,
  importSutaRoute,
  importWcRoute,
  listSalesTaxRoute,
  listSptoRoute,
  saveCostRoute,
  savePackageRoute,
  saveSalesTaxRoute,
  saveWcCodesRoute,
  setAlwaysAccrueRoute,
  setExemptAllRoute,
  setTaxStatusRoute,
  settingsHistoryRoute,
  updateLocationsRoute,
  updateSptoRoute,
} from '@app/contracts/settings/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listAudit } from '../../platform/audit/settings-audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, requireRole, tenantOf, userOf } from '../../plugins/auth';
import { fromContract } from '../../plugins/route';
import { type PlanFeature, requirePlanFeature } from '../billing';
import type { SettingsActor } from './context';
import { deleteCost, saveCost } from './costs.service';
import { loadSettings } from './load-settings';
import { importSuta, updateLocations } from './locations.service';
import { deletePackage, savePackage } from './packages.service';
import { listSalesTax, saveSalesTax, setExemptAll, setSalesTaxExempt } from './sales-tax.service';
import { listSpto, setAlwaysAccrue, updateSpto } from './spto.service';
import { importWc, saveWcCodes } from './wc.service';

const ok = { status: 'success' as const };

/**
 * The tenant is the session's organisation. The historic body field `organization` is accepted for
 * compatibility, and a value naming another organisation is answered 404 like any foreign id
 * (docs/product/api.md#conventions).
 */
function actorOf(request: FastifyRequest & { body?: unknown }, now: Date): SettingsActor {
  const membership = tenantOf(request);
  const claimed = (request.body as { organization?: number } | undefined)?.organization;
  if (claimed !== undefined && claimed !== membership.organizationId) throw AppError.notFound('Organization');
  return { organizationId: membership.organizationId, userId: userOf(request).id, now };
}

/**
 * Calculation settings (docs/product/calculation-settings.md): everyone in the organisation reads, settings
 * roles write (docs/roles.md).
 */
export const calculationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const actor = (request: FastifyRequest & { body?: unknown }) => actorOf(request, clock.now());
  const read = { preHandler: requireOrganization };
  const write = { preHandler: requireRole(...COMPANY_SETTINGS_ROLES) };
  // Tabs the Essential plan hides (docs/product/organizations-and-roles.md#plan-restrictions).
  const planWrite = (feature: PlanFeature) => ({
    preHandler: [requireRole(...COMPANY_SETTINGS_ROLES), requirePlanFeature(feature)],
  });
  /** A settings write's answer: its message and the organisation's settings as they now stand. */
  const withSettings = async (request: FastifyRequest, message: string) => ({
    ...ok,
    message,
    data: await loadSettings(db, tenantOf(request).organizationId, clock.now()),
  });
  const tags = ['calculation settings'];
  const route = <R extends Parameters<typeof fromContract>[0]>(r: R) => fromContract(r, tags);

  app.route({
    ...route(getSettingsRoute),
    config: { readOnlyAllowed: true },
    ...read,
    handler: async (request) => ({
      data: await loadSettings(db, actor(request).organizationId, clock.now()),
    }),
  });
  app.route({
    ...route(getSptoSettingsRoute),
    config: { readOnlyAllowed: true },
    ...read,
    handler: async (request) => ({
      spto_settings: await listSpto(
        db,
        actor(request).organizationId,
        listQuerySchema.parse(request.body ?? {}),
      ),
    }),
  });
  app.route({
    ...route(listSalesTaxRoute),
    ...read,
    handler: async (request) => listSalesTax(db, tenantOf(request).organizationId, request.query),
  });
  app.route({
    ...route(listSptoRoute),
    ...read,
    handler: async (request) => listSpto(db, tenantOf(request).organizationId, request.query),
  });
  app.route({
    ...route(settingsHistoryRoute),
    ...read,
    handler: async (request) =>
      listAudit(db, {
        organizationId: tenantOf(request).organizationId,
        area: request.query.area,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  });

  app.route({
    ...route(updateLocationsRoute),
    ...write,
    handler: async (request) => {
      await updateLocations(db, actor(request), request.body);
      return withSettings(request, 'Locations updated');
    },
  });
  app.route({
    ...route(importSutaRoute),
    ...write,
    handler: async (request) => {
      const rows = await importSuta(db, actor(request), request.body.data);
      return withSettings(request, `${rows} SUTA rates imported`);
    },
  });
  app.route({
    ...route(saveWcCodesRoute),
    ...write,
    handler: async (request) => {
      await saveWcCodes(db, actor(request), request.body);
      return withSettings(request, 'WC codes saved');
    },
  });
  app.route({
    ...route(importWcRoute),
    ...write,
    handler: async (request) => {
      const rows = await importWc(db, actor(request), request.body.data);
      return withSettings(request, `${rows} WC codes imported`);
    },
  });
  app.route({
    ...route(saveSalesTaxRoute),
    ...planWrite('settings_sales_tax'),
    handler: async (request) => {
      const row = await saveSalesTax(db, actor(request), request.body);
      return { ...ok, message: 'Sales tax saved', data: { id: row.id, version: row.version } };
    },
  });
  app.route({
    ...route(setTaxStatusRoute),
    ...planWrite('settings_sales_tax'),
    handler: async (request) => {
      if (!request.body.id) throw AppError.validation({ id: ['id is required'] });
      await setSalesTaxExempt(db, actor(request), request.body.id, request.body.value);
      return ok;
    },
  });
  app.route({
    ...route(setExemptAllRoute),
    ...planWrite('settings_sales_tax'),
    handler: async (request) => {
      await setExemptAll(db, actor(request), request.body.value);
      return ok;
    },
  });
  app.route({
    ...route(setAlwaysAccrueRoute),
    ...write,
    handler: async (request) => {
      await setAlwaysAccrue(db, actor(request), request.body.value);
      return ok;
    },
  });
  app.route({
    ...route(updateSptoRoute),
    ...planWrite('settings_spto'),
    handler: async (request) => {
      const data = await updateSpto(db, actor(request), request.body.data);
      return { ...ok, message: 'SPTO updated', data };
    },
  });
  // The historic plural spelling answers too.
  for (const url of [savePackageRoute.path, '/organization_settings/packages']) {
    app.route({
      ...route(savePackageRoute),
      url,
      ...planWrite('settings_packages'),
      handler: async (request) => ({
        ...ok,
        message: request.body.data.id ? 'Package updated' : 'Package added',
        data: await savePackage(db, actor(request), request.body.data),
      }),
    });
  }
  app.route({
    ...route(deletePackageRoute),
    ...planWrite('settings_packages'),
    handler: async (request) => {
      await deletePackage(db, actor(request), request.body.data.id);
      return { ...ok, message: 'Package deleted' };
    },
  });
  app.route({
    ...route(saveCostRoute),
    ...planWrite('settings_costs'),
    handler: async (request) => ({
      ...ok,
      message: request.body.data.id ? 'Cost updated' : 'Cost added',
      data: await saveCost(db, actor(request), request.body.data),
    }),
  });
  app.route({
    ...route(deleteCostRoute),
    ...planWrite('settings_costs'),
    handler: async (request) => {
      await deleteCost(db, actor(request), request.body.data.id);
      return { ...ok, message: 'Cost deleted' };
    },
  });
};
