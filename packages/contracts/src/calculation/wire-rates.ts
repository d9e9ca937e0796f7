import { z } from 'zod';
import { MAX_AMOUNT } from '../limits';
import { byYear, choice, flag, id, isBlank, numeric, text } from './fields';
import { costItemWireSchema } from './wire-cost-item';

const MAX_LIST = 100;

import { wcSettingsWireSchema } from './wire-location';

/** An organisation SPTO setting (historic spelling: accural_*); earn 1 hour per accural_rate hours worked. */
const sptoWireSchema = z.object({
  accural_rate: numeric('Accrual rate', { min: 0, max: 100, required: true }),
  accural_cap_per_year: numeric('Accrual cap per year', { min: 0, max: 100, required: true }),
  total_cap: numeric('Total cap', { min: 0, max: 100, required: true }),
});

const taxTypeOptions = {
  'total-invoice': 'total_invoice',
  invoice: 'total_invoice',
  '1': 'total_invoice',
  'gross-profit': 'gross_profit',
  '2': 'gross_profit',
} as const;

/** A sales-tax row: tax (percent), tax_type, tax_status (the row's exempt switch). */
const salesTaxWireSchema = z.object({
  tax: numeric('Sales tax', { min: 0, max: 100, required: true }),
  tax_type: choice('Tax type', taxTypeOptions, ['Total Invoice', 'Gross Profit'], true),
  tax_status: flag('Exempt tax'),
});

const perDiemWireSchema = z
  .object({
    m_i: numeric('M&IE', { min: 0, cap: MAX_AMOUNT }),
    mie: numeric('M&IE', { min: 0, cap: MAX_AMOUNT }),
    lodging: numeric('Lodging', { min: 0, cap: MAX_AMOUNT, required: true }),
  })
  .superRefine(
    (p, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!p || typeof p !== 'object') return;
      if (isBlank(p.m_i) && isBlank(p.mie))
        ctx.addIssue({ code: 'custom', message: 'M&IE is required', path: ['m_i'] });
    },
    { when: () => true },
  );

/**
 * The state's daily overtime rule (docs/calculation-model.md#state-daily-overtime-and-double-time): hours of a
 * workday past which they are overtime, double time (none when blank), and the seventh-day rule.
 */
const overtimeRuleWireSchema = z.object({
  state_name: text('State name'),
  daily_overtime_after: numeric('Daily overtime after', { min: 0, max: 24 }),
  daily_doubletime_after: numeric('Daily double time after', { min: 0, max: 24 }),
  seventh_day: flag('Seventh day'),
});

/**
 * The rates of one work location, as snapshotted for a calculation: the organisation's SUTA rate with the
 * state's wage base by year (or one wage_cap for every year; 0 = no cap), FUTA credit reductions by year
 * (default: the engine's table for the state), the workers' comp code (default: the person's code for that
 * state), SPTO rule(s), GSA per diem (default: the standard CONUS rate) and the sales-tax row.
 */
export const locationRatesWireSchema = z.object({
  state: text('State', true).refine((v) => v === undefined || /^[A-Za-z]{2}$/.test(v), {
    error: 'State must be a two-letter code such as CA',
  }),
  state_id: id('State'),
  city: text('City'),
  city_id: id('City'),
  suta_rate: numeric('SUTA rate', { min: 0, max: 100, required: true }),
  suta_wage_bases: byYear('SUTA wage base', { min: 0, cap: MAX_AMOUNT }).nullish(),
  wage_cap: numeric('Wage cap', { min: 0, cap: MAX_AMOUNT }),
  futa_credit_reductions: byYear('FUTA credit reduction', { min: 0, max: 100 }).nullish(),
  wc_settings: wcSettingsWireSchema.nullish(),
  // One rule, or several that add together (Chicago).
  spto: z
    .preprocess(
      (v) => (v && typeof v === 'object' && !Array.isArray(v) ? [v] : v),
      z.array(sptoWireSchema).max(MAX_LIST).nullish(),
    )
    .optional(),
  per_diem: perDiemWireSchema.nullish(),
  sales_tax: salesTaxWireSchema.nullish(),
  // None: the federal weekly overtime rule alone.
  overtime_rule: overtimeRuleWireSchema.nullish(),
});

const federalYearWireSchema = z.object({
  social_security_rate: numeric('Social Security rate', { min: 0, max: 100, required: true }),
  social_security_wage_base: numeric('Social Security wage base', {
    min: 0,
    cap: MAX_AMOUNT,
    required: true,
  }),
  medicare_rate: numeric('Medicare rate', { min: 0, max: 100, required: true }),
  futa_net_rate: numeric('FUTA net rate', { min: 0, max: 100, required: true }),
  futa_wage_base: numeric('FUTA wage base', { min: 0, cap: MAX_AMOUNT, required: true }),
});

const premium = (label: string) => numeric(label, { min: 0, cap: MAX_AMOUNT, required: true });

/** A healthcare package: monthly premiums in dollars per coverage tier. */
const healthcarePackageWireSchema = z.object({
  id: id('Package id', true),
  package_name: text('Package name', true),
  employee_only: premium('Employee only premium'),
  employee_spouse: premium('Employee and spouse premium'),
  employee_dependent: premium('Employee and dependent premium'),
  family: premium('Family premium'),
});

/** The organisation-wide part of the snapshot. Percentages as entered (6.2 = 6.2%). */
export const rateSnapshotWireSchema = z.object({
  federal: z
    .record(z.string().regex(/^\d{4}$/, { error: 'Years must be written as YYYY' }), federalYearWireSchema)
    .nullish(),
  healthcare_packages: z.array(healthcarePackageWireSchema).max(MAX_LIST).nullish(),
  cost_items: z
    .array(
      costItemWireSchema.superRefine(
        (item, ctx) => {
          // Runs even after a failed parse (when: always): a null entry must not throw.
          if (!item || typeof item !== 'object') return;
          if (isBlank(item.id))
            ctx.addIssue({ code: 'custom', message: 'Cost id is required', path: ['id'] });
        },
        { when: () => true },
      ),
    )
    .nullish(),
  always_accrue: flag('Always accrue'),
  sales_tax_exempt_all: flag('Exempt all'),
  exempt_sales_tax: flag('Exempt all'),
});

export type LocationRatesWire = z.output<typeof locationRatesWireSchema>;
export type RateSnapshotWire = z.output<typeof rateSnapshotWireSchema>;
