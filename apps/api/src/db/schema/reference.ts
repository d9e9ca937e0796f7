import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Reference data seeded from public datasets (docs/reference-data.md#sources); read-only for tenants. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  fips: text('fips').notNull(),
  salesTaxRate: numeric('sales_tax_rate'),
  salesTaxNotes: text('sales_tax_notes'),
  /** `true`, `false`, `conditional` or null (not verified): whether temporary staffing is taxed (docs/reference-data.md). */
  taxesTempStaffing: text('taxes_temp_staffing'),
  tempStaffingNote: text('temp_staffing_note'),
  tempStaffingSource: text('temp_staffing_source'),
  newEmployerSutaRate: numeric('new_employer_suta_rate'),
});

/** The state a row is about: a row of `states`, always given. */
export const stateId = () =>
  integer('state_id')
    .notNull()
    .references(() => states.id);

/** SUTA taxable wage base per state and calendar year (a missing year takes the latest earlier one). */
export const stateWageBases = pgTable(
  'state_wage_bases',
  {
    id: serial('id').primaryKey(),
    stateId: stateId(),
    year: integer('year').notNull(),
    wageBase: numeric('wage_base').notNull(),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('state_wage_bases_state_year').on(t.stateId, t.year)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: stateId(),
    name: text('name').notNull(),
    county: text('county'),
  },
  (t) => [uniqueIndex('cities_state_name').on(t.stateId, t.name)],
);

/** Federal employer constants by tax year; rates are percentages (6.2 = 6.2%). */
export const federalTaxYears = pgTable('federal_tax_years', {
  year: integer('year').primaryKey(),
  socialSecurityRate: numeric('social_security_rate').notNull(),
  socialSecurityWageBase: numeric('social_security_wage_base').notNull(),
  medicareRate: numeric('medicare_rate').notNull(),
  futaNetRate: numeric('futa_net_rate').notNull(),
  futaWageBase: numeric('futa_wage_base').notNull(),
});

export const futaCreditReductions = pgTable(
  'futa_credit_reductions',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    stateCode: text('state_code').notNull(),
    creditReduction: numeric('credit_reduction').notNull(),
  },
  (t) => [uniqueIndex('futa_credit_reductions_year_state').on(t.year, t.stateCode)],
);

/**
 * Daily overtime by state (docs/calculation-model.md#state-daily-overtime-and-double-time): a workday's hours
 * past daily_overtime_after are overtime, past daily_doubletime_after double time; seventh_day: with 7 shifts a
 * week the 7th day is all overtime and double time. A state without a row follows the federal weekly rule.
 */
export const stateOvertimeRules = pgTable('state_overtime_rules', {
  stateCode: text('state_code').primaryKey(),
  dailyOvertimeAfter: numeric('daily_overtime_after'),
  dailyDoubletimeAfter: numeric('daily_doubletime_after'),
  seventhDay: boolean('seventh_day').notNull().default(false),
  source: text('source').notNull(),
});

/** Statutory paid sick leave rules by state, and by city where a city ordinance exists. */
export const sickLeaveRules = pgTable(
  'sick_leave_rules',
  {
    id: serial('id').primaryKey(),
    jurisdiction: text('jurisdiction').notNull(),
    stateCode: text('state_code').notNull(),
    city: text('city'),
    hoursEarned: numeric('hours_earned'),
    perHoursWorked: numeric('per_hours_worked'),
    annualCapHours: numeric('annual_cap_hours'),
    totalCapHours: numeric('total_cap_hours'),
    employerTier: text('employer_tier'),
    effectiveDate: date('effective_date'),
    status: text('status').notNull(),
    verified: text('verified').notNull(),
    source: text('source'),
    notes: text('notes'),
  },
  (t) => [index('sick_leave_rules_state').on(t.stateCode)],
);

/** GSA CONUS per diem; a destination with seasons has one row per season. */
export const perDiemRates = pgTable(
  'per_diem_rates',
  {
    id: serial('id').primaryKey(),
    fiscalYear: integer('fiscal_year').notNull(),
    stateCode: text('state_code'),
    destination: text('destination').notNull(),
    counties: text('counties'),
    seasonBegin: text('season_begin'),
    seasonEnd: text('season_end'),
    lodging: numeric('lodging').notNull(),
    mie: numeric('mie').notNull(),
    isStandard: boolean('is_standard').notNull().default(false),
  },
  (t) => [index('per_diem_rates_state').on(t.stateCode)],
);

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
/** The role a member or an invitee holds: a row of the `roles` reference table. */
export const roleId = () =>
  integer('role_id')
    .notNull()
    .references(() => roles.id);

/** Plans: price per seat per month for 1..20 seats; yearly is 88% of monthly. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  isEnterprise: boolean('is_enterprise').notNull().default(false),
  /** '1' monthly, '2' yearly, as the wire encodes it (docs/product/billing.md#plans). */
  frequency: text('frequency').notNull(),
  stripeId: text('stripe_id'),
  features: text('features').array().notNull().default([]),
});
