import type { CostInput } from '@app/contracts/settings';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { costItems, industries } from '../../db/schema';
import { COST_NAME_EXISTS } from '../../db/unique-violations';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { type SettingsActor, s } from './context';
import { requiredVersion, staleSetting } from './versioning';

export const costView = (c: typeof costItems.$inferSelect) => ({
  id: c.id,
  cost_type: c.costType,
  cost_list_id: c.category,
  name: c.name,
  percent: Number(c.amount),
  cost_option: c.costOption,
  from: c.base === 'revenue' ? (1 as const) : (2 as const),
  industry_id: c.industryId,
  frequency: c.frequency,
  version: c.version,
});

/** Adds or edits an Other Costs item; names are unique within a cost type ('Cost name already exists'). */
export async function saveCost(db: Db, actor: SettingsActor, data: CostInput) {
  const values = {
    costType: data.cost_type,
    category: data.cost_type === 'custom_cost' ? (data.cost_list_id ?? null) : null,
    name: data.cost_name,
    amount: s(data.percent),
    costOption: data.cost_option,
    base: data.from === 2 ? ('total_wage' as const) : ('revenue' as const),
    industryId: data.industry ?? null,
    frequency: data.cost_option === 'flat' ? data.frequency : ('once' as const),
  };
  return db.transaction(async (tx) => {
    if (values.industryId) await assertIndustry(tx, values.industryId);
    await assertUniqueName(tx, actor.organizationId, data);
    if (data.id) {
      // Locked: a parallel edit of this cost waits here, then sees the version this one leaves.
      const [old] = await tx
        .select()
        .from(costItems)
        .where(and(eq(costItems.id, data.id), eq(costItems.organizationId, actor.organizationId)))
        .for('update');
      if (!old) throw AppError.notFound('Cost');
      const expected = requiredVersion(data.version);
      if (old.version !== expected) {
        throw await staleSetting(tx, { ...actor, area: 'costs', recordId: old.id, what: 'cost' }, old);
      }
      const [row] = await tx
        .update(costItems)
        .set({ ...values, updatedAt: new Date(), version: sql`${costItems.version} + 1` })
        .where(and(eq(costItems.id, old.id), eq(costItems.version, expected)))
        .returning();
      await recordAudit(tx, {
        ...actor,
        area: 'costs',
        recordId: old.id,
        action: 'update',
        oldValue: costView(old),
        newValue: costView(row!),
      });
      return costView(row!);
    }
    const [row] = await tx
      .insert(costItems)
      .values({ organizationId: actor.organizationId, ...values })
      .returning();
    await recordAudit(tx, {
      ...actor,
      area: 'costs',
      recordId: row!.id,
      action: 'create',
      newValue: costView(row!),
    });
    return costView(row!);
  });
}

export async function deleteCost(db: Db, actor: SettingsActor, id: number) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(costItems)
      .where(and(eq(costItems.id, id), eq(costItems.organizationId, actor.organizationId)))
      .returning();
    if (!old) throw AppError.notFound('Cost');
    await recordAudit(tx, {
      ...actor,
      area: 'costs',
      recordId: id,
      action: 'delete',
      oldValue: costView(old),
    });
  });
}

async function assertUniqueName(tx: DbOrTx, organizationId: number, data: CostInput) {
  const [clash] = await tx
    .select({ id: costItems.id })
    .from(costItems)
    .where(
      and(
        eq(costItems.organizationId, organizationId),
        eq(costItems.costType, data.cost_type),
        eq(costItems.name, data.cost_name),
        data.id ? ne(costItems.id, data.id) : undefined,
      ),
    );
  if (clash) throw AppError.validation({ cost_name: [COST_NAME_EXISTS] });
}

async function assertIndustry(tx: DbOrTx, id: number) {
  const [found] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, id));
  if (!found) throw AppError.validation({ industry: ['Industry is invalid'] });
}
