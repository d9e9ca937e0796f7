import type { ListQuery } from '@app/contracts/settings';
import type { AuditArea } from '@app/contracts/settings/responses';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type AuditEntry, recordAudit, staleSetting } from '../../platform/audit/settings-audit';
import { AppError } from '../../plugins/app-error';
import type { SettingsActor } from './context';
import {
  deleteOwnedRow,
  insertOwnedRow,
  type LocationTable,
  listLocationRows,
  lockOwnedRow,
  updateVersionedRow,
  type VersionedTable,
} from './versioned-rows.repo';

/**
 * The one list and save pattern of the settings tables (docs/concurrency.md): an edit names the version it
 * read, locks the row, is refused with a 409 naming who saved the current version and when, and writes its
 * audit row in the same transaction as the change.
 */

/** One settings table as its services see it. */
export interface SettingsTable<T extends VersionedTable> {
  table: T;
  /** The audit area its changes are logged under. */
  area: AuditArea;
  /** What a row is called in a 404 ('Sales tax row'). */
  noun: string;
  /** What a row is called in the 409 text ('sales tax row'). */
  what: string;
}

type Values = AuditEntry['newValue'];

/** An update must say which version it edits; the contract marks it required with an id. */
export function requiredVersion(version: number | null | undefined, field = 'data.version'): number {
  if (!version) throw AppError.validation({ [field]: ['version is required'] });
  return version;
}

/** Where a location table's row applies, the fields the contract's `locationRow` names, first in every row. */
export const locationRowView = (r: {
  row: { id: number; stateId: number; cityId: number | null };
  state: string;
  city: string | null;
}) => ({ id: r.row.id, state_id: r.row.stateId, state: r.state, city_id: r.row.cityId, city: r.city });

/** One page of a location table, in the wire's page shape. */
export async function listSettingsPage<T extends LocationTable, V>(
  db: DbOrTx,
  table: T,
  organizationId: number,
  q: ListQuery,
  sortable: Record<string, PgColumn>,
  view: (r: { row: T['$inferSelect']; state: string; city: string | null }) => V,
) {
  const { rows, total } = await listLocationRows(db, table, organizationId, q, sortable);
  return { data: rows.map(view), total, page: q.page, per_page: q.per_page };
}

/**
 * Edits one of the organisation's rows from the version the user read (404 for another organisation's row,
 * 400 without a version, 409 for a stale one) and logs old and new values.
 */
export async function updateSettingsRow<T extends VersionedTable>(
  tx: DbOrTx,
  actor: SettingsActor,
  spec: SettingsTable<T>,
  edit: {
    id: number;
    version: number | null | undefined;
    /** The field the version came in, for the 400. */
    versionField?: string;
    values: Partial<Omit<T['$inferInsert'], 'id' | 'organizationId' | 'version'>>;
    audit: (old: T['$inferSelect'], row: T['$inferSelect']) => { oldValue: Values; newValue: Values };
  },
): Promise<T['$inferSelect']> {
  const old = await lockOwnedRow(tx, spec.table, actor.organizationId, edit.id);
  if (!old) throw AppError.notFound(spec.noun);
  const expected = requiredVersion(edit.version, edit.versionField);
  if (old.version !== expected) {
    throw await staleSetting(tx, { ...actor, area: spec.area, recordId: old.id, what: spec.what }, old);
  }
  const row = await updateVersionedRow(tx, spec.table, old.id, expected, edit.values, actor.now);
  await recordAudit(tx, {
    ...actor,
    area: spec.area,
    recordId: old.id,
    action: 'update',
    ...edit.audit(old, row),
  });
  return row;
}

/** Adds a row for the organisation and logs it; undefined (nothing logged) when a unique key holds one. */
export async function createSettingsRow<T extends VersionedTable>(
  tx: DbOrTx,
  actor: SettingsActor,
  spec: SettingsTable<T>,
  values: Omit<T['$inferInsert'], 'id' | 'organizationId' | 'version'>,
  audit: (row: T['$inferSelect']) => Values,
): Promise<T['$inferSelect'] | undefined> {
  const row = await insertOwnedRow(tx, spec.table, actor.organizationId, values);
  if (!row) return undefined;
  await recordAudit(tx, {
    ...actor,
    area: spec.area,
    recordId: row.id,
    action: 'create',
    newValue: audit(row),
  });
  return row;
}

/** Deletes one of the organisation's rows (404 for another's) and logs what it held. */
export async function deleteSettingsRow<T extends VersionedTable>(
  tx: DbOrTx,
  actor: SettingsActor,
  spec: SettingsTable<T>,
  id: number,
  audit: (row: T['$inferSelect']) => Values,
): Promise<void> {
  const old = await deleteOwnedRow(tx, spec.table, actor.organizationId, id);
  if (!old) throw AppError.notFound(spec.noun);
  await recordAudit(tx, { ...actor, area: spec.area, recordId: id, action: 'delete', oldValue: audit(old) });
}
