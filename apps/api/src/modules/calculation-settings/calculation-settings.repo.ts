import type { ListQuery } from '@app/contracts/settings';
import type { AuditArea } from '@app/contracts/settings/responses';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  calculationOptions,
  cities,
  costItems,
  healthcarePackages,
  industries,
  organizations,
  salesTaxSettings,
  settingsAudit,
  sickLeaveRules,
  sptoSettings,
  stateSettings,
  states,
  stateWageBases,
  users,
  wcCodes,
} from '../../db/schema';

/**
 * Every query of the calculation settings, each filtered by the organisation; the services hold the rules.
 * The first half is generic over the settings tables that carry a version (one list and one save pattern for
 * every table); the rest is per table.
 */

/** The settings tables edited row by row with an optimistic version. */
export type VersionedTable =
  | typeof salesTaxSettings
  | typeof sptoSettings
  | typeof costItems
  | typeof healthcarePackages;
/** The versioned tables whose rows belong to a location (state, optionally city). */
export type LocationTable = typeof salesTaxSettings | typeof sptoSettings;

type RowOf<T extends VersionedTable> = T['$inferSelect'];
type ValuesOf<T extends VersionedTable> = Omit<T['$inferInsert'], 'id' | 'organizationId' | 'version'>;

const owned = (table: VersionedTable, organizationId: number, id: number) =>
  and(eq(table.id, id), eq(table.organizationId, organizationId));

/**
 * The row of this organisation, locked until the transaction ends: a parallel edit of it waits here, then sees
 * the version this one leaves.
 */
export async function lockOwnedRow<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  organizationId: number,
  id: number,
): Promise<RowOf<T> | undefined> {
  const [row] = await tx
    .select()
    .from(table as VersionedTable)
    .where(owned(table, organizationId, id))
    .for('update');
  return row as RowOf<T> | undefined;
}

/** Writes values over the row if it is still at `expected`, bumping its version. */
export async function updateVersionedRow<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  expected: number,
  values: Partial<ValuesOf<T>>,
): Promise<RowOf<T>> {
  const t = table as VersionedTable;
  const [row] = await tx
    .update(t)
    .set({ ...values, updatedAt: new Date(), version: sql`${t.version} + 1` } as never)
    .where(and(eq(t.id, id), eq(t.version, expected)))
    .returning();
  return row as RowOf<T>;
}

/** Adds a row for the organisation; undefined when a unique key already holds one. */
export async function insertOwnedRow<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  organizationId: number,
  values: ValuesOf<T>,
): Promise<RowOf<T> | undefined> {
  const [row] = await tx
    .insert(table as VersionedTable)
    .values({ ...values, organizationId } as never)
    .onConflictDoNothing()
    .returning();
  return row as RowOf<T> | undefined;
}

/** Deletes the organisation's row; returns what it held, or undefined when it is not theirs. */
export async function deleteOwnedRow<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  organizationId: number,
  id: number,
): Promise<RowOf<T> | undefined> {
  const [row] = await tx
    .delete(table as VersionedTable)
    .where(owned(table, organizationId, id))
    .returning();
  return row as RowOf<T> | undefined;
}

/**
 * One page of a location table (rows by state and city) with the table's filters and sort, in SQL. `sortable`
 * maps the wire's sort names to columns; an unknown name sorts by state.
 */
export async function listLocationRows<T extends LocationTable>(
  db: DbOrTx,
  table: T,
  organizationId: number,
  q: ListQuery,
  sortable: Record<string, PgColumn>,
): Promise<{ rows: { row: RowOf<T>; state: string; city: string | null }[]; total: number }> {
  const t = table as LocationTable;
  const where = and(
    eq(t.organizationId, organizationId),
    q.state_id ? eq(t.stateId, q.state_id) : undefined,
    q.city_id ? eq(t.cityId, q.city_id) : undefined,
  );
  const columns: Record<string, PgColumn> = { state: states.name, city: cities.name, ...sortable };
  const column = (q.sort && columns[q.sort]) || states.name;
  const dir = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: t, state: states.name, city: cities.name })
      .from(t)
      .innerJoin(states, eq(states.id, t.stateId))
      .leftJoin(cities, eq(cities.id, t.cityId))
      .where(where)
      .orderBy(dir(column), asc(states.name), asc(cities.name), asc(t.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows as { row: RowOf<T>; state: string; city: string | null }[], total: total?.n ?? 0 };
}

// --- audit log

export interface AuditEntry {
  organizationId: number;
  userId: number | null;
  area: AuditArea;
  recordId?: number | null;
  action: 'create' | 'update' | 'delete' | 'import';
  oldValue?: Record<string, unknown> | null;
  newValue?: Record<string, unknown> | null;
}

