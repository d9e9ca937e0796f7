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
  // Sequential on purpose: inside a transaction all queries share one connection.
  const fed = await db.select().from(federalTaxYears);
  const packages = await db
    .select()
    .from(healthcarePackages)
    .where(eq(healthcarePackages.organizationId, org));
  const costs = await db.select().from(costItems).where(eq(costItems.organizationId, org));
  const [options] = await db
    .select()
    .from(calculationOptions)
    .where(eq(calculationOptions.organizationId, org));
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, org));
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
  const locations: Record<string, LocationSnapshot> = {};
  for (const loc of opts.locations) {
    const key = locationKey(loc.stateId, loc.cityId);
    if (!locations[key]) locations[key] = await locationSnapshot(db, org, loc);
  }
  return { rates, locations };
}

async function locationSnapshot(
  db: DbOrTx,
  org: number,
  loc: { stateId: number; cityId: number | null; startDate?: string },
): Promise<LocationSnapshot> {
  const [state] = await db.select().from(states).where(eq(states.id, loc.stateId));
  if (!state) throw new Error(`unknown state ${loc.stateId}`);
  const city = loc.cityId ? (await db.select().from(cities).where(eq(cities.id, loc.cityId)))[0] : undefined;
  const cityMatch = (col: typeof sptoSettings.cityId | typeof salesTaxSettings.cityId) =>
    loc.cityId ? or(isNull(col), eq(col, loc.cityId)) : isNull(col);
  const [setting] = await db
    .select()
    .from(stateSettings)
    .where(and(eq(stateSettings.organizationId, org), eq(stateSettings.stateId, loc.stateId)));
  const bases = await db.select().from(stateWageBases).where(eq(stateWageBases.stateId, loc.stateId));
  const reductions = await db
    .select()
    .from(futaCreditReductions)
    .where(eq(futaCreditReductions.stateCode, state.code));
  const sptoRows = await db
    .select()
    .from(sptoSettings)
    .where(
      and(
        eq(sptoSettings.organizationId, org),
        eq(sptoSettings.stateId, loc.stateId),
        cityMatch(sptoSettings.cityId),
      ),
    );
  const taxRows = await db
    .select()
    .from(salesTaxSettings)
    .where(
      and(
        eq(salesTaxSettings.organizationId, org),
        eq(salesTaxSettings.stateId, loc.stateId),
        cityMatch(salesTaxSettings.cityId),
      ),
    );
  const perDiem = await perDiemFor(db, state.code, city?.name, loc.startDate);
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
