import { validateWcRows, type WcSettingsBody } from '@app/contracts/settings';
import type { Db, DbOrTx } from '../../db/client';
import type { wcCodes } from '../../db/schema';
import { recordAudit, staleSetting } from '../../platform/audit/settings-audit';
import { AppError } from '../../plugins/app-error';
import { listIndustryRefs, listStateRefs, lockOrganizationSettings } from './calculation-settings.repo';
import { type SettingsActor, s } from './context';
import {
  bumpWcVersions,
  deleteWcCodes,
  findLocation,
  insertWcCodes,
  listLocations,
  listWcCodes,
  updateWcCode,
} from './locations.repo';

const wcView = (r: typeof wcCodes.$inferSelect) => ({
  nick_name: r.nickName,
  industry: r.industryId,
  code: r.code,
  rate: Number(r.rate),
});

/** Replaces one location's WC codes with the modal's table. */
export async function saveWcCodes(db: Db, actor: SettingsActor, body: WcSettingsBody) {
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    const location = await findLocation(tx, actor.organizationId, body.state);
    if (!location) throw AppError.validation({ state: ['Add this state on SUTA Rates first'] });
    if (location.wcVersion !== body.wc_version) {
      throw await staleSetting(
        tx,
        { ...actor, area: 'wc', recordId: location.id, what: 'WC code table' },
        { version: location.wcVersion, updatedAt: location.updatedAt },
      );
    }
    await bumpWcVersions(tx, actor.organizationId, [body.state]);
    await assertIndustries(
      tx,
      body.wc_codes.map((c) => c.industry),
    );
    const old = await deleteWcCodes(tx, actor.organizationId, body.state);
    await insertWcCodes(
      tx,
      actor.organizationId,
      body.wc_codes.map((c) => ({
        stateId: body.state,
        nickName: c.nick_name,
        industryId: c.industry,
        code: c.code,
        rate: s(c.rate),
      })),
    );
    await recordAudit(tx, {
      ...actor,
      area: 'wc',
      recordId: location.id,
      action: 'update',
      oldValue: { state_id: body.state, wc_codes: old.map(wcView) },
      newValue: { state_id: body.state, wc_codes: body.wc_codes },
    });
  });
}

/**
 * Applies a WC CSV, all rows or none. A row whose state, code and nickname match an existing code updates
 * its industry and rate; other rows are added. Every problem is reported in one pass, states not yet among
 * the locations by name with the others.
 */
export async function importWc(db: Db, actor: SettingsActor, rows: Record<string, unknown>[]) {
  const [stateRefs, industryRefs, locations] = await Promise.all([
    listStateRefs(db),
    listIndustryRefs(db),
    listLocations(db, actor.organizationId),
  ]);
  const result = validateWcRows(rows, stateRefs, industryRefs, new Set(locations.map((l) => l.stateId)));
  if (!result.ok) throw AppError.validation({ data: result.errors });
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    const existing = await listWcCodes(tx, actor.organizationId);
    const toAdd = [];
    for (const r of result.rows) {
      const match = existing.find(
        (e) =>
          e.stateId === r.stateId &&
          e.code === r.code &&
          e.nickName.toLowerCase() === r.nickName.toLowerCase(),
      );
      if (match) {
        await updateWcCode(tx, actor.organizationId, match.id, { industryId: r.industryId, rate: s(r.rate) });
      } else {
        toAdd.push({ ...r, rate: s(r.rate) });
      }
    }
    await insertWcCodes(tx, actor.organizationId, toAdd);
    // An import replaces on purpose; the tables it touched get a new version so open editors see it.
    await bumpWcVersions(tx, actor.organizationId, [...new Set(result.rows.map((r) => r.stateId))]);
    await recordAudit(tx, { ...actor, area: 'wc', action: 'import', newValue: { rows: result.rows } });
  });
  return result.rows.length;
}

async function assertIndustries(db: DbOrTx, ids: number[]) {
  const known = new Set((await listIndustryRefs(db)).map((i) => i.id));
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw AppError.validation({ [`wc_codes.${bad}.industry`]: ['Industry is invalid'] });
}
