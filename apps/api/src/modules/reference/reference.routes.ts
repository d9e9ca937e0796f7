import { planPrices, planStory } from '@app/contracts/billing/plans';
import { frequencyOf } from '@app/contracts/billing/pricing';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  namedRefsResponseSchema,
  plansResponseSchema,
  statesResponseSchema,
} from '@app/contracts/reference';
import {
  citiesRoute,
  countriesRoute,
  industriesRoute,
  plansRoute,
  rolesRoute,
  statesRoute,
} from '@app/contracts/reference/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { fromContract } from '../../plugins/route';
import {
  listCities,
  listCountries,
  listIndustries,
  listPlans,
  listRoles,
  listStates,
} from './reference.repo';
import { referenceCache } from './reference-cache';

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
  app.route({ ...fromContract(rolesRoute, tags), handler: (request, reply) => roles('', request, reply) });
  app.route({
    ...fromContract(industriesRoute, tags),
    handler: (request, reply) => industries('', request, reply),
  });
  app.route({
    ...fromContract(countriesRoute, tags),
    handler: (request, reply) => countries('', request, reply),
  });
  app.route({ ...fromContract(plansRoute, tags), handler: (request, reply) => plans('', request, reply) });
  app.route({
    ...fromContract(statesRoute, tags),
    handler: (request, reply) => states(String(request.query.country_id), request, reply),
  });
  app.route({
    ...fromContract(citiesRoute, tags),
    handler: (request, reply) => cities(String(request.query.state_id), request, reply),
  });
};
