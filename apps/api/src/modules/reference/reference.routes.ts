import { planPrices, planStory } from '@app/contracts/billing/plans';
import { frequencyOf } from '@app/contracts/billing/pricing';
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
import { referenceCache } from './reference-cache';

const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive id`)
    .max(MAX_ID, `${name} must be a positive id`);

/**
 * Public lookups: the sign-up and company forms need them before anyone is signed in. Reference data changes
 * only with the seed, so each answer is built once per process and served from memory with an ETag
 * (reference-cache.ts).
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reference'];
  const roles = referenceCache(namedRefsResponseSchema, async () => ({ data: await listRoles(db) }));
  const industries = referenceCache(namedRefsResponseSchema, async () => ({
    data: await listIndustries(db),
  }));
  const countries = referenceCache(countriesResponseSchema, async () => ({ data: await listCountries(db) }));
  // Every page reads the plans' names, words and prices from here (docs/product/billing.md#plans).
  const plans = referenceCache(plansResponseSchema, async () => ({
    data: (await listPlans(db)).map((plan) => {
      const story = planStory(plan.name);
      return {
        ...plan,
        features: plan.features.length ? plan.features : story.features,
        summary: story.summary,
        account: story.account,
        ...planPrices(frequencyOf(plan.frequency)),
      };
    }),
  }));
  const states = referenceCache(statesResponseSchema, async (countryId) => {
    const rows = await listStates(db, { countryId: Number(countryId) });
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
  });
  const cities = referenceCache(citiesResponseSchema, async (stateId) => ({
    data: await listCities(db, { stateId: Number(stateId) }),
  }));
  const schema = <T extends z.ZodType>(ok: T) => ({ tags, response: responses(ok) });
  app.get('/roles', { schema: schema(namedRefsResponseSchema) }, (request, reply) =>
    roles('', request, reply),
  );
  app.get('/industries', { schema: schema(namedRefsResponseSchema) }, (request, reply) =>
    industries('', request, reply),
  );
  app.get('/countries', { schema: schema(countriesResponseSchema) }, (request, reply) =>
    countries('', request, reply),
  );
  app.get('/plans', { schema: schema(plansResponseSchema) }, (request, reply) => plans('', request, reply));
  app.get(
    '/states',
    {
      schema: {
        ...schema(statesResponseSchema),
        querystring: z.object({ country_id: idParam('country_id').default(1) }),
      },
    },
    (request, reply) => states(String(request.query.country_id), request, reply),
  );
  app.get(
    '/cities',
    {
      schema: {
        ...schema(citiesResponseSchema),
        querystring: z.object({ state_id: idParam('state_id') }),
      },
    },
    (request, reply) => cities(String(request.query.state_id), request, reply),
  );
};
