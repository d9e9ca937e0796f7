import type { ListQuery } from '@app/contracts/settings';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cities, organizations, sptoSettings, states } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { type SettingsActor, s } from './context';
import { staleSetting } from './versioning';

const view = (r: { row: typeof sptoSettings.$inferSelect; state: string; city: string | null }) => ({
  id: r.row.id,
  state_id: r.row.stateId,
  state: r.state,
  city_id: r.row.cityId,
  city: r.city,
  accural_rate: Number(r.row.accrualRate),
  accural_cap_per_year: Number(r.row.accrualCapPerYear),
  total_cap: Number(r.row.totalCap),
  version: r.row.version,
});

export async function listSpto(db: DbOrTx, organizationId: number, q: ListQuery) {
  const where = and(
    eq(sptoSettings.organizationId, organizationId),
    q.state_id ? eq(sptoSettings.stateId, q.state_id) : undefined,
    q.city_id ? eq(sptoSettings.cityId, q.city_id) : undefined,
  );
  const columns = {
    state: states.name,
    city: cities.name,
    accrual_rate: sptoSettings.accrualRate,
    accrual_cap_per_year: sptoSettings.accrualCapPerYear,
    total_cap: sptoSettings.totalCap,
  } as const;
  const column = columns[q.sort as keyof typeof columns] ?? states.name;
  const dir = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: sptoSettings, state: states.name, city: cities.name })
      .from(sptoSettings)
      .innerJoin(states, eq(states.id, sptoSettings.stateId))
      .leftJoin(cities, eq(cities.id, sptoSettings.cityId))
      .where(where)
      .orderBy(dir(column), asc(states.name), asc(cities.name), asc(sptoSettings.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(sptoSettings).where(where),
  ]);
  return { data: rows.map(view), total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

export async function updateSpto(
  db: Db,
  actor: SettingsActor,
  data: {
    id: number;
    version: number;
    accural_rate: number;
    accural_cap_per_year: number;
    total_cap: number;
  },
) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(sptoSettings)
      .where(and(eq(sptoSettings.id, data.id), eq(sptoSettings.organizationId, actor.organizationId)))
      .for('update');
    if (!old) throw AppError.notFound('SPTO row');
    if (old.version !== data.version) {
      throw await staleSetting(tx, { ...actor, area: 'spto', recordId: old.id, what: 'SPTO row' }, old);
    }
    const [row] = await tx
      .update(sptoSettings)
      .set({
        accrualRate: s(data.accural_rate),
        accrualCapPerYear: s(data.accural_cap_per_year),
        totalCap: s(data.total_cap),
        updatedAt: new Date(),
        version: sql`${sptoSettings.version} + 1`,
      })
      .where(and(eq(sptoSettings.id, old.id), eq(sptoSettings.version, data.version)))
      .returning({ version: sptoSettings.version });
    await recordAudit(tx, {
      ...actor,
      area: 'spto',
      recordId: old.id,
      action: 'update',
      oldValue: {
        accural_rate: Number(old.accrualRate),
        accural_cap_per_year: Number(old.accrualCapPerYear),
        total_cap: Number(old.totalCap),
      },
      newValue: data,
    });
    return { id: old.id, version: row!.version };
  });
}

export async function setAlwaysAccrue(db: Db, actor: SettingsActor, value: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ alwaysAccrue: value })
      .where(eq(organizations.id, actor.organizationId));
    await recordAudit(tx, {
      ...actor,
      area: 'options',
      action: 'update',
      newValue: { always_accrue: value },
    });
  });
}
