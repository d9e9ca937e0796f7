import { errorBodySchema } from '@app/contracts/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../testing/test-app';
import { registerErrorHandler } from './error-handler';
import { responses } from './responses';

/** Routes that answer no JSON, so they have no response schema; each says why (a comment at the route, too). */
const WITHOUT_SCHEMA: Record<string, string> = {
  'get /api/uploads/{folder}/{file}': 'image bytes',
  'get /api/calculations/download/{id}/{type}': 'PDF or XLSX file',
  'get /api/quotations/download/{id}/{type}': 'PDF or XLSX file of a quote',
  'get /api/dashboard/teams/export': 'CSV or XLSX file',
  'get /api/billing/invoices/{id}/pdf': 'PDF file of an invoice',
  'get /api/auth/{provider}': 'redirect to the social login provider',
  'get /api/auth/{provider}/callback': 'redirect to /signup or /signin',
};

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('every /api route documents a JSON 2xx answer and the error body, except the files and redirects', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method} ${path}`;
        seen.add(route);
        if (route in WITHOUT_SCHEMA) continue;
        const answers = Object.entries(op.responses ?? {});
        const ok = answers.find(([status]) => status.startsWith('2'))?.[1];
        if (!ok?.content?.['application/json']?.schema || !op.responses?.['4XX']?.content)
          missing.push(route);
      }
    }
    expect(missing).toEqual([]);
    // The exceptions name real routes, so a renamed one cannot hide a new route without a schema.
    for (const route of Object.keys(WITHOUT_SCHEMA)) expect(seen, route).toContain(route);
    expect(seen.size).toBeGreaterThan(60);
  });

  it('a handler answering a field of the wrong type is a 500 in the error shape, not a leak', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const schema = z.object({ id: z.number().int() });
    app.get('/bad', { schema: { response: responses(schema) } }, async () => ({ id: 'x' }) as never);
    app.get('/extra', { schema: { response: responses(schema) } }, async () => ({ id: 1, secret: 's' }));
    const bad = await app.inject({ method: 'GET', url: '/bad' });
    expect(bad.statusCode).toBe(500);
    expect(errorBodySchema.parse(bad.json()).code).toBe('INTERNAL');
    // Fields the schema does not name are dropped.
    expect((await app.inject({ method: 'GET', url: '/extra' })).json()).toEqual({ id: 1 });
    await app.close();
  });
});
