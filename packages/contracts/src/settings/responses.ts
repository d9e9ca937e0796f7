import { z } from 'zod';
import {
  messageResponseSchema,
  pageSchema,
  rowVersionSchema,
  successSchema,
  timestampSchema,
} from '../responses';
import { AUDIT_AREAS, COST_TYPES, FREQUENCIES, TAX_TYPES } from './schemas';

/** Response schemas of the calculation settings (locations, WC codes, sales tax, SPTO, packages, costs). */

const id = z.number().int();

export const wcCodeRowSchema = z.object({
  id,
  nick_name: z.string(),
  /** The industry's id. */
  industry: id,
  code: z.string(),
  rate: z.number(),
});
export type WcCode = z.input<typeof wcCodeRowSchema>;

/** One of the organisation's states with its SUTA rate, the wage cap in force this year and its WC codes. */
export const locationSettingSchema = z.object({
  id,
  state_id: id,
  state: z.string(),
  state_code: z.string(),
  suta_rate: z.number().nullable(),
  wage_cap: z.number().nullable(),
  wage_cap_year: z.number().int().nullable(),
  wage_caps: z.array(z.object({ year: z.number().int(), wage_base: z.number() })),
  wc_settings: z.array(wcCodeRowSchema),
  version: rowVersionSchema,
  /** The version of the state's WC code table (saved as a whole). */
  wc_version: rowVersionSchema,
});
export type LocationSetting = z.input<typeof locationSettingSchema>;

/** A healthcare package: monthly premiums per coverage tier. */
export const healthPackageSchema = z.object({
  id,
  package_name: z.string(),
  employee_only: z.number(),
  employee_spouse: z.number(),
  employee_dependent: z.number(),
  family: z.number(),
  version: rowVersionSchema,
});
export type HealthPackage = z.input<typeof healthPackageSchema>;

/** An Other Costs item. */
export const costItemSchema = z.object({
  id,
  cost_type: z.enum(COST_TYPES),
  /** The custom cost category name; null for the fixed sections. */
  cost_list_id: z.string().nullable(),
  name: z.string(),
  percent: z.number(),
  cost_option: z.enum(['flat', 'percentage']),
  /** 1 from Revenue, 2 from Total Wage. */
  from: z.union([z.literal(1), z.literal(2)]),
  industry_id: id.nullable(),
  frequency: z.enum(FREQUENCIES),
  version: rowVersionSchema,
});
export type CostItem = z.input<typeof costItemSchema>;

export const settingsDataSchema = z.object({
  organization_settings: z.array(locationSettingSchema),
  packages: z.array(healthPackageSchema),
  costs: z.array(costItemSchema),
  options: z.object({ always_accrue: z.boolean(), sales_tax_exempt_all: z.boolean() }),
});
export type SettingsData = z.input<typeof settingsDataSchema>;

/** POST /organization_settings: the whole settings picture. */
export const settingsResponseSchema = z.object({ data: settingsDataSchema });
export type SettingsResponse = z.input<typeof settingsResponseSchema>;

/** The location saves and imports answer the refreshed settings. */
export const settingsSavedResponseSchema = messageResponseSchema.extend({ data: settingsDataSchema });
export type SettingsSavedResponse = z.input<typeof settingsSavedResponseSchema>;

const locationRow = {
  id,
  state_id: id,
  state: z.string(),
  city_id: id.nullable(),
  city: z.string().nullable(),
};

export const salesTaxRowSchema = z.object({
  ...locationRow,
  tax: z.number(),
  tax_type: z.enum(TAX_TYPES),
  tax_status: z.boolean(),
  version: rowVersionSchema,
});
export type SalesTaxRow = z.input<typeof salesTaxRowSchema>;

export const sptoRowSchema = z.object({
  ...locationRow,
  accural_rate: z.number(),
  accural_cap_per_year: z.number(),
  total_cap: z.number(),
  version: rowVersionSchema,
});
export type SptoRow = z.input<typeof sptoRowSchema>;

export const salesTaxPageResponseSchema = pageSchema('data', salesTaxRowSchema);
export type SalesTaxPage = z.input<typeof salesTaxPageResponseSchema>;
export const sptoPageResponseSchema = pageSchema('data', sptoRowSchema);
export type SptoPage = z.input<typeof sptoPageResponseSchema>;
/** POST /organization_spto_settings: the historic name for the same page. */
export const sptoSettingsResponseSchema = z.object({ spto_settings: sptoPageResponseSchema });

export { AUDIT_AREAS, type AuditArea } from './schemas';

/** A changed record's values before or after (null when it did not exist). */
const auditValueSchema = z.record(z.string(), z.unknown()).nullable();

/** One settings change of the audit log. */
export const auditEntrySchema = z.object({
  id,
  area: z.enum(AUDIT_AREAS),
  record_id: id.nullable(),
  action: z.enum(['create', 'update', 'delete', 'import']),
  old_value: auditValueSchema,
  new_value: auditValueSchema,
  created_at: timestampSchema,
  user_first_name: z.string().nullable(),
  user_last_name: z.string().nullable(),
});
export type AuditEntry = z.input<typeof auditEntrySchema>;
export const historyResponseSchema = z.object({ data: z.array(auditEntrySchema), total: z.number().int() });
export type HistoryResponse = z.input<typeof historyResponseSchema>;

/** A sales tax or SPTO row saved: its id and the version it now has. */
const rowSavedResponseSchema = messageResponseSchema.extend({
  data: z.object({ id, version: rowVersionSchema }),
});
export const salesTaxSavedResponseSchema = rowSavedResponseSchema;
export type SalesTaxSavedResponse = z.input<typeof salesTaxSavedResponseSchema>;
export const sptoSavedResponseSchema = rowSavedResponseSchema;
export type SptoSavedResponse = z.input<typeof sptoSavedResponseSchema>;
export const packageSavedResponseSchema = messageResponseSchema.extend({ data: healthPackageSchema });
export type PackageSavedResponse = z.input<typeof packageSavedResponseSchema>;
export const costSavedResponseSchema = messageResponseSchema.extend({ data: costItemSchema });
export type CostSavedResponse = z.input<typeof costSavedResponseSchema>;
/** Switches (tax status, exempt all, always accrue) answer only success. */
export const toggleResponseSchema = successSchema;
