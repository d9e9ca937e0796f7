import { ROLES } from '@app/contracts/accounts/roles';
import { getTableColumns, notInArray, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  cities,
  countries,
  federalTaxYears,
  futaCreditReductions,
  industries,
  perDiemRates,
  plans,
  promoCodes,
  roles,
  sickLeaveRules,
  stateOvertimeRules,
  states,
  stateWageBases,
} from '../db/schema';
import { referenceDataChanged } from '../modules/reference';
import { readOvertimeRules } from './overtime-rules';
import { orNull, readCsv, readUsCities } from './read-data';
import { type ReferenceYear, readReferenceYears } from './reference-years';

const INDUSTRIES = ['Clerical', 'Light Industrial', 'Healthcare', 'Industrial', 'Other'];
const PLANS = [
  { name: 'Essential', code: 'essential-monthly', frequency: '1', isEnterprise: false },
  { name: 'Essential', code: 'essential-yearly', frequency: '2', isEnterprise: false },
  { name: 'Enterprise', code: 'enterprise-monthly', frequency: '1', isEnterprise: true },
  { name: 'Enterprise', code: 'enterprise-yearly', frequency: '2', isEnterprise: true },
];

/** Loads every reference table; each block is skipped when its table already holds rows. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await db
    .insert(roles)
    .values([...ROLES])
    .onConflictDoNothing();
  await db
    .insert(industries)
    .values(INDUSTRIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db.insert(plans).values(PLANS).onConflictDoNothing();
  // A promo code to try the discount path (docs/product/billing.md#promo-codes): 20% off the first invoice.
  await db.insert(promoCodes).values({ code: 'WELCOME20', percentOff: 20 }).onConflictDoNothing();
  const [us] = await db
    .insert(countries)
    .values({ code: 'US', name: 'United States' })
    .onConflictDoUpdate({ target: countries.code, set: { name: 'United States' } })
    .returning();
  if (!us) throw new Error('country seed failed');

  await seedStates(db, us.id);
  if (!(await hasRows(db, 'cities'))) await seedCities(db);
  await seedReferenceYears(db, readReferenceYears());
  await seedOvertimeRules(db);
  if (!(await hasRows(db, 'sick_leave_rules'))) await seedSickLeave(db);
  if (!(await hasRows(db, 'per_diem_rates'))) await seedPerDiem(db);
}

/** An upsert's `set`: each named column takes its value from the row that met the conflict (`excluded`). */
function fromExcluded<T extends Table>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`]),
  ) as Partial<Record<keyof T['_']['columns'], SQL>>;
}

async function hasRows(db: DbOrTx, table: string): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from ${sql.identifier(table)}) as present`);
  const rows = rowsOf<{ present: boolean }>(result);
  return Boolean(rows[0]?.present);
}

/**
 * The states (data/states.csv) are mirrored at every start, like the year files: a corrected new-employer rate,
 * sales-tax rate or staffing taxability reaches existing databases (docs/reference-data.md). An organisation's
 * own settings rows, made from these figures when it added the state, stay as they are.
 */
async function seedStates(db: DbOrTx, countryId: number) {
  const values = readCsv('states.csv').map((row) => ({
    countryId,
    code: row.code!,
    name: row.name!,
    fips: row.fips!,
    salesTaxRate: orNull(row.state_sales_tax_rate_pct),
    salesTaxNotes: orNull(row.sales_tax_notes),
    taxesTempStaffing: orNull(row.taxes_temp_staffing),
    ...staffingNote(row.temp_staffing_notes),
    newEmployerSutaRate: orNull(row.new_employer_suta_rate_pct),
  }));
  await db
    .insert(states)
    .values(values)
    .onConflictDoUpdate({
      target: states.code,
      set: fromExcluded(states, [
        'name',
        'fips',
        'salesTaxRate',
        'salesTaxNotes',
        'taxesTempStaffing',
        'tempStaffingNote',
        'tempStaffingSource',
        'newEmployerSutaRate',
      ]),
    });
}

