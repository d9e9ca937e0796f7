import { MAX_ID } from '@app/contracts/limits';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  namedRefsResponseSchema,
  plansResponseSchema,
  statesResponseSchema,
} from '@app/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { responses } from '../../plugins/responses';
import {
  listCities,
  listCountries,
  listIndustries,
  listPlans,
  listRoles,
  listStates,
} from './reference.repo';

const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive id`)
    .max(MAX_ID, `${name} must be a positive id`);

/** Public lookups: the sign-up and company forms need them before anyone is signed in. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reference'];
  app.get('/roles', { schema: { tags, response: responses(namedRefsResponseSchema) } }, async () => ({
    data: await listRoles(db),
  }));
  app.get('/industries', { schema: { tags, response: responses(namedRefsResponseSchema) } }, async () => ({
    data: await listIndustries(db),
  }));
  app.get('/countries', { schema: { tags, response: responses(countriesResponseSchema) } }, async () => ({
    data: await listCountries(db),
  }));
  app.get('/plans', { schema: { tags, response: responses(plansResponseSchema) } }, async () => ({
    data: await listPlans(db),
  }));
  app.get(
    '/states',
    {
      schema: {
        tags,
        querystring: z.object({ country_id: idParam('country_id').default(1) }),
        response: responses(statesResponseSchema),
      },
    },
    async (request) => {
      const rows = await listStates(db, { countryId: request.query.country_id });
      return {
        data: rows.map((s) => ({
          id: s.id,
          name: s.name,
          code: s.code,
          country_id: s.countryId,
          sales_tax_rate: s.salesTaxRate === null ? null : Number(s.salesTaxRate),
          wage_cap: s.wage_caps.at(-1)?.wage_base ?? null,
          wage_caps: s.wage_caps,
        })),
      };
    },
  );
  app.get(
    '/cities',
    {
      schema: {
        tags,
        querystring: z.object({ state_id: idParam('state_id') }),
        response: responses(citiesResponseSchema),
      },
    },
    async (request) => ({ data: await listCities(db, { stateId: request.query.state_id }) }),
  );
};
