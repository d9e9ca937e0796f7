import { z } from 'zod';
import { MAX_PERSONS, MAX_TEXT_LENGTH } from '../limits';
import {
  cursorQuery,
  instantFilterSchema,
  instantSchema,
  moneySchema,
  pageOf,
  percentSchema,
  v1Id,
} from './common';

/** A number the calculator accepts typed as text or as a number ("25", 25). */
const amount = z.union([z.string().max(32), z.number()]);
const flag = z.boolean();
const choice = z.string().max(40);

/**
 * One person of a calculation in plain names: the calculator's person (docs/product/calculator.md) with the
 * historic wire spellings replaced (benefits, schedule, exempt, stipend, estimated_length...). The rules are
 * the calculator's own: the API renames the fields and validates them with the same schema.
 */
export const v1PersonSchema = z.object({
  job_name: z.string().max(200),
  employees: amount.describe('How many workers this person stands for'),
  pay: z.object({
    compensation_type: choice.describe('hourly or salary'),
    pay_rate: amount,
    stipend: flag.optional(),
    exempt: flag.optional(),
    discount: amount.optional(),
    pay_frequency: choice.optional().describe('weekly, bi-weekly, semi-monthly or monthly'),
    salary_type: choice.optional().describe('annual or monthly'),
  }),
  bill: z.object({
    compensation_type: choice.describe('bill_rate or markup'),
    bill_rate: amount.optional(),
    markup: amount.optional(),
    overtime: amount.optional(),
    double_time: amount
      .optional()
      .describe('The double-time multiplier, where the state has daily double time (default 2)'),
  }),
  assignment: z.object({
    have_start_end_date: choice.describe('yes or no'),
    start_date: z.string().max(10).optional(),
    end_date: z.string().max(10).optional(),
    schedule: choice.describe('full-time, part-time or shift'),
    hours_per_shift: amount.optional(),
    shifts_per_week: amount.optional(),
    hours_per_week: amount.optional(),
    estimated_length: amount.optional(),
    estimated_period: choice.optional().describe('week, month or year'),
  }),
  benefits: z
    .object({
      holiday_pay: flag.optional(),
      holiday_paid_time: amount.optional(),
      holiday_type: choice.optional(),
      paid_time: flag.optional(),
      paid_time_number_of_days: amount.optional(),
      pto_type: choice.optional(),
      k_401: flag.optional(),
      k_401_number_of_days: amount.optional().describe('The employer 401k contribution, percent'),
      bonus: flag.optional(),
      bonus_pay: amount.optional(),
      bonus_type: choice.optional(),
      healthcare_plan: flag.optional(),
      health_plans: z
        .array(z.object({ package: amount, package_type: choice }))
        .max(20)
        .optional(),
      spto: flag.optional(),
    })
    .optional(),
  other_costs: z
    .object({
      payment_terms_days: amount.optional(),
      costs: z
        .record(z.string().max(64), z.array(z.union([amount, z.record(z.string(), z.unknown())])).max(50))
        .optional()
        .describe('Selected cost ids per cost type (background_check_cost, interest...)'),
    })
    .optional(),
  locations: z
    .array(
      z.object({
        state_id: amount,
        city_id: amount,
        workers_comp: z.object({
          nick_name: z.string().max(120),
          code: z.string().max(10),
          industry: z.string().max(120),
          rate: amount,
        }),
      }),
    )
    .max(10),
});
export type V1Person = z.infer<typeof v1PersonSchema>;

export const createCalculationV1BodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(MAX_TEXT_LENGTH),
  persons: z.array(v1PersonSchema).min(1, 'Add at least one person').max(MAX_PERSONS),
});
export type CreateCalculationV1Body = z.infer<typeof createCalculationV1BodySchema>;

/** Calculation statuses as codes (the app shows New calculation, Sent to approval, Approved, Not approved). */
export const V1_CALCULATION_STATUSES = ['new', 'sent_for_approval', 'approved', 'not_approved'] as const;

const figures = z.object({
  revenue: moneySchema,
  total_cost: moneySchema,
  gross_profit: moneySchema,
  gross_profit_percent: percentSchema,
});

export const v1CalculationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(V1_CALCULATION_STATUSES),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  person_count: z.number().int(),
  figures,
  created_at: instantSchema,
  updated_at: instantSchema,
});

export const v1CalculationSchema = v1CalculationSummarySchema.extend({
  tax_year: z.number().int(),
  version: z.number().int(),
  persons: z.array(z.record(z.string(), z.unknown())).describe('As sent, in the plain names above'),
  decline_reason: z.string().nullable(),
});

export const v1CalculationResponseSchema = z.object({ data: v1CalculationSchema });
export const v1CalculationPageSchema = pageOf(v1CalculationSummarySchema);

export const listCalculationsV1QuerySchema = z.object({
  ...cursorQuery,
  status: z.enum(V1_CALCULATION_STATUSES).optional(),
  team_id: v1Id.optional(),
  created_from: instantFilterSchema.optional().describe('Created at or after this instant'),
  created_to: instantFilterSchema.optional().describe('Created before this instant'),
});
export type ListCalculationsV1Query = z.infer<typeof listCalculationsV1QuerySchema>;
