import type { LocationRates, RateSnapshot, ResultFigures, StipendNumbers, SummedFigures } from '@app/engine';
import { z } from 'zod';
import type { PersonWire } from '../calculation/person-codec';
import { pageSchema, rowVersionSchema, teamRefSchema, timestampSchema, userRefSchema } from '../responses';
import { CALCULATION_STATUSES } from './status';

/**
 * Response schemas of the calculations. Figures, rates and stored inputs are the engine's and the wire format's
 * own types (checked by their packages' tests); these schemas check that such a part is an object and type it.
 */
const engineObject = <T>(description: string) =>
  z
    .custom<T>((v) => typeof v === 'object' && v !== null, { error: `${description} is missing` })
    .meta({
      description,
    });

/** The rates of one (state, city) pair in a snapshot, without the WC code that comes with each person. */
export type LocationSnapshotWire = Omit<LocationRates, 'workersComp'> & { sutaRateMissing?: boolean };
/** What a person list is priced against: the organisation-wide rates and each location's, keyed `state:city`. */
export interface PricingSnapshotWire {
  rates: RateSnapshot;
  locations: Record<string, LocationSnapshotWire>;
}

export const pricingSnapshotSchema = engineObject<PricingSnapshotWire>(
  "The rate snapshot: { rates, locations } as the engine's RateSnapshot and LocationRates",
);

const calculationStatusSchema = z.enum(CALCULATION_STATUSES);
/** The calculation's author: no e-mail in the table or the detail. */
const authorSchema = userRefSchema.omit({ email: true });

/** create and update: the saved calculation's id and status. */
export const saveCalculationResponseSchema = z.object({
  /** The historic wire format carries the HTTP status (200) in the body. */
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    calculation: z.object({
      id: z.number().int(),
      status: calculationStatusSchema,
      version: rowVersionSchema,
    }),
  }),
});
export type SaveCalculationResponse = z.input<typeof saveCalculationResponseSchema>;

/** The stipend modal's figures per person: the first location's, and every location's. */
export const stipendResponseSchema = z.object({
  data: z.object({
    stipend: z.array(
      z.object({
        data: engineObject<StipendNumbers>('Stipend figures of the first location').nullable(),
        locations: z.array(engineObject<StipendNumbers>('Stipend figures of one location')),
      }),
    ),
  }),
});
export type StipendResponse = z.input<typeof stipendResponseSchema>;

/** POST /organization_team/calculation/rates */
export const ratesResponseSchema = z.object({ data: pricingSnapshotSchema });
export type RatesResponse = z.input<typeof ratesResponseSchema>;

/** What the server stored: per person and location, and the whole summed once from unrounded figures. */
export const calculationResultsSchema = z.object({
  persons: z.array(
    z.object({
      job_name: z.string(),
      locations: z.array(engineObject<ResultFigures>("One location's result figures")),
    }),
  ),
  summary: engineObject<SummedFigures>('Every person and location summed'),
  total_assignment_calculation: engineObject<SummedFigures['total_assignment_calculation']>(
    'Totals over the assignment',
  ),
  base_hour_calculation: engineObject<SummedFigures['base_hour_calculation']>('Figures per base hour'),
});

/** data.calculation of POST /organization_team/calculation and of a status change. */
export const calculationDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: calculationStatusSchema,
  tax_year: z.number().int(),
  person_list: z.array(
    engineObject<PersonWire>('One person as the wizard sent it (person_list wire format)'),
  ),
  base_hour_calculation: calculationResultsSchema.shape.base_hour_calculation.nullable(),
  total_assignment_calculation: calculationResultsSchema.shape.total_assignment_calculation.nullable(),
  results: calculationResultsSchema,
  rate_snapshot: pricingSnapshotSchema,
  revenue: z.number(),
  total_cost: z.number(),
  gross_profit: z.number(),
  gross_profit_percent: z.number(),
  reason_choice: z.string().nullable(),
  decline_reason: z.string().nullable(),
  organization_team: teamRefSchema.nullable(),
  user: authorSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  version: rowVersionSchema,
});
export type CalculationDetail = z.input<typeof calculationDetailSchema>;

export const calculationResponseSchema = z.object({
  data: z.object({ calculation: calculationDetailSchema }),
});
export type CalculationResponse = z.input<typeof calculationResponseSchema>;

export const statusResponseSchema = saveCalculationResponseSchema.extend({
  data: z.object({ calculation: calculationDetailSchema }),
});
export type StatusResponse = z.input<typeof statusResponseSchema>;

/** One row of the calculations table. */
export const calculationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: calculationStatusSchema,
  revenue: z.number(),
  gross_profit: z.number(),
  gross_profit_percent: z.number(),
  person_count: z.number().int(),
  organization_team: teamRefSchema.nullable(),
  user: authorSchema,
  created_at: timestampSchema,
});
export type CalculationRow = z.input<typeof calculationRowSchema>;

/** GET /organization_team/calculations (and /:member_id): one page and the filter's total. */
export const calculationPageResponseSchema = z.object({
  data: pageSchema('calculation', calculationRowSchema),
});
export type CalculationPageResponse = z.input<typeof calculationPageResponseSchema>;
export type CalculationPage = CalculationPageResponse['data'];

/** POST /calculations/delete/:id: status 1 deleted, 0 refused (the calculation has a quotation). */
export const deleteCalculationResponseSchema = z.object({
  data: z.object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string() }),
});
export type DeleteCalculationResponse = z.input<typeof deleteCalculationResponseSchema>;
