import type { AuditArea } from '@app/contracts/settings/responses';
import { COST_TYPES } from '@app/contracts/settings/schemas';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { cities, industries, sickLeaveRules, stateId } from './reference';
import { organizations, orgId, users } from './tenancy';

/**
 * A settings row edited one by one (calculation-settings/settings-rows.ts): when it was made, the version an edit
 * names (docs/concurrency.md) and when it was last saved.
 */
const versionedRow = () => ({ createdAt: createdAt(), version: version(), updatedAt: updatedAt() });
/** A rule for a whole state (city null) or for one of its cities. */
const stateOrCity = () => ({
  stateId: stateId(),
  cityId: integer('city_id').references(() => cities.id),
});

/** Organisation-wide calculation switches (always_accrue lives on organizations, as the user payload shows). */
export const calculationOptions = pgTable('calculation_options', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  salesTaxExemptAll: boolean('sales_tax_exempt_all').notNull().default(false),
  updatedAt: updatedAt(),
});

/** An "Added Location": a state the organisation works in, with its experience-rated SUTA rate (%). */
export const stateSettings = pgTable(
  'state_settings',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    stateId: stateId(),
    sutaRate: numeric('suta_rate', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
    version: version(),
    /** The location's WC code table is saved as a whole; this is that table's version. */
    wcVersion: integer('wc_version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('state_settings_org_state').on(t.organizationId, t.stateId)],
);

export const wcCodes = pgTable(
  'wc_codes',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    stateId: stateId(),
    nickName: text('nick_name').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    code: text('code').notNull(),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wc_codes_org_state').on(t.organizationId, t.stateId)],
);

/** Sales tax per state (city null) or city: rate % on the total invoice or on gross profit. */
export const salesTaxSettings = pgTable(
  'sales_tax_settings',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    ...stateOrCity(),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    taxType: text('tax_type', { enum: ['total_invoice', 'gross_profit'] })
      .notNull()
      .default('total_invoice'),
    exempt: boolean('exempt').notNull().default(false),
    ...versionedRow(),
  },
  (t) => [
    unique('sales_tax_org_state_city').on(t.organizationId, t.stateId, t.cityId).nullsNotDistinct(),
    index('sales_tax_org').on(t.organizationId),
  ],
);

/**
 * Statutory paid time off rule per state (city null) or city. accrual_rate is hours worked per hour earned
 * (30 = 1 h per 30 h); a cap of 0 means no cap.
 */
export const sptoSettings = pgTable(
  'spto_settings',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    ...stateOrCity(),
    accrualRate: numeric('accrual_rate', { precision: 9, scale: 4 }).notNull(),
    accrualCapPerYear: numeric('accrual_cap_per_year', { precision: 9, scale: 2 }).notNull().default('0'),
    totalCap: numeric('total_cap', { precision: 9, scale: 2 }).notNull().default('0'),
    /** The statute row it was seeded from, if any. */
    sourceRuleId: integer('source_rule_id').references(() => sickLeaveRules.id),
    ...versionedRow(),
  },
  (t) => [
    unique('spto_org_state_city').on(t.organizationId, t.stateId, t.cityId).nullsNotDistinct(),
    index('spto_org').on(t.organizationId),
  ],
);

/** Healthcare package: four monthly premiums in dollars. */
export const healthcarePackages = pgTable(
  'healthcare_packages',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    name: text('name').notNull(),
    employeeOnly: numeric('employee_only', { precision: 12, scale: 2 }).notNull(),
    employeeSpouse: numeric('employee_spouse', { precision: 12, scale: 2 }).notNull(),
    employeeDependent: numeric('employee_dependent', { precision: 12, scale: 2 }).notNull(),
    family: numeric('family', { precision: 12, scale: 2 }).notNull(),
    ...versionedRow(),
  },
  (t) => [index('healthcare_packages_org').on(t.organizationId)],
);

/**
 * An "Other Costs" item. amount is a percent (cost_option percentage) or dollars (flat); base says what a
 * percent applies to (revenue or total wage); frequency says how often a flat amount is charged.
 */
export const costItems = pgTable(
  'cost_items',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    costType: text('cost_type', { enum: COST_TYPES }).notNull(),
    /** Groups custom costs into the user's own categories (the wire's cost_list_id); null for built-ins. */
    category: text('category'),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 4 }).notNull(),
    costOption: text('cost_option', { enum: ['flat', 'percentage'] }).notNull(),
    base: text('base', { enum: ['revenue', 'total_wage'] })
      .notNull()
      .default('revenue'),
    industryId: integer('industry_id').references(() => industries.id),
    frequency: text('frequency', { enum: ['once', 'hour', 'week', 'month'] })
      .notNull()
      .default('once'),
    ...versionedRow(),
  },
  (t) => [
    index('cost_items_org').on(t.organizationId),
    uniqueIndex('cost_items_org_type_name').on(t.organizationId, t.costType, t.name),
  ],
);

/** Who changed which setting, when, from what to what: a quote's SUTA rate can always be explained. */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    area: text('area').$type<AuditArea>().notNull(),
    recordId: integer('record_id'),
    action: text('action', { enum: ['create', 'update', 'delete', 'import'] }).notNull(),
    oldValue: jsonb('old_value').$type<Record<string, unknown>>(),
    newValue: jsonb('new_value').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('settings_audit_org_area').on(t.organizationId, t.area, t.createdAt)],
);