/** Records one change, inside the caller's transaction so the log and the change commit together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(settingsAudit).values({
    organizationId: entry.organizationId,
    userId: entry.userId,
    area: entry.area,
    recordId: entry.recordId ?? null,
    action: entry.action,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  });
}

/** The newest audit row of one record, with who wrote it. */
export async function lastAuditOf(
  db: DbOrTx,
  row: { organizationId: number; area: AuditArea; recordId: number },
) {
  const [last] = await db
    .select({ createdAt: settingsAudit.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(settingsAudit)
    .leftJoin(users, eq(users.id, settingsAudit.userId))
    .where(
      and(
        eq(settingsAudit.organizationId, row.organizationId),
        eq(settingsAudit.area, row.area),
        eq(settingsAudit.recordId, row.recordId),
      ),
    )
    .orderBy(desc(settingsAudit.id))
    .limit(1);
  return last;
}

export async function listAudit(
  db: DbOrTx,
  opts: { organizationId: number; area?: AuditArea; page: number; perPage: number },
) {
  const where = and(
    eq(settingsAudit.organizationId, opts.organizationId),
    opts.area ? eq(settingsAudit.area, opts.area) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: settingsAudit.id,
        area: settingsAudit.area,
        record_id: settingsAudit.recordId,
        action: settingsAudit.action,
        old_value: settingsAudit.oldValue,
        new_value: settingsAudit.newValue,
        created_at: settingsAudit.createdAt,
        user_first_name: users.firstName,
        user_last_name: users.lastName,
      })
      .from(settingsAudit)
      .leftJoin(users, eq(users.id, settingsAudit.userId))
      .where(where)
      .orderBy(desc(settingsAudit.createdAt), desc(settingsAudit.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: count() }).from(settingsAudit).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0 };
}

// --- organisation

/**
 * Serialises writes to one organisation's locations and WC codes: a parallel save waits for this transaction
 * and then reads what it committed, instead of inserting the same state twice. NO KEY UPDATE leaves inserts
 * that merely reference the organisation (their foreign-key check) unblocked.
 */
export async function lockOrganizationSettings(tx: DbOrTx, organizationId: number) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
}

export async function findOrganization(db: DbOrTx, organizationId: number) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return org;
}

export async function setAlwaysAccrue(db: DbOrTx, organizationId: number, value: boolean) {
  await db.update(organizations).set({ alwaysAccrue: value }).where(eq(organizations.id, organizationId));
}

export async function setSalesTaxExemptAll(db: DbOrTx, organizationId: number, value: boolean) {
  await db
    .insert(calculationOptions)
    .values({ organizationId, salesTaxExemptAll: value })
    .onConflictDoUpdate({
      target: calculationOptions.organizationId,
      set: { salesTaxExemptAll: value, updatedAt: new Date() },
    });
}

// --- reference data

export const listStateRefs = (db: DbOrTx) =>
  db.select({ id: states.id, name: states.name, code: states.code }).from(states);

export const listIndustryRefs = (db: DbOrTx) =>
  db.select({ id: industries.id, name: industries.name }).from(industries);

export const findStates = (db: DbOrTx, ids: number[]) =>
  db.select().from(states).where(inArray(states.id, ids));

export async function industryExists(db: DbOrTx, id: number) {
  const [found] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id));
  return !!found;
}

/** A city of the state: by id, or by its name (null when there is none). */
async function findCity(db: DbOrTx, stateId: number, city: { id: number } | { name: string }) {
  const [found] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(eq(cities.stateId, stateId), 'id' in city ? eq(cities.id, city.id) : eq(cities.name, city.name)),
    );
  return found?.id ?? null;
}

export const cityInState = async (db: DbOrTx, cityId: number, stateId: number) =>
  (await findCity(db, stateId, { id: cityId })) !== null;

export const findCityByName = (db: DbOrTx, stateId: number, name: string) => findCity(db, stateId, { name });

export const sickLeaveRulesOf = (db: DbOrTx, stateCode: string) =>
  db.select().from(sickLeaveRules).where(eq(sickLeaveRules.stateCode, stateCode));

// --- locations (state_settings)

export const listLocations = (db: DbOrTx, organizationId: number) =>
  db.select().from(stateSettings).where(eq(stateSettings.organizationId, organizationId));

export async function findLocation(db: DbOrTx, organizationId: number, stateId: number) {
  const [loc] = await db
    .select()
    .from(stateSettings)
    .where(and(eq(stateSettings.organizationId, organizationId), eq(stateSettings.stateId, stateId)));
  return loc;
}

export async function insertLocation(
  tx: DbOrTx,
  organizationId: number,
  stateId: number,
  sutaRate: string | null,
) {
  const [row] = await tx.insert(stateSettings).values({ organizationId, stateId, sutaRate }).returning();
  return row!;
}

export async function updateSutaRate(tx: DbOrTx, organizationId: number, id: number, sutaRate: string) {
  await tx
    .update(stateSettings)
    .set({ sutaRate, updatedAt: new Date(), version: sql`${stateSettings.version} + 1` })
    .where(and(eq(stateSettings.id, id), eq(stateSettings.organizationId, organizationId)));
}