/** `temp_staffing_notes` ends with the page that states it: the words and the address are kept apart. */
export function staffingNote(cell: string | undefined) {
  const text = orNull(cell);
  const match = text?.match(/^(.*?)\s*(https?:\/\/\S+)$/s);
  return {
    tempStaffingNote: match ? orNull(match[1]) : text,
    tempStaffingSource: match ? match[2]! : null,
  };
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

/**
 * The year files (data/years/<year>.json, docs/reference-data.md#one-file-per-year) are mirrored into the
 * federal, FUTA credit-reduction and SUTA wage-base tables at every start, so a corrected or added year reaches
 * existing databases too. Saved calculations keep their own rate snapshot until they are recalculated.
 */
export async function seedReferenceYears(db: DbOrTx, years: readonly ReferenceYear[]) {
  const federal = years.flatMap((y) =>
    y.federal
      ? [
          {
            year: y.year,
            socialSecurityRate: y.federal.social_security_rate,
            socialSecurityWageBase: y.federal.social_security_wage_base,
            medicareRate: y.federal.medicare_rate,
            futaNetRate: y.federal.futa_net_rate,
            futaWageBase: y.federal.futa_wage_base,
          },
        ]
      : [],
  );
  if (federal.length > 0) {
    await db
      .insert(federalTaxYears)
      .values(federal)
      .onConflictDoUpdate({
        target: federalTaxYears.year,
        set: fromExcluded(federalTaxYears, [
          'socialSecurityRate',
          'socialSecurityWageBase',
          'medicareRate',
          'futaNetRate',
          'futaWageBase',
        ]),
      });
  }
  const reductions = years.flatMap((y) =>
    Object.entries(y.futa_credit_reductions).map(([stateCode, reduction]) => ({
      year: y.year,
      stateCode,
      creditReduction: reduction,
    })),
  );
  if (reductions.length > 0) {
    await db
      .insert(futaCreditReductions)
      .values(reductions)
      .onConflictDoUpdate({
        target: [futaCreditReductions.year, futaCreditReductions.stateCode],
        set: fromExcluded(futaCreditReductions, ['creditReduction']),
      });
  }
  const stateIds = new Map(
    (await db.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]),
  );
  const bases = years.flatMap((y) =>
    Object.entries(y.suta_wage_bases).flatMap(([code, wageBase]) => {
      const stateId = stateIds.get(code);
      if (wageBase === null || stateId === undefined) return [];
      return [{ stateId, year: y.year, wageBase, notes: y.suta_notes[code] ?? null }];
    }),
  );
  if (bases.length > 0) {
    await db
      .insert(stateWageBases)
      .values(bases)
      .onConflictDoUpdate({
        target: [stateWageBases.stateId, stateWageBases.year],
        set: fromExcluded(stateWageBases, ['wageBase', 'notes']),
      });
  }
  // This process's kept reference rows and answers are read again (reference-cache.ts, reference-rows.ts).
  referenceDataChanged();
}

/**
 * The daily overtime rules (data/overtime_rules.csv, one row per state) are mirrored at every start, like the
 * year files: a state added to or corrected in the file reaches existing databases, and a row dropped from it
 * goes. Saved calculations keep the rule in their own rate snapshot until they are recalculated.
 */
export async function seedOvertimeRules(db: DbOrTx, rows = readOvertimeRules()) {
  await db.delete(stateOvertimeRules).where(
    rows.length
      ? notInArray(
          stateOvertimeRules.stateCode,
          rows.map((r) => r.stateCode),
        )
      : sql`true`,
  );
  if (rows.length === 0) return;
  await db
    .insert(stateOvertimeRules)
    .values(rows)
    .onConflictDoUpdate({
      target: stateOvertimeRules.stateCode,
      set: fromExcluded(stateOvertimeRules, [
        'dailyOvertimeAfter',
        'dailyDoubletimeAfter',
        'seventhDay',
        'source',
      ]),
    });
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
