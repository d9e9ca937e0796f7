import type { ListQuery, sptoBodySchema } from '@app/contracts/settings';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { sptoSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit/settings-audit';
import { setAlwaysAccrue as storeAlwaysAccrue } from './calculation-settings.repo';
import { type SettingsActor, s } from './context';
import { listSettingsPage, locationRowView, type SettingsTable, updateSettingsRow } from './settings-rows';

const spto: SettingsTable<typeof sptoSettings> = {
  table: sptoSettings,
  area: 'spto',
  noun: 'SPTO row',
  what: 'SPTO row',
};

const view = (r: { row: typeof sptoSettings.$inferSelect; state: string; city: string | null }) => ({
  ...locationRowView(r),
  accural_rate: Number(r.row.accrualRate),
  accural_cap_per_year: Number(r.row.accrualCapPerYear),
  total_cap: Number(r.row.totalCap),
  version: r.row.version,
});

export function listSpto(db: DbOrTx, organizationId: number, q: ListQuery) {
  const sortable = {
    accrual_rate: sptoSettings.accrualRate,
    accrual_cap_per_year: sptoSettings.accrualCapPerYear,
    total_cap: sptoSettings.totalCap,
  };
  return listSettingsPage(db, sptoSettings, organizationId, q, sortable, view);
}

export async function updateSpto(db: Db, actor: SettingsActor, data: z.infer<typeof sptoBodySchema>['data']) {
  return db.transaction(async (tx) => {
    const row = await updateSettingsRow(tx, actor, spto, {
      id: data.id,
      version: data.version,
      values: {
        accrualRate: s(data.accural_rate),
        accrualCapPerYear: s(data.accural_cap_per_year),
        totalCap: s(data.total_cap),
      },
      audit: (old) => ({
        oldValue: {
          accural_rate: Number(old.accrualRate),
          accural_cap_per_year: Number(old.accrualCapPerYear),
          total_cap: Number(old.totalCap),
        },
        newValue: data,
      }),
    });
    return { id: row.id, version: row.version };
  });
}

export async function setAlwaysAccrue(db: Db, actor: SettingsActor, value: boolean) {
  await db.transaction(async (tx) => {
    await storeAlwaysAccrue(tx, actor.organizationId, value);
    await recordAudit(tx, {
      ...actor,
      area: 'options',
      action: 'update',
      newValue: { always_accrue: value },
    });
  });
}
