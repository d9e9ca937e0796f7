import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, countries, industries, plans, roles, states, stateWageBases } from '../../db/schema';

export const listRoles = (db: DbOrTx) => db.select().from(roles).orderBy(asc(roles.id));
export const listIndustries = (db: DbOrTx) => db.select().from(industries).orderBy(asc(industries.id));
export const listCountries = (db: DbOrTx) => db.select().from(countries).orderBy(asc(countries.name));
export const listPlans = (db: DbOrTx) => db.select().from(plans).orderBy(asc(plans.id));

export async function listStates(db: DbOrTx, { countryId }: { countryId: number }) {
  const rows = await db
    .select({ state: states, wageBase: stateWageBases })
    .from(states)
    .leftJoin(stateWageBases, eq(stateWageBases.stateId, states.id))
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name), asc(stateWageBases.year));
  const byId = new Map<
    number,
    typeof states.$inferSelect & { wage_caps: { year: number; wage_base: number }[] }
  >();
  for (const { state, wageBase } of rows) {
    const entry = byId.get(state.id) ?? { ...state, wage_caps: [] };
    if (wageBase) entry.wage_caps.push({ year: wageBase.year, wage_base: Number(wageBase.wageBase) });
    byId.set(state.id, entry);
  }
  return [...byId.values()];
}

export const listCities = (db: DbOrTx, { stateId }: { stateId: number }) =>
  db
    .select({ id: cities.id, name: cities.name, state_id: cities.stateId })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
