import { validateWcRows, type WcSettingsBody } from '@app/contracts/settings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { industries, stateSettings, states, wcCodes } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { lockOrganizationSettings, type SettingsActor, s } from './context';
import { staleSetting } from './versioning';

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
    const location = await assertLocation(tx, actor.organizationId, body.state);
    if (location.wcVersion !== body.wc_version) {
      throw await staleSetting(
        tx,
        { ...actor, area: 'wc', recordId: location.id, what: 'WC code table' },
        { version: location.wcVersion, updatedAt: location.updatedAt },
      );
    }
    await tx
      .update(stateSettings)
      .set({ wcVersion: sql`${stateSettings.wcVersion} + 1` })
      .where(eq(stateSettings.id, location.id));
    await assertIndustries(
      tx,
      body.wc_codes.map((c) => c.industry),
    );
    const old = await tx
      .delete(wcCodes)
      .where(and(eq(wcCodes.organizationId, actor.organizationId), eq(wcCodes.stateId, body.state)))
      .returning();
    const rows = body.wc_codes.map((c) => ({
      organizationId: actor.organizationId,
      stateId: body.state,
      nickName: c.nick_name,
      industryId: c.industry,
      code: c.code,
      rate: s(c.rate),
    }));
    if (rows.length > 0) await tx.insert(wcCodes).values(rows);
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
 * its industry and rate; other rows are added. States not yet among the locations are refused by name.
 */
export async function importWc(db: Db, actor: SettingsActor, rows: Record<string, unknown>[]) {
  const stateRefs = await db.select({ id: states.id, name: states.name, code: states.code }).from(states);
  const industryRefs = await db.select({ id: industries.id, name: industries.name }).from(industries);
  const result = validateWcRows(rows, stateRefs, industryRefs);
  if (!result.ok) throw AppError.validation({ data: result.errors });
  const locations = new Set(
    (await db.select().from(stateSettings).where(eq(stateSettings.organizationId, actor.organizationId))).map(
      (l) => l.stateId,
    ),
  );
  const missing = [...new Set(result.rows.filter((r) => !locations.has(r.stateId)).map((r) => r.stateId))];
  if (missing.length > 0) {
    const names = stateRefs.filter((st) => missing.includes(st.id)).map((st) => st.name);
    throw AppError.validation({
      data: names.map((name) => `${name} is not one of your locations: add it on SUTA Rates first.`),
    });
  }
  await db.transaction(async (tx) => {
    await lockOrganizationSettings(tx, actor.organizationId);
    const existing = await tx.select().from(wcCodes).where(eq(wcCodes.organizationId, actor.organizationId));
    for (const r of result.rows) {
      const match = existing.find(
        (e) =>
          e.stateId === r.stateId &&
          e.code === r.code &&
          e.nickName.toLowerCase() === r.nickName.toLowerCase(),
      );
      if (match) {
        await tx
          .update(wcCodes)
          .set({ industryId: r.industryId, rate: s(r.rate) })
          .where(and(eq(wcCodes.id, match.id), eq(wcCodes.organizationId, actor.organizationId)));
      } else {
        await tx.insert(wcCodes).values({
          organizationId: actor.organizationId,
          stateId: r.stateId,
          nickName: r.nickName,
          industryId: r.industryId,
          code: r.code,
          rate: s(r.rate),
        });
      }
    }
    // An import replaces on purpose; the tables it touched get a new version so open editors see it.
    await tx
      .update(stateSettings)
      .set({ wcVersion: sql`${stateSettings.wcVersion} + 1` })
      .where(
        and(
          eq(stateSettings.organizationId, actor.organizationId),
          inArray(stateSettings.stateId, [...new Set(result.rows.map((r) => r.stateId))]),
        ),
      );
    await recordAudit(tx, { ...actor, area: 'wc', action: 'import', newValue: { rows: result.rows } });
  });
  return result.rows.length;
}

async function assertLocation(db: DbOrTx, organizationId: number, stateId: number) {
  const [loc] = await db
    .select()
    .from(stateSettings)
    .where(and(eq(stateSettings.organizationId, organizationId), eq(stateSettings.stateId, stateId)));
  if (!loc) throw AppError.validation({ state: ['Add this state on SUTA Rates first'] });
  return loc;
}

async function assertIndustries(db: DbOrTx, ids: number[]) {
  const known = new Set((await db.select({ id: industries.id }).from(industries)).map((i) => i.id));
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw AppError.validation({ [`wc_codes.${bad}.industry`]: ['Industry is invalid'] });
}
