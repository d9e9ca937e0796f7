import { z } from 'zod';
import { personSchema } from '../calculation/person';
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

/**
 * The persons are the person's one schema in plain names (docs/product/calculator.md): the calculator's own
 * rules and messages. The app's routes read the same schema through the wire codec.
 */
export const createCalculationV1BodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(MAX_TEXT_LENGTH),
  persons: z
    .array(personSchema)
    .min(1, 'Add at least one person')
    .max(MAX_PERSONS, `At most ${MAX_PERSONS} persons in one calculation`),
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
