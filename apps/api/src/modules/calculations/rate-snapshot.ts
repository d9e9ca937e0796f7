import type { CostItem, FederalTable, LocationRates, RateSnapshot, YearTable } from '@app/engine';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  calculationOptions,
  cities,
  costItems,
  federalTaxYears,
  futaCreditReductions,
  healthcarePackages,
  organizations,
  perDiemRates,
  salesTaxSettings,
  sptoSettings,
  stateSettings,
  states,
  stateWageBases,
} from '../../db/schema';

/** The rates of one (state, city) pair, without the WC code (that comes with each person). */
export type LocationSnapshot = Omit<LocationRates, 'workersComp'> & {
  /** True when the organisation has not entered a SUTA rate for the state (0 is used). */
  sutaRateMissing: boolean;
};

/** Everything a calculation was computed with; stored with it so later settings edits never change it. */
export interface StoredSnapshot {
  rates: RateSnapshot;
  /** Keyed by `${stateId}:${cityId ?? ''}`. */
  locations: Record<string, LocationSnapshot>;
}

export const locationKey = (stateId: number | string, cityId: number | string | null | undefined) =>
  `${stateId}:${cityId ?? ''}`;

/** Reads the organisation's settings and the reference tables for the given locations, as of `taxYear`. */
export async function buildSnapshot(
  db: DbOrTx,
  opts: {
    organizationId: number;
    taxYear: number;
    locations: { stateId: number; cityId: number | null; startDate?: string }[];
  },
): Promise<StoredSnapshot> {
  const org = opts.organizationId;
  // In parallel: callers read outside a transaction, so the pool spreads the queries over connections.
  const [fed, packages, costs, [options], [organization], locationList] = await Promise.all([
    db.select().from(federalTaxYears),
    db.select().from(healthcarePackages).where(eq(healthcarePackages.organizationId, org)),
    db.select().from(costItems).where(eq(costItems.organizationId, org)),
    db.select().from(calculationOptions).where(eq(calculationOptions.organizationId, org)),
    db.select().from(organizations).where(eq(organizations.id, org)),
    Promise.all(
      uniqueLocations(opts.locations).map(
        async (loc) => [locationKey(loc.stateId, loc.cityId), await locationSnapshot(db, org, loc)] as const,
      ),
    ),
  ]);
  const federal: FederalTable = Object.fromEntries(
    fed.map((f) => [
      f.year,
      {
        socialSecurityRate: f.socialSecurityRate,
        socialSecurityWageBase: f.socialSecurityWageBase,
        medicareRate: f.medicareRate,
        futaNetRate: f.futaNetRate,
        futaWageBase: f.futaWageBase,
      },
    ]),
  );
  const rates: RateSnapshot = {
    taxYear: opts.taxYear,
    federal,
    healthcarePackages: packages.map((p) => ({
      id: String(p.id),
      name: p.name,
      monthlyPremiums: {
        employee_only: p.employeeOnly,
        employee_spouse: p.employeeSpouse,
        employee_dependent: p.employeeDependent,
        family: p.family,
      },
    })),
    costItems: costs.map(
      (c): CostItem => ({
        id: String(c.id),
        name: c.name,
        option: c.costOption,
        amount: c.amount,
        from: c.base === 'revenue' ? 'revenue' : 'wages',
        frequency: c.frequency,
      }),
    ),
    alwaysAccrueSpto: organization?.alwaysAccrue ?? false,
    salesTaxExemptAll: options?.salesTaxExemptAll ?? false,
  };
  return { rates, locations: Object.fromEntries(locationList) };
}

/** The first occurrence of each (state, city): its start date picks the per-diem season. */
function uniqueLocations<T extends { stateId: number; cityId: number | null }>(locations: T[]): T[] {
  const seen = new Map<string, T>();
  for (const loc of locations) {
    const key = locationKey(loc.stateId, loc.cityId);
    if (!seen.has(key)) seen.set(key, loc);
  }
  return [...seen.values()];
}

