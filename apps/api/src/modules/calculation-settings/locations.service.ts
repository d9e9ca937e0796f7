import {
  type ImportResult,
  type SutaBody,
  type SutaImportRow,
  validateSutaRows,
} from '@app/contracts/settings';
import type { Db, DbOrTx } from '../../db/client';
import type { stateSettings } from '../../db/schema';
import { recordAudit, staleSetting } from '../../platform/audit/settings-audit';
import { AppError } from '../../plugins/app-error';
import {
  findCityByName,
  findOrganization,
  findStates,
  listStateRefs,
  lockOrganizationSettings,
  sickLeaveRulesOf,
} from './calculation-settings.repo';
import { type SettingsActor, s } from './context';
import {
  deleteLocations,
  insertLocation,
  insertSalesTaxDefault,
  insertSptoDefault,
  listLocations,
  updateSutaRate,
} from './locations.repo';
import { requiredVersion } from './settings-rows';
import { employeeCount, sptoRowsFor } from './spto-rules';

/**
 * Sets the organisation's locations to `sutaList`: new states are added with the rate given or else their
 * new-employer rate, their sales-tax row (the state base rate, on the total invoice) and the SPTO rows of the
 * statutes that apply; states left out are removed with their WC codes, sales tax and SPTO rows; changed SUTA
 * rates are updated. One transaction, audited.
 */
export async function updateLocations(db: Db, actor: SettingsActor, body: SutaBody) {
  const wanted = new Map(body.sutaList.map((e) => [e.state, e.value ?? null]));
  if (wanted.size !== body.sutaList.length)
    throw AppError.validation({ sutaList: ['A state is listed twice'] });
  const versions = new Map(body.sutaList.map((e) => [e.state, e.version]));
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    await assertStatesExist(tx, [...wanted.keys()]);
    const existing = await listLocations(tx, actor.organizationId);
    const removed = existing.filter((e) => !wanted.has(e.stateId));
    await removeLocations(
      tx,
      actor,
      removed.map((e) => e.stateId),
    );
    await upsertRates(tx, actor, wanted, existing, versions);
  });
}

/**
 * A new organisation's first location (docs/product/calculation-settings.md#a-new-organisation): the state of its
 * address, added as 'Add States' adds one. Runs inside the creating transaction.
 */
export async function startFirstLocation(tx: DbOrTx, actor: SettingsActor, stateId: number) {
  if ((await findStates(tx, [stateId])).length === 0) return;
  await upsertRates(tx, actor, new Map([[stateId, null]]), [], new Map());
}

/**
 * The rate a state added without one starts at: its new-employer SUTA rate from the reference data, or none
 * where the data has none (the setup checklist then asks for it; docs/product/calculation-settings.md#a-new-organisation).
 */
async function startingRates(tx: DbOrTx, stateIds: number[]) {
  const states = stateIds.length === 0 ? [] : await findStates(tx, stateIds);
  return new Map(
    states.map((st) => [st.id, st.newEmployerSutaRate === null ? null : Number(st.newEmployerSutaRate)]),
  );
}

/** Applies every row of a SUTA CSV, or none: rows are validated first and all errors reported together. */
export async function importSuta(db: Db, actor: SettingsActor, rows: Record<string, unknown>[]) {
  const refs = await listStateRefs(db);
  const result: ImportResult<SutaImportRow> = validateSutaRows(rows, refs);
  if (!result.ok) throw AppError.validation({ data: result.errors });
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    const existing = await listLocations(tx, actor.organizationId);
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
  const found = await findStates(db, ids);
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
  const starting = await startingRates(
    tx,
    [...wanted]
      .filter(([stateId, rate]) => rate === null && !byState.has(stateId))
      .map(([stateId]) => stateId),
  );
  const added: number[] = [];
  for (const [stateId, given] of wanted) {
    const current = byState.get(stateId);
    if (!current) {
      const rate = given ?? starting.get(stateId) ?? null;
      const row = await insertLocation(tx, actor.organizationId, stateId, rate === null ? null : s(rate));
      added.push(stateId);
      await recordAudit(tx, {
        ...actor,
        area: 'suta',
        recordId: row.id,
        action: action === 'import' ? 'import' : 'create',
        newValue: { state_id: stateId, suta_rate: rate },
      });
      continue;
    }
    const old = current.sutaRate === null ? null : Number(current.sutaRate);
    const rate = given;
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
    await updateSutaRate(tx, actor.organizationId, current.id, s(rate), actor.now);
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
  const removed = await deleteLocations(tx, actor.organizationId, stateIds);
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
  const size = employeeCount((await findOrganization(tx, org))?.employees);
  const stateRows = await findStates(tx, stateIds);
  for (const state of stateRows) {
    await insertSalesTaxDefault(tx, {
      organizationId: org,
      stateId: state.id,
      cityId: null,
      rate: state.salesTaxRate ?? '0',
      taxType: 'total_invoice',
    });
    const rules = await sickLeaveRulesOf(tx, state.code);
    for (const row of sptoRowsFor(rules, size)) {
      const cityId = row.city ? await findCityId(tx, state.id, row.city) : null;
      if (row.city && !cityId) continue;
      await insertSptoDefault(tx, {
        organizationId: org,
        stateId: state.id,
        cityId,
        accrualRate: s(row.accrualRate),
        accrualCapPerYear: s(row.accrualCapPerYear),
        totalCap: s(row.totalCap),
        sourceRuleId: row.sourceRuleId,
      });
    }
  }
}

/** Statutes name cities as people do ("New York"); the gazetteer may say "New York City". */
async function findCityId(tx: DbOrTx, stateId: number, name: string): Promise<number | null> {
  for (const candidate of [name, `${name} City`]) {
    const id = await findCityByName(tx, stateId, candidate);
    if (id) return id;
  }
  return null;
}
