import {
  type ImportResult,
  type SutaBody,
  type SutaImportRow,
  validateSutaRows,
} from '@app/contracts/settings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  cities,
  organizations,
  salesTaxSettings,
  sickLeaveRules,
  sptoSettings,
  stateSettings,
  states,
  wcCodes,
} from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { lockOrganizationSettings, type SettingsActor, s } from './context';
import { employeeCount, sptoRowsFor } from './spto-rules';
import { requiredVersion, staleSetting } from './versioning';

/**
 * Sets the organisation's locations to `sutaList`: new states are added with their sales-tax row (the state
 * base rate, on the total invoice) and the SPTO rows of the statutes that apply; states left out are removed
 * with their WC codes, sales tax and SPTO rows; changed SUTA rates are updated. One transaction, audited.
 */
export async function updateLocations(db: Db, actor: SettingsActor, body: SutaBody) {
  const wanted = new Map(body.sutaList.map((e) => [e.state, e.value ?? null]));
  if (wanted.size !== body.sutaList.length)
    throw AppError.validation({ sutaList: ['A state is listed twice'] });
  const versions = new Map(body.sutaList.map((e) => [e.state, e.version]));
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    await assertStatesExist(tx, [...wanted.keys()]);
    const existing = await tx
      .select()
      .from(stateSettings)
      .where(eq(stateSettings.organizationId, actor.organizationId));
    const removed = existing.filter((e) => !wanted.has(e.stateId));
    await removeLocations(
      tx,
      actor,
      removed.map((e) => e.stateId),
    );
    await upsertRates(tx, actor, wanted, existing, versions);
  });
}

/** Applies every row of a SUTA CSV, or none: rows are validated first and all errors reported together. */
export async function importSuta(db: Db, actor: SettingsActor, rows: Record<string, unknown>[]) {
  const refs = await db.select({ id: states.id, name: states.name, code: states.code }).from(states);
  const result: ImportResult<SutaImportRow> = validateSutaRows(rows, refs);
  if (!result.ok) throw AppError.validation({ data: result.errors });
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    const existing = await tx
      .select()
      .from(stateSettings)
      .where(eq(stateSettings.organizationId, actor.organizationId));
    const wanted = new Map<number, number | null>(
      existing.map((e) => [e.stateId, e.sutaRate === null ? null : Number(e.sutaRate)]),
    );
    for (const r of result.rows) wanted.set(r.stateId, r.rate);
    await upsertRates(tx, actor, wanted, existing, 'import');
  });
  return result.rows.length;
}

async function assertStatesExist(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: states.id }).from(states).where(inArray(states.id, ids));
  if (found.length !== ids.length) throw AppError.validation({ 'sutaList.state': ['State is invalid'] });
}

async function upsertRates(
  tx: DbOrTx,
  actor: SettingsActor,
  wanted: Map<number, number | null>,
  existing: (typeof stateSettings.$inferSelect)[],
  /** The versions the form read (an import overwrites on purpose and has none). */
  versions: Map<number, number | undefined> | 'import',
) {
  const action = versions === 'import' ? 'import' : 'update';
  const byState = new Map(existing.map((e) => [e.stateId, e]));
  const added: number[] = [];
  for (const [stateId, rate] of wanted) {
    const current = byState.get(stateId);
    if (!current) {
      const [row] = await tx
        .insert(stateSettings)
        .values({ organizationId: actor.organizationId, stateId, sutaRate: rate === null ? null : s(rate) })
        .returning();
      added.push(stateId);
      await recordAudit(tx, {
        ...actor,
        area: 'suta',
        recordId: row!.id,
        action: action === 'import' ? 'import' : 'create',
        newValue: { state_id: stateId, suta_rate: rate },
      });
      continue;
    }
    const old = current.sutaRate === null ? null : Number(current.sutaRate);
    if (rate === null || old === rate) continue;
    if (versions !== 'import') {
      const expected = requiredVersion(versions.get(stateId), 'sutaList.version');
      if (current.version !== expected) {
        throw await staleSetting(
          tx,
          { ...actor, area: 'suta', recordId: current.id, what: 'SUTA rate' },
          current,
        );
      }
    }
    await tx
      .update(stateSettings)
      .set({ sutaRate: s(rate), updatedAt: new Date(), version: sql`${stateSettings.version} + 1` })
      .where(and(eq(stateSettings.id, current.id), eq(stateSettings.organizationId, actor.organizationId)));
    await recordAudit(tx, {
      ...actor,
      area: 'suta',
      recordId: current.id,
      action,
      oldValue: { state_id: stateId, suta_rate: old },
      newValue: { state_id: stateId, suta_rate: rate },
    });
  }
  if (added.length > 0) await seedLocationDefaults(tx, actor, added);
}

async function removeLocations(tx: DbOrTx, actor: SettingsActor, stateIds: number[]) {
  if (stateIds.length === 0) return;
  const org = actor.organizationId;
  for (const table of [wcCodes, salesTaxSettings, sptoSettings] as const) {
    await tx.delete(table).where(and(eq(table.organizationId, org), inArray(table.stateId, stateIds)));
  }
  const removed = await tx
    .delete(stateSettings)
    .where(and(eq(stateSettings.organizationId, org), inArray(stateSettings.stateId, stateIds)))
    .returning();
  for (const r of removed) {
    await recordAudit(tx, {
      ...actor,
      area: 'suta',
      recordId: r.id,
      action: 'delete',
      oldValue: { state_id: r.stateId, suta_rate: r.sutaRate === null ? null : Number(r.sutaRate) },
    });
  }
}

/** A new location gets its state sales-tax row and the statutory sick-leave rows that apply to the org. */
async function seedLocationDefaults(tx: DbOrTx, actor: SettingsActor, stateIds: number[]) {
  const org = actor.organizationId;
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, org));
  const size = employeeCount(organization?.employees);
  const stateRows = await tx.select().from(states).where(inArray(states.id, stateIds));
  for (const state of stateRows) {
    await tx
      .insert(salesTaxSettings)
      .values({
        organizationId: org,
        stateId: state.id,
        cityId: null,
        rate: state.salesTaxRate ?? '0',
        taxType: 'total_invoice',
      })
      .onConflictDoNothing();
    const rules = await tx.select().from(sickLeaveRules).where(eq(sickLeaveRules.stateCode, state.code));
    for (const row of sptoRowsFor(rules, size)) {
      const cityId = row.city ? await findCityId(tx, state.id, row.city) : null;
      if (row.city && !cityId) continue;
      await tx
        .insert(sptoSettings)
        .values({
          organizationId: org,
          stateId: state.id,
          cityId,
          accrualRate: s(row.accrualRate),
          accrualCapPerYear: s(row.accrualCapPerYear),
          totalCap: s(row.totalCap),
          sourceRuleId: row.sourceRuleId,
        })
        .onConflictDoNothing();
    }
  }
}

/** Statutes name cities as people do ("New York"); the gazetteer may say "New York City". */
async function findCityId(tx: DbOrTx, stateId: number, name: string): Promise<number | null> {
  for (const candidate of [name, `${name} City`]) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.stateId, stateId), eq(cities.name, candidate)));
    if (city) return city.id;
  }
  return null;
}