async function locationSnapshot(
  db: DbOrTx,
  org: number,
  loc: { stateId: number; cityId: number | null; startDate?: string },
): Promise<LocationSnapshot> {
  const [[state], [city]] = await Promise.all([
    db.select().from(states).where(eq(states.id, loc.stateId)),
    loc.cityId ? db.select().from(cities).where(eq(cities.id, loc.cityId)) : Promise.resolve([]),
  ]);
  if (!state) throw new Error(`unknown state ${loc.stateId}`);
  const cityMatch = (col: typeof sptoSettings.cityId | typeof salesTaxSettings.cityId) =>
    loc.cityId ? or(isNull(col), eq(col, loc.cityId)) : isNull(col);
  const [[setting], bases, reductions, sptoRows, taxRows, perDiem] = await Promise.all([
    db
      .select()
      .from(stateSettings)
      .where(and(eq(stateSettings.organizationId, org), eq(stateSettings.stateId, loc.stateId))),
    db.select().from(stateWageBases).where(eq(stateWageBases.stateId, loc.stateId)),
    db.select().from(futaCreditReductions).where(eq(futaCreditReductions.stateCode, state.code)),
    db
      .select()
      .from(sptoSettings)
      .where(
        and(
          eq(sptoSettings.organizationId, org),
          eq(sptoSettings.stateId, loc.stateId),
          cityMatch(sptoSettings.cityId),
        ),
      ),
    db
      .select()
      .from(salesTaxSettings)
      .where(
        and(
          eq(salesTaxSettings.organizationId, org),
          eq(salesTaxSettings.stateId, loc.stateId),
          cityMatch(salesTaxSettings.cityId),
        ),
      ),
    perDiemFor(db, state.code, city?.name, loc.startDate),
  ]);
  // A city row, where the organisation has one, replaces the state row.
  const spto = sptoRows.find((r) => r.cityId !== null) ?? sptoRows.find((r) => r.cityId === null);
  const tax = taxRows.find((r) => r.cityId !== null) ?? taxRows.find((r) => r.cityId === null);
  const wageBases: YearTable = Object.fromEntries(bases.map((b) => [b.year, b.wageBase]));
  return {
    stateCode: state.code,
    stateId: String(state.id),
    city: city?.name ?? null,
    cityId: city ? String(city.id) : null,
    suta: { ratePercent: setting?.sutaRate ?? '0', wageBases },
    sutaRateMissing: !setting?.sutaRate,
    futaCreditReductions: Object.fromEntries(reductions.map((r) => [r.year, r.creditReduction])),
    sickLeave: spto
      ? [
          {
            accrualRate: spto.accrualRate,
            accrualCapPerYear: spto.accrualCapPerYear,
            totalCap: spto.totalCap,
          },
        ]
      : [],
    perDiem,
    salesTax: tax ? { ratePercent: tax.rate, type: tax.taxType, exempt: tax.exempt } : null,
  };
}

/**
 * The GSA rate of the city's destination in force on the start date (seasons by MM-DD), or null for the
 * standard CONUS rate, which the engine applies.
 */
async function perDiemFor(db: DbOrTx, stateCode: string, cityName: string | undefined, startDate?: string) {
  if (!cityName) return null;
  const rows = await db.select().from(perDiemRates).where(eq(perDiemRates.stateCode, stateCode));
  const name = cityName.toLowerCase();
  const matches = rows.filter((r) =>
    r.destination
      .toLowerCase()
      .split('/')
      .some((part) => part.trim() === name),
  );
  if (matches.length === 0) return null;
  const mmdd = (startDate ?? new Date().toISOString().slice(0, 10)).slice(5);
  const inSeason = (begin: string | null, end: string | null) => {
    if (!begin || !end) return true;
    return begin <= end ? mmdd >= begin && mmdd <= end : mmdd >= begin || mmdd <= end;
  };
  const row = matches.find((r) => inSeason(r.seasonBegin, r.seasonEnd)) ?? matches[0]!;
  return { mie: row.mie, lodging: row.lodging };
}
