import { z } from 'zod';
import { personListWireSchema } from '../calculation';
import { MAX_PERSONS, MAX_RATE_LOCATIONS, MAX_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { id, version } from '../settings/fields';
import { listCalculationsQuerySchema, statusBodySchema } from './list';
import {
  calculationPageResponseSchema,
  calculationResponseSchema,
  deleteCalculationResponseSchema,
  ratesResponseSchema,
  saveCalculationResponseSchema,
  statusResponseSchema,
  stipendResponseSchema,
} from './responses';

/** Calculations (docs/product/calculations.md, docs/product/api.md#calculations). */

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
const idSchema = id();

export const createCalculationRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation/create',
  body: z.object({ name, person_list: personList, status: z.literal('New calculation').optional() }),
  response: saveCalculationResponseSchema,
});
export const updateCalculationRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation/update',
  description: 'Replaces the inputs and prices them at today’s rates (a new rate snapshot).',
  body: z.object({
    id: idSchema,
    version: calculationVersion,
    name,
    person_list: personList,
    status: z.literal('New calculation').optional(),
  }),
  response: saveCalculationResponseSchema,
});
export const stipendRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation/stipend',
  body: z.object({ person_list: personList, name: z.string().max(MAX_TEXT_LENGTH).optional() }),
  response: stipendResponseSchema,
});
export const ratesRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation/rates',
  description:
    'The rate snapshot a save would use now, for the given locations: the calculator computes live results ' +
    'in the browser with the same engine and these rates, so the figures match the saved ones to the cent.',
  body: z.object({
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
  }),
  response: ratesResponseSchema,
});
export const getCalculationRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation',
  body: z.object({ id: idSchema }),
  response: calculationResponseSchema,
});
export const changeStatusRoute = defineRoute({
  method: 'POST',
  path: '/organization_team/calculation/update/status',
  body: statusBodySchema,
  response: statusResponseSchema,
});
export const listCalculationsRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/calculations',
  query: listCalculationsQuerySchema,
  description: 'The organisation’s calculations, filtered, searched, sorted and paged on the server.',
  response: calculationPageResponseSchema,
});
export const listMemberCalculationsRoute = defineRoute({
  method: 'GET',
  path: '/organization_team/calculations/:member_id',
  params: z.object({ member_id: idSchema }),
  query: listCalculationsQuerySchema,
  response: calculationPageResponseSchema,
});
export const deleteCalculationRoute = defineRoute({
  method: 'POST',
  path: '/calculations/delete/:id',
  params: z.object({ id: idSchema }),
  response: deleteCalculationResponseSchema,
});
/** A calculation's or a quote's file. */
export const downloadTypeSchema = z.enum(['pdf', 'xlsx'], { error: 'type must be pdf or xlsx' });
/** The download answers the file's bytes, not JSON: a link, not a `call()`. */
export const downloadCalculationParamsSchema = z.object({ id: idSchema, type: downloadTypeSchema });
