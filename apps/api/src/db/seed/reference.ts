import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  cities,
  countries,
  federalTaxYears,
  futaCreditReductions,
  industries,
  perDiemRates,
  plans,
  roles,
  sickLeaveRules,
  states,
  stateWageBases,
} from '../schema';
import { orNull, readCsv, readJson, readUsCities } from './read-data';

export const ROLE_IDS = { owner: 1, admin: 2, manager: 3, teamMember: 4 } as const;
const ROLES = [
  { id: ROLE_IDS.owner, name: 'Owner' },
  { id: ROLE_IDS.admin, name: 'Admin' },
  { id: ROLE_IDS.manager, name: 'Manager' },
  { id: ROLE_IDS.teamMember, name: 'Team Member' },
];
const INDUSTRIES = ['Clerical', 'Light Industrial', 'Healthcare', 'Industrial', 'Other'];
const PLANS = [
  { name: 'Essential', code: 'essential-monthly', frequency: '1', isEnterprise: false },
  { name: 'Essential', code: 'essential-yearly', frequency: '2', isEnterprise: false },
  { name: 'Enterprise', code: 'enterprise-monthly', frequency: '1', isEnterprise: true },
  { name: 'Enterprise', code: 'enterprise-yearly', frequency: '2', isEnterprise: true },
];

interface FederalFile {
  years: Record<
    string,
    {
      social_security: { employer_rate: number; wage_base: number };
      medicare: { employer_rate: number };
      futa: { net_rate: number; wage_base: number };
    }
  >;
  futa_credit_reductions: Record<string, unknown>;
}

/** decimal fraction (0.062) -> percentage string (6.2) without binary-float noise */
const percent = (fraction: number) => String(Number((fraction * 100).toPrecision(12)));

/** Loads every reference table; each block is skipped when its table already holds rows. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await db.insert(roles).values(ROLES).onConflictDoNothing();
  await db
    .insert(industries)
    .values(INDUSTRIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db.insert(plans).values(PLANS).onConflictDoNothing();
  const [us] = await db
    .insert(countries)
    .values({ code: 'US', name: 'United States' })
    .onConflictDoUpdate({ target: countries.code, set: { name: 'United States' } })
    .returning();
  if (!us) throw new Error('country seed failed');

  if (!(await hasRows(db, 'states'))) await seedStates(db, us.id);
  if (!(await hasRows(db, 'cities'))) await seedCities(db);
  if (!(await hasRows(db, 'federal_tax_years'))) await seedFederal(db);
  if (!(await hasRows(db, 'sick_leave_rules'))) await seedSickLeave(db);
  if (!(await hasRows(db, 'per_diem_rates'))) await seedPerDiem(db);
}

async function hasRows(db: DbOrTx, table: string): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from ${sql.identifier(table)}) as present`);
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return Boolean(rows[0]?.present);
}

async function seedStates(db: DbOrTx, countryId: number) {
  for (const row of readCsv('states.csv')) {
    const [state] = await db
      .insert(states)
      .values({
        countryId,
        code: row.code!,
        name: row.name!,
        fips: row.fips!,
        salesTaxRate: orNull(row.state_sales_tax_rate_pct),
        salesTaxNotes: orNull(row.sales_tax_notes),
        taxesTempStaffing: orNull(row.taxes_temp_staffing),
        newEmployerSutaRate: orNull(row.new_employer_suta_rate_pct),
      })
      .returning();
    const bases = [
      { year: 2025, wageBase: orNull(row.suta_wage_base_2025) },
      { year: 2026, wageBase: orNull(row.suta_wage_base_2026) },
    ].filter((b): b is { year: number; wageBase: string } => b.wageBase !== null);
    if (bases.length > 0) {
      await db
        .insert(stateWageBases)
        .values(bases.map((b) => ({ ...b, stateId: state!.id, notes: orNull(row.suta_notes) })));
    }
  }
}

async function seedCities(db: DbOrTx) {
  const stateIds = new Map((await db.select().from(states)).map((s) => [s.code, s.id]));
  const seen = new Set<string>();
  const rows: { stateId: number; name: string }[] = [];
  for (const city of readUsCities()) {
    const stateId = stateIds.get(city.admin1);
    const key = `${city.admin1}|${city.name}`;
    if (!stateId || seen.has(key)) continue;
    seen.add(key);
    rows.push({ stateId, name: city.name });
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insert(cities).values(rows.slice(i, i + 2000));
  }
}

async function seedFederal(db: DbOrTx) {
  const federal = readJson<FederalFile>('federal.json');
  for (const [year, f] of Object.entries(federal.years)) {
    await db.insert(federalTaxYears).values({
      year: Number(year),
      socialSecurityRate: percent(f.social_security.employer_rate),
      socialSecurityWageBase: String(f.social_security.wage_base),
      medicareRate: percent(f.medicare.employer_rate),
      futaNetRate: percent(f.futa.net_rate),
      futaWageBase: String(f.futa.wage_base),
    });
  }
  for (const [year, list] of Object.entries(federal.futa_credit_reductions)) {
    if (!Array.isArray(list)) continue;
    for (const r of list as { state: string; credit_reduction: number }[]) {
      await db.insert(futaCreditReductions).values({
        year: Number(year),
        stateCode: r.state,
        creditReduction: percent(r.credit_reduction),
      });
    }
  }
}

async function seedSickLeave(db: DbOrTx) {
  const rows = readCsv('sick_leave.csv').map((r) => ({
    jurisdiction: r.jurisdiction!,
    stateCode: r.state!,
    city: orNull(r.city),
    hoursEarned: orNull(r.hours_earned),
    perHoursWorked: orNull(r.per_hours_worked),
    annualCapHours: orNull(r.annual_accrual_cap_hours),
    totalCapHours: orNull(r.total_cap_hours),
    employerTier: orNull(r.employer_tier),
    effectiveDate: orNull(r.effective_date),
    status: r.status!,
    verified: r.verified!,
    source: orNull(r.source),
    notes: orNull(r.notes),
  }));
  await db.insert(sickLeaveRules).values(rows);
}

async function seedPerDiem(db: DbOrTx) {
  const rows = readCsv('per_diem.csv').map((r) => ({
    fiscalYear: Number(r.fiscal_year),
    stateCode: orNull(r.state),
    destination: r.destination!,
    counties: orNull(r.county_or_location),
    seasonBegin: orNull(r.season_begin),
    seasonEnd: orNull(r.season_end),
    lodging: r.lodging_usd!,
    mie: r.mie_usd!,
    isStandard: r.is_standard_conus === 'true',
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(perDiemRates).values(rows.slice(i, i + 500));
}
