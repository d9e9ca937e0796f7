import type { CostInput } from '@app/contracts/settings';
import type { Db } from '../../db/client';
import { costItems } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { COST_NAME_EXISTS } from '../../plugins/unique-violations';
import { costNameTaken, industryExists } from './calculation-settings.repo';
import { type SettingsActor, s } from './context';
import { createSettingsRow, deleteSettingsRow, type SettingsTable, updateSettingsRow } from './settings-rows';

const costs: SettingsTable<typeof costItems> = {
  table: costItems,
  area: 'costs',
  noun: 'Cost',
  what: 'cost',
};

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
    if (values.industryId && !(await industryExists(tx, values.industryId))) {
      throw AppError.validation({ industry: ['Industry is invalid'] });
    }
    if (
      await costNameTaken(tx, actor.organizationId, {
        id: data.id,
        costType: data.cost_type,
        name: data.cost_name,
      })
    ) {
      throw AppError.validation({ cost_name: [COST_NAME_EXISTS] });
    }
    const row = data.id
      ? await updateSettingsRow(tx, actor, costs, {
          id: data.id,
          version: data.version,
          values,
          audit: (old, row) => ({ oldValue: costView(old), newValue: costView(row) }),
        })
      : await createSettingsRow(tx, actor, costs, values, costView);
    // A parallel add of the same name got there first: the unique index kept this one out.
    if (!row) throw AppError.validation({ cost_name: [COST_NAME_EXISTS] });
    return costView(row);
  });
}

export async function deleteCost(db: Db, actor: SettingsActor, id: number) {
  await db.transaction((tx) => deleteSettingsRow(tx, actor, costs, id, costView));
}