/** Removes locations with their WC codes, sales-tax and SPTO rows; returns the location rows removed. */
export async function deleteLocations(tx: DbOrTx, organizationId: number, stateIds: number[]) {
  for (const table of [wcCodes, salesTaxSettings, sptoSettings] as const) {
    await tx
      .delete(table)
      .where(and(eq(table.organizationId, organizationId), inArray(table.stateId, stateIds)));
  }
  return tx
    .delete(stateSettings)
    .where(and(eq(stateSettings.organizationId, organizationId), inArray(stateSettings.stateId, stateIds)))
    .returning();
}

/** A new version of these locations' WC code tables, so open editors see their change. */
export async function bumpWcVersions(tx: DbOrTx, organizationId: number, stateIds: number[]) {
  await tx
    .update(stateSettings)
    .set({ wcVersion: sql`${stateSettings.wcVersion} + 1` })
    .where(and(eq(stateSettings.organizationId, organizationId), inArray(stateSettings.stateId, stateIds)));
}

// --- WC codes

export const listWcCodes = (db: DbOrTx, organizationId: number) =>
  db.select().from(wcCodes).where(eq(wcCodes.organizationId, organizationId));

type NewWcCode = Omit<typeof wcCodes.$inferInsert, 'id' | 'organizationId' | 'createdAt'>;

/** Deletes a location's WC codes; returns them. */
export const deleteWcCodes = (tx: DbOrTx, organizationId: number, stateId: number) =>
  tx
    .delete(wcCodes)
    .where(and(eq(wcCodes.organizationId, organizationId), eq(wcCodes.stateId, stateId)))
    .returning();

export async function insertWcCodes(tx: DbOrTx, organizationId: number, rows: NewWcCode[]) {
  if (rows.length > 0) await tx.insert(wcCodes).values(rows.map((r) => ({ ...r, organizationId })));
}

export async function updateWcCode(
  tx: DbOrTx,
  organizationId: number,
  id: number,
  values: Pick<NewWcCode, 'industryId' | 'rate'>,
) {
  await tx
    .update(wcCodes)
    .set(values)
    .where(and(eq(wcCodes.id, id), eq(wcCodes.organizationId, organizationId)));
}

// --- sales tax and SPTO

export async function setSalesTaxRowExempt(tx: DbOrTx, organizationId: number, id: number, exempt: boolean) {
  const [row] = await tx
    .update(salesTaxSettings)
    .set({ exempt, updatedAt: new Date() })
    .where(owned(salesTaxSettings, organizationId, id))
    .returning();
  return row;
}

/** The seed rows of a new location; a row that already exists is left as it is. */
export async function insertSalesTaxDefault(tx: DbOrTx, values: typeof salesTaxSettings.$inferInsert) {
  await tx.insert(salesTaxSettings).values(values).onConflictDoNothing();
}

export async function insertSptoDefault(tx: DbOrTx, values: typeof sptoSettings.$inferInsert) {
  await tx.insert(sptoSettings).values(values).onConflictDoNothing();
}

// --- costs

/** Another cost of the same type already named so (the row being edited aside). */
export async function costNameTaken(
  db: DbOrTx,
  organizationId: number,
  cost: { id?: number | null; costType: (typeof costItems.$inferSelect)['costType']; name: string },
) {
  const [clash] = await db
    .select({ id: costItems.id })
    .from(costItems)
    .where(
      and(
        eq(costItems.organizationId, organizationId),
        eq(costItems.costType, cost.costType),
        eq(costItems.name, cost.name),
        cost.id ? ne(costItems.id, cost.id) : undefined,
      ),
    );
  return !!clash;
}

// --- the whole settings picture

export async function loadSettingsRows(db: DbOrTx, organizationId: number) {
  const [locations, caps, codes, packages, costs, [options], [org]] = await Promise.all([
    db
      .select({ row: stateSettings, name: states.name, code: states.code })
      .from(stateSettings)
      .innerJoin(states, eq(states.id, stateSettings.stateId))
      .where(eq(stateSettings.organizationId, organizationId))
      .orderBy(asc(states.name)),
    db.select().from(stateWageBases).orderBy(asc(stateWageBases.year)),
    db.select().from(wcCodes).where(eq(wcCodes.organizationId, organizationId)).orderBy(asc(wcCodes.id)),
    db
      .select()
      .from(healthcarePackages)
      .where(eq(healthcarePackages.organizationId, organizationId))
      .orderBy(asc(healthcarePackages.name)),
    db
      .select()
      .from(costItems)
      .where(eq(costItems.organizationId, organizationId))
      .orderBy(asc(costItems.id)),
    db.select().from(calculationOptions).where(eq(calculationOptions.organizationId, organizationId)),
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  return { locations, caps, codes, packages, costs, options, org };
}
