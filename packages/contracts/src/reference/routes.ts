import { z } from 'zod';
import { MAX_ID } from '../limits';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  namedRefsResponseSchema,
  plansResponseSchema,
  statesResponseSchema,
} from '../reference';
import { defineRoute } from '../route';

/** Public lookups, no session (docs/product/api.md): answered from memory with an ETag. */

const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive id`)
    .max(MAX_ID, `${name} must be a positive id`);

export const rolesRoute = defineRoute({ method: 'GET', path: '/roles', response: namedRefsResponseSchema });
export const industriesRoute = defineRoute({
  method: 'GET',
  path: '/industries',
  response: namedRefsResponseSchema,
});
export const countriesRoute = defineRoute({
  method: 'GET',
  path: '/countries',
  response: countriesResponseSchema,
});
export const plansRoute = defineRoute({ method: 'GET', path: '/plans', response: plansResponseSchema });
export const statesRoute = defineRoute({
  method: 'GET',
  path: '/states',
  query: z.object({ country_id: idParam('country_id').default(1) }),
  response: statesResponseSchema,
});
export const citiesRoute = defineRoute({
  method: 'GET',
  path: '/cities',
  query: z.object({ state_id: idParam('state_id') }),
  response: citiesResponseSchema,
});
