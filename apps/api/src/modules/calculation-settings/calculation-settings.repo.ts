import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  calculationOptions,
  cities,
  costItems,
  healthcarePackages,
  industries,
  organizations,
  sickLeaveRules,
  stateSettings,
  states,
  stateWageBases,
  wcCodes,
} from '../../db/schema';

/**
 * The organisation's calculation settings flags, the reference rows the settings pages choose from, costs and
 * the whole settings read; versioned rows, the audit log and locations have their own repo files.
 */

// --- organisation

/**
 * Serialises writes to one organisation's locations and WC codes: a parallel save waits for this transaction
 * and then reads what it committed, instead of inserting the same state twice. NO KEY UPDATE leaves inserts
 * that merely reference the organisation (their foreign-key check) unblocked.
 */
export async function lockOrganizationSettings(tx: DbOrTx, organizationId: number) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
}

export async function findOrganization(db: DbOrTx, organizationId: number) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return org;
}

export async function setAlwaysAccrue(db: DbOrTx, organizationId: number, value: boolean) {
  await db.update(organizations).set({ alwaysAccrue: value }).where(eq(organizations.id, organizationId));
}

export async function setSalesTaxExemptAll(db: DbOrTx, organizationId: number, value: boolean, now: Date) {
  await db
    .insert(calculationOptions)
    .values({ organizationId, salesTaxExemptAll: value })
    .onConflictDoUpdate({
      target: calculationOptions.organizationId,
      set: { salesTaxExemptAll: value, updatedAt: now },
    });
}

// --- reference data

export const listStateRefs = (db: DbOrTx) =>
  db.select({ id: states.id, name: states.name, code: states.code }).from(states);

export const listIndustryRefs = (db: DbOrTx) =>
  db.select({ id: industries.id, name: industries.name }).from(industries);

export const findStates = (db: DbOrTx, ids: number[]) =>
  db.select().from(states).where(inArray(states.id, ids));

export async function industryExists(db: DbOrTx, id: number) {
  const [found] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id));
  return !!found;
}

/** A city of the state: by id, or by its name (null when there is none). */
async function findCity(db: DbOrTx, stateId: number, city: { id: number } | { name: string }) {
  const [found] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(eq(cities.stateId, stateId), 'id' in city ? eq(cities.id, city.id) : eq(cities.name, city.name)),
    );
  return found?.id ?? null;
}

export const cityInState = async (db: DbOrTx, cityId: number, stateId: number) =>
  (await findCity(db, stateId, { id: cityId })) !== null;

export const findCityByName = (db: DbOrTx, stateId: number, name: string) => findCity(db, stateId, { name });

export const sickLeaveRulesOf = (db: DbOrTx, stateCode: string) =>
  db.select().from(sickLeaveRules).where(eq(sickLeaveRules.stateCode, stateCode));

// --- costs

/** Another cost of the same type already named so (the row being edited aside). */
export async function costNameTaken(
  db: DbOrTx,
  organizationId: number,
  cost: { id?: number | null; costType: (typeof costItems.$inferSelect)['costType']; name: string },
) {
  const [clash] = await db
    .select({ id: costItems.id })
    .from(costItems)
    .where(
      and(
        eq(costItems.organizationId, organizationId),
        eq(costItems.costType, cost.costType),
        eq(costItems.name, cost.name),
        cost.id ? ne(costItems.id, cost.id) : undefined,
      ),
    );
  return !!clash;
}

// --- the whole settings picture

export async function loadSettingsRows(db: DbOrTx, organizationId: number) {
  const [locations, caps, codes, packages, costs, [options], [org]] = await Promise.all([
    db
      .select({ row: stateSettings, name: states.name, code: states.code })
      .from(stateSettings)
      .innerJoin(states, eq(states.id, stateSettings.stateId))
      .where(eq(stateSettings.organizationId, organizationId))
      .orderBy(asc(states.name)),
    db.select().from(stateWageBases).orderBy(asc(stateWageBases.year)),
    db.select().from(wcCodes).where(eq(wcCodes.organizationId, organizationId)).orderBy(asc(wcCodes.id)),
    db
      .select()
      .from(healthcarePackages)
      .where(eq(healthcarePackages.organizationId, organizationId))
      .orderBy(asc(healthcarePackages.name)),
    db
      .select()
      .from(costItems)
      .where(eq(costItems.organizationId, organizationId))
      .orderBy(asc(costItems.id)),
    db.select().from(calculationOptions).where(eq(calculationOptions.organizationId, organizationId)),
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  return { locations, caps, codes, packages, costs, options, org };
}
