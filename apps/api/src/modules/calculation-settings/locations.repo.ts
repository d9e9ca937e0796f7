import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salesTaxSettings, sptoSettings, stateSettings, wcCodes } from '../../db/schema';
import { owned } from './versioned-rows.repo';

/** The organisation's locations (state_settings), their WC codes and the default sales-tax and SPTO rows. */

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

export async function updateSutaRate(
  tx: DbOrTx,
  organizationId: number,
  id: number,
  sutaRate: string,
  now: Date,
) {
  await tx
    .update(stateSettings)
    .set({ sutaRate, updatedAt: now, version: sql`${stateSettings.version} + 1` })
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

export async function setSalesTaxRowExempt(
  tx: DbOrTx,
  organizationId: number,
  change: { id: number; exempt: boolean; now: Date },
) {
  const { id, exempt, now } = change;
  const [row] = await tx
    .update(salesTaxSettings)
    .set({ exempt, updatedAt: now })
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
