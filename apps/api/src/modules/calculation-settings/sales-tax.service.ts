import type { ListQuery, salesTaxBodySchema } from '@app/contracts/settings';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { salesTaxSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit/settings-audit';
import { AppError } from '../../plugins/app-error';
import { cityInState, setSalesTaxExemptAll } from './calculation-settings.repo';
import { type SettingsActor, s } from './context';
import { findLocation, setSalesTaxRowExempt } from './locations.repo';
import {
  createSettingsRow,
  listSettingsPage,
  locationRowView,
  type SettingsTable,
  updateSettingsRow,
} from './settings-rows';

type SalesTaxBody = z.infer<typeof salesTaxBodySchema>;

const salesTax: SettingsTable<typeof salesTaxSettings> = {
  table: salesTaxSettings,
  area: 'sales_tax',
  noun: 'Sales tax row',
  what: 'sales tax row',
};

const view = (r: { row: typeof salesTaxSettings.$inferSelect; state: string; city: string | null }) => ({
  ...locationRowView(r),
  tax: Number(r.row.rate),
  tax_type: r.row.taxType,
  tax_status: r.row.exempt,
  version: r.row.version,
});

/** One page of sales-tax rows with the filters and sort of the table; sorted and paged in SQL. */
export function listSalesTax(db: DbOrTx, organizationId: number, q: ListQuery) {
  const sortable = { rate: salesTaxSettings.rate, tax_type: salesTaxSettings.taxType };
  return listSettingsPage(db, salesTaxSettings, organizationId, q, sortable, view);
}

/** Edits a row (id given) or adds a city row to a location (no id). */
export async function saveSalesTax(db: Db, actor: SettingsActor, body: SalesTaxBody) {
  return db.transaction(async (tx) => {
    if (body.id) {
      return updateSettingsRow(tx, actor, salesTax, {
        id: body.id,
        version: body.version,
        versionField: 'version',
        values: { rate: s(body.tax), taxType: body.tax_type },
        audit: (old) => ({
          oldValue: { tax: Number(old.rate), tax_type: old.taxType },
          newValue: { tax: body.tax, tax_type: body.tax_type },
        }),
      });
    }
    if (!(await findLocation(tx, actor.organizationId, body.state))) {
      throw AppError.validation({ state: ['Add this state on SUTA Rates first'] });
    }
    if (body.city && !(await cityInState(tx, body.city, body.state))) {
      throw AppError.validation({ city: ['City is not in this state'] });
    }
    const row = await createSettingsRow(
      tx,
      actor,
      salesTax,
      { stateId: body.state, cityId: body.city ?? null, rate: s(body.tax), taxType: body.tax_type },
      () => ({ state_id: body.state, city_id: body.city ?? null, tax: body.tax, tax_type: body.tax_type }),
    );
    if (!row) throw AppError.validation({ city: ['This city already has a sales tax row'] });
    return row;
  });
}

export async function setSalesTaxExempt(db: Db, actor: SettingsActor, id: number, value: boolean) {
  await db.transaction(async (tx) => {
    if (!(await setSalesTaxRowExempt(tx, actor.organizationId, { id, exempt: value, now: actor.now }))) {
      throw AppError.notFound(salesTax.noun);
    }
    await recordAudit(tx, {
      ...actor,
      area: 'sales_tax',
      recordId: id,
      action: 'update',
      newValue: { tax_status: value },
    });
  });
}

export async function setExemptAll(db: Db, actor: SettingsActor, value: boolean) {
  await db.transaction(async (tx) => {
    await setSalesTaxExemptAll(tx, actor.organizationId, value, actor.now);
    await recordAudit(tx, {
      ...actor,
      area: 'options',
      action: 'update',
      newValue: { sales_tax_exempt_all: value },
    });
  });
}
