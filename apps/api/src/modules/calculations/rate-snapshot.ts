import type { CostItem, FederalTable, OvertimeRule, RateSnapshot, YearTable } from '@app/engine';
import { type LocationSnapshot, locationKey, type PricingSnapshot } from '@app/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import {
  type OvertimeRuleRow,
  type PerDiemRow,
  readLocationRates,
  readOrganizationRates,
} from './calculations.repo';

/** The tax year and the day (YYYY-MM-DD, UTC) a calculation priced at `now` reads its rates for. */
export const taxDay = (now: Date) => ({
  taxYear: now.getUTCFullYear(),
  today: now.toISOString().slice(0, 10),
});

/**
 * Reads the organisation's settings and the reference tables for the given locations, as of `taxYear`: the
 * snapshot a calculation is priced against (@app/pricing) and stored with.
 */
export async function buildSnapshot(
  db: DbOrTx,
  opts: {
    organizationId: number;
    /** The organisation's row when the caller has it (the request's membership): not read again. */
    organization?: { alwaysAccrue: boolean };
    /**
     * Keeps the organisation's settings between calculations (the app's settingsCache for this organisation,
     * dropped by any write but a calculation's, plugins/auth.ts); without it they are read each time.
     */
    remember?: Remember;
    taxYear: number;
    /** The clock's today (YYYY-MM-DD): the per-diem season of a person without a start date. */
    today: string;
    locations: LocationRef[];
  },
): Promise<PricingSnapshot> {
  const org = opts.organizationId;
  const remember = opts.remember ?? ((_key, load) => load());
  // In parallel: callers read outside a transaction, so the pool spreads the queries over connections.
  const [{ federal: fed, packages, costs, options, organization }, locationList] = await Promise.all([
    remember(`organization-rates:${!opts.organization}`, () =>
      readOrganizationRates(db, org, { withOrganization: !opts.organization }),
    ),
    locationSnapshots(db, org, uniqueLocations(opts.locations), remember, opts.today),
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
    alwaysAccrueSpto: (opts.organization ?? organization)?.alwaysAccrue ?? false,
    salesTaxExemptAll: options?.salesTaxExemptAll ?? false,
  };
  return { rates, locations: locationList };
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

/** A cache's read for one organisation: the kept value for `key`, or `load`'s (read-cache.ts). */
type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

type LocationRef = {
  stateId: number;
  cityId: number | null;
  startDate?: string;
  /** Where the request named this location (person_list.0.wc_states.1), for the unknown-state message. */
  field?: string;
};

/**
 * The rates of every location, each table read once for all of them (one round of queries in parallel, not
 * one per location): a 3-state calculation's snapshot is then one round trip.
 */
async function locationSnapshots(
  db: DbOrTx,
  org: number,
  locations: LocationRef[],
  remember: Remember,
  today: string,
): Promise<Record<string, LocationSnapshot>> {
  const stateIds = [...new Set(locations.map((l) => l.stateId))];
  const cityIds = [...new Set(locations.flatMap((l) => (l.cityId ? [l.cityId] : [])))];
  if (stateIds.length === 0) return {};
  const { stateRows, cityRows, settings, bases, reductions, sptoRows, taxRows, perDiems, overtimeRules } =
    await remember(`location-rates:${stateIds.join(',')}:${cityIds.join(',')}`, () =>
      readLocationRates(db, org, stateIds, cityIds),
    );
  const out: Record<string, LocationSnapshot> = {};
  for (const loc of locations) {
    const state = stateRows.find((s) => s.id === loc.stateId);
    if (!state) throw AppError.validation({ [`${loc.field ?? 'location'}.state_id`]: ['State not found'] });
    const city = loc.cityId ? cityRows.find((c) => c.id === loc.cityId) : undefined;
    const setting = settings.find((r) => r.stateId === loc.stateId);
    // A city row, where the organisation has one, replaces the state row.
    const pick = <T extends { stateId: number; cityId: number | null }>(rows: T[]) =>
      rows.find((r) => r.stateId === loc.stateId && r.cityId !== null && r.cityId === loc.cityId) ??
      rows.find((r) => r.stateId === loc.stateId && r.cityId === null);
    const spto = pick(sptoRows);
    const tax = pick(taxRows);
    const wageBases: YearTable = Object.fromEntries(
      bases.filter((b) => b.stateId === loc.stateId).map((b) => [b.year, b.wageBase]),
    );
    out[locationKey(loc.stateId, loc.cityId)] = {
      stateCode: state.code,
      stateId: String(state.id),
      city: city?.name ?? null,
      cityId: city ? String(city.id) : null,
      suta: { ratePercent: setting?.sutaRate ?? '0', wageBases },
      sutaRateMissing: !setting?.sutaRate,
      futaCreditReductions: Object.fromEntries(
        reductions.filter((r) => r.stateCode === state.code).map((r) => [r.year, r.creditReduction]),
      ),
      sickLeave: spto
        ? [
            {
              accrualRate: spto.accrualRate,
              accrualCapPerYear: spto.accrualCapPerYear,
              totalCap: spto.totalCap,
            },
          ]
        : [],
      perDiem: perDiemFor(
        perDiems.filter((r) => r.stateId === loc.stateId).map((r) => r.row),
        city?.name,
        loc.startDate ?? today,
      ),
      salesTax: tax ? { ratePercent: tax.rate, type: tax.taxType, exempt: tax.exempt } : null,
      // The state's daily overtime rule travels in the snapshot: a saved calculation keeps the rule it was
      // priced with until it is recalculated. No row: the federal weekly rule.
      overtimeRule: overtimeRuleOf(state.name, overtimeRules.find((r) => r.stateId === loc.stateId)?.rule),
    };
  }
  return out;
}

function overtimeRuleOf(stateName: string, row: OvertimeRuleRow | undefined): OvertimeRule | null {
  if (!row) return null;
  return {
    stateName,
    dailyOvertimeAfter: row.dailyOvertimeAfter,
    dailyDoubletimeAfter: row.dailyDoubletimeAfter,
    seventhDay: row.seventhDay,
  };
}

/**
 * The GSA rate of the city's destination in force on the start date (seasons by MM-DD), or null for the
 * standard CONUS rate, which the engine applies.
 */
function perDiemFor(rows: PerDiemRow[], cityName: string | undefined, startDate: string) {
  if (!cityName) return null;
  const name = cityName.toLowerCase();
  const matches = rows.filter((r) =>
    r.destination
      .toLowerCase()
      .split('/')
      .some((part) => part.trim() === name),
  );
  if (matches.length === 0) return null;
  const mmdd = startDate.slice(5);
  const inSeason = (begin: string | null, end: string | null) => {
    if (!begin || !end) return true;
    return begin <= end ? mmdd >= begin && mmdd <= end : mmdd >= begin || mmdd <= end;
  };
  const row = matches.find((r) => inSeason(r.seasonBegin, r.seasonEnd)) ?? matches[0]!;
  return { mie: row.mie, lodging: row.lodging };
}
