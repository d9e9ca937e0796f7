import type { ListQuery } from '@app/contracts/settings';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  cities,
  type costItems,
  type healthcarePackages,
  type salesTaxSettings,
  type sptoSettings,
  states,
} from '../../db/schema';

/**
 * The settings tables that carry a version, generically: lock, update, insert and delete an organisation's row,
 * and list a page of a location table (settings-rows.ts builds every such table's list and save on these).
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

/** The row `id` of the organisation, in a versioned table (another organisation's row matches nothing). */
export const owned = (table: VersionedTable, organizationId: number, id: number) =>
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
  now: Date,
): Promise<RowOf<T>> {
  const t = table as VersionedTable;
  const [row] = await tx
    .update(t)
    .set({ ...values, updatedAt: now, version: sql`${t.version} + 1` } as never)
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
