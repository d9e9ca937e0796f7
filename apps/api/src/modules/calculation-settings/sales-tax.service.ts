import type { ListQuery, salesTaxBodySchema } from '@app/contracts/settings';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { calculationOptions, cities, salesTaxSettings, stateSettings, states } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { type SettingsActor, s } from './context';
import { requiredVersion, staleSetting } from './versioning';

type SalesTaxBody = z.infer<typeof salesTaxBodySchema>;

const view = (r: { row: typeof salesTaxSettings.$inferSelect; state: string; city: string | null }) => ({
  id: r.row.id,
  state_id: r.row.stateId,
  state: r.state,
  city_id: r.row.cityId,
  city: r.city,
  tax: Number(r.row.rate),
  tax_type: r.row.taxType,
  tax_status: r.row.exempt,
  version: r.row.version,
});

/** One page of sales-tax rows with the filters and sort of the table; sorted and paged in SQL. */
export async function listSalesTax(db: DbOrTx, organizationId: number, q: ListQuery) {
  const where = and(
    eq(salesTaxSettings.organizationId, organizationId),
    q.state_id ? eq(salesTaxSettings.stateId, q.state_id) : undefined,
    q.city_id ? eq(salesTaxSettings.cityId, q.city_id) : undefined,
  );
  const columns = {
    state: states.name,
    city: cities.name,
    rate: salesTaxSettings.rate,
    tax_type: salesTaxSettings.taxType,
  } as const;
  const column = columns[q.sort as keyof typeof columns] ?? states.name;
  const dir = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: salesTaxSettings, state: states.name, city: cities.name })
      .from(salesTaxSettings)
      .innerJoin(states, eq(states.id, salesTaxSettings.stateId))
      .leftJoin(cities, eq(cities.id, salesTaxSettings.cityId))
      .where(where)
      .orderBy(dir(column), asc(states.name), asc(cities.name), asc(salesTaxSettings.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(salesTaxSettings).where(where),
  ]);
  return { data: rows.map(view), total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** Edits a row (id given) or adds a city row to a location (no id). */
export async function saveSalesTax(db: Db, actor: SettingsActor, body: SalesTaxBody) {
  return db.transaction(async (tx) => {
    if (body.id) {
      const [old] = await tx
        .select()
        .from(salesTaxSettings)
        .where(
          and(eq(salesTaxSettings.id, body.id), eq(salesTaxSettings.organizationId, actor.organizationId)),
        )
        .for('update');
      if (!old) throw AppError.notFound('Sales tax row');
      const expected = requiredVersion(body.version, 'version');
      if (old.version !== expected) {
        throw await staleSetting(
          tx,
          { ...actor, area: 'sales_tax', recordId: old.id, what: 'sales tax row' },
          old,
        );
      }
      const [row] = await tx
        .update(salesTaxSettings)
        .set({
          rate: s(body.tax),
          taxType: body.tax_type,
          updatedAt: new Date(),
          version: sql`${salesTaxSettings.version} + 1`,
        })
        .where(and(eq(salesTaxSettings.id, old.id), eq(salesTaxSettings.version, expected)))
        .returning();
      await recordAudit(tx, {
        ...actor,
        area: 'sales_tax',
        recordId: old.id,
        action: 'update',
        oldValue: { tax: Number(old.rate), tax_type: old.taxType },
        newValue: { tax: body.tax, tax_type: body.tax_type },
      });
      return row!;
    }
    await assertLocation(tx, actor.organizationId, body.state);
    if (body.city) {
      const [city] = await tx
        .select()
        .from(cities)
        .where(and(eq(cities.id, body.city), eq(cities.stateId, body.state)));
      if (!city) throw AppError.validation({ city: ['City is not in this state'] });
    }
    const [row] = await tx
      .insert(salesTaxSettings)
      .values({
        organizationId: actor.organizationId,
        stateId: body.state,
        cityId: body.city ?? null,
        rate: s(body.tax),
        taxType: body.tax_type,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.validation({ city: ['This city already has a sales tax row'] });
    await recordAudit(tx, {
      ...actor,
      area: 'sales_tax',
      recordId: row.id,
      action: 'create',
      newValue: { state_id: body.state, city_id: body.city ?? null, tax: body.tax, tax_type: body.tax_type },
    });
    return row;
  });
}

export async function setSalesTaxExempt(db: Db, actor: SettingsActor, id: number, value: boolean) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .update(salesTaxSettings)
      .set({ exempt: value, updatedAt: new Date() })
      .where(and(eq(salesTaxSettings.id, id), eq(salesTaxSettings.organizationId, actor.organizationId)))
      .returning();
    if (!old) throw AppError.notFound('Sales tax row');
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
    await tx
      .insert(calculationOptions)
      .values({ organizationId: actor.organizationId, salesTaxExemptAll: value })
      .onConflictDoUpdate({
        target: calculationOptions.organizationId,
        set: { salesTaxExemptAll: value, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      ...actor,
      area: 'options',
      action: 'update',
      newValue: { sales_tax_exempt_all: value },
    });
  });
}

async function assertLocation(db: DbOrTx, organizationId: number, stateId: number) {
  const [loc] = await db
    .select({ id: stateSettings.id })
    .from(stateSettings)
    .where(and(eq(stateSettings.organizationId, organizationId), eq(stateSettings.stateId, stateId)));
  if (!loc) throw AppError.validation({ state: ['Add this state on SUTA Rates first'] });
}
