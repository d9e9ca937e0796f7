import { errorBodySchema } from '@app/contracts/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../testing/test-app';
import { registerErrorHandler } from './error-handler';
import { responses } from './responses';

const pdf = 'application/pdf';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Routes that answer no JSON: a file's media types, or a redirect (302). */
const NOT_JSON: Record<string, string[]> = {
  'get /api/uploads/{folder}/{file}': ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  'get /api/calculations/download/{id}/{type}': [pdf, xlsx],
  'get /api/quotations/download/{id}/{type}': [pdf, xlsx],
  'get /api/dashboard/teams/export': ['text/csv', xlsx],
  'get /api/billing/invoices/{id}/pdf': [pdf],
  'get /api/auth/{provider}': ['302'],
  'get /api/auth/{provider}/callback': ['302'],
};

type Operation = {
  responses?: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
};

const ctx = useTestApp();

describe('response schemas', () => {
  it('every /api route documents its 2xx answer and the error body: JSON, a file or a redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method} ${path}`;
        seen.add(route);
        const answers = Object.entries(op.responses ?? {});
        const ok = answers.find(([status]) => status.startsWith('2'))?.[1];
        const declared = ok?.content
          ? Object.keys(ok.content).filter((type) => ok.content?.[type]?.schema)
          : op.responses?.['302']?.headers?.Location
            ? ['302']
            : [];
        const expected = NOT_JSON[route] ?? ['application/json'];
        if (declared.join() !== expected.join() || !op.responses?.['4XX']?.content)
          missing.push(`${route}: ${declared.join() || 'nothing'}`);
      }
    }
    expect(missing).toEqual([]);
    // The exceptions name real routes, so a renamed one cannot hide a new route without a schema.
    for (const route of Object.keys(NOT_JSON)) expect(seen, route).toContain(route);
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
