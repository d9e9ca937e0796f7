import { z } from 'zod';

/** Response schemas of the public lookups (GET /roles, /industries, /countries, /plans, /states, /cities). */

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.input<typeof namedRefSchema>;

/** GET /roles and /industries */
export const namedRefsResponseSchema = z.object({ data: z.array(namedRefSchema) });
export type NamedRefsResponse = z.input<typeof namedRefsResponseSchema>;
export const countriesResponseSchema = z.object({
  data: z.array(namedRefSchema.extend({ code: z.string() })),
});

const pricesBySeatsSchema = z.record(z.string(), z.number());

/**
 * Plans keep the table's column names as the lookup has always sent them, plus the specification's prices in
 * dollars per seat a month (docs/product/billing.md#plans): `amount` (one seat on the plan's period), `price`
 * (monthly) and `yearly_price` (yearly), each by seat count "1" to "20"; and what the plan is, in words.
 */
export const plansResponseSchema = z.object({
  data: z.array(
    namedRefSchema.extend({
      code: z.string(),
      isEnterprise: z.boolean(),
      frequency: z.string(),
      stripeId: z.string().nullable(),
      features: z.array(z.string()),
      summary: z.string(),
      account: z.enum(['Single', 'Enterprise']),
      amount: z.number(),
      price: pricesBySeatsSchema,
      yearly_price: pricesBySeatsSchema,
    }),
  ),
});
export type PlanRef = z.input<typeof plansResponseSchema>['data'][number];

export const wageCapSchema = z.object({ year: z.number().int(), wage_base: z.number() });

export const stateRefSchema = namedRefSchema.extend({
  code: z.string(),
  country_id: z.number().int(),
  sales_tax_rate: z.number().nullable(),
  /** The latest year's SUTA wage base. */
  wage_cap: z.number().nullable(),
  wage_caps: z.array(wageCapSchema),
});
export type StateRef = z.input<typeof stateRefSchema>;
export const statesResponseSchema = z.object({ data: z.array(stateRefSchema) });
export type StatesResponse = z.input<typeof statesResponseSchema>;

export const cityRefSchema = namedRefSchema.extend({ state_id: z.number().int() });
export type CityRef = z.input<typeof cityRefSchema>;
export const citiesResponseSchema = z.object({ data: z.array(cityRefSchema) });
export type CitiesResponse = z.input<typeof citiesResponseSchema>;
