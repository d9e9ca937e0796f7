import { z } from 'zod';
import { personListWireSchema } from '../calculation/wire-person';
import { MAX_ID, MAX_PERSONS, MAX_RATE_LOCATIONS, MAX_TEXT_LENGTH } from '../limits';
import { version } from '../settings/fields';

/**
 * Request bodies and parameters of the calculation endpoints (docs/product/api.md#calculations). Every field is
 * bounded; messages are what the calculator shows next to the field.
 */

const name = z
  .string({ error: 'Calculation name is required' })
  .trim()
  .min(1, 'Calculation name is required')
  .max(MAX_TEXT_LENGTH, `Calculation name must be at most ${MAX_TEXT_LENGTH} characters`);
const personList = personListWireSchema
  .min(1, 'Add at least one person')
  .max(MAX_PERSONS, `At most ${MAX_PERSONS} persons in one calculation`);
const calculationVersion = version().describe(
  'The version being edited, as last read (data.calculation.version); a newer one answers 409.',
);
const idSchema = z.coerce
  .number({ error: 'id is required' })
  .int('id is invalid')
  .positive('id is invalid')
  .max(MAX_ID, 'id is invalid');

export const createCalculationBodySchema = z.object({
  name,
  person_list: personList,
  status: z.literal('New calculation').optional(),
});

export const updateCalculationBodySchema = z.object({
  id: idSchema,
  version: calculationVersion,
  name,
  person_list: personList,
  status: z.literal('New calculation').optional(),
});

export const stipendBodySchema = z.object({
  person_list: personList,
  name: z.string().max(MAX_TEXT_LENGTH).optional(),
});

export const ratesBodySchema = z.object({
  locations: z
    .array(
      z.object({
        state_id: idSchema,
        city_id: idSchema.nullish(),
        start_date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullish(),
      }),
    )
    .max(MAX_RATE_LOCATIONS, `At most ${MAX_RATE_LOCATIONS} locations`),
});

export const calculationIdBodySchema = z.object({ id: idSchema });

export const memberCalculationsParamsSchema = z.object({ member_id: idSchema });

export const calculationIdParamsSchema = z.object({ id: idSchema });

export const downloadCalculationParamsSchema = z.object({
  id: idSchema,
  type: z.enum(['pdf', 'xlsx'], { error: 'type must be pdf or xlsx' }),
});
