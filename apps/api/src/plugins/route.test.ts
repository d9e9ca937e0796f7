import { defineRoute } from '@app/contracts/route';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { fromContract } from './route';

const renameRoute = defineRoute({
  method: 'POST',
  path: '/things/:id',
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ name: z.string().max(20) }),
  response: z.object({ data: z.object({ id: z.number(), name: z.string() }) }),
});

function build() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.route({
    ...fromContract(renameRoute, ['test']),
    // The handler's request and reply are typed by the contract: these lines fail typecheck if either drifts.
    handler: async (request) => {
      // @ts-expect-error the body has no field the contract does not name
      void request.body.title;
      const id: number = request.params.id;
      return { data: { id, name: request.body.name } };
    },
  });
  return app;
}

describe('fromContract', () => {
  it('registers the path, validates params and body, and serializes through the response schema', async () => {
    const app = build();
    const ok = await app.inject({ method: 'POST', url: '/things/4', payload: { name: 'Kit' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { id: 4, name: 'Kit' } });

    const badId = await app.inject({ method: 'POST', url: '/things/0', payload: { name: 'Kit' } });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
    const badName = await app.inject({ method: 'POST', url: '/things/4', payload: { name: 'x'.repeat(21) } });
    expect(badName.statusCode).toBe(400);
    expect(Object.keys(badName.json().errors)).toEqual(['name']);
  });
});
