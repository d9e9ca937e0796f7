import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

describe('health', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('tags every answer with a request id, echoing the caller’s', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect((await ctx.app.inject('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // On errors too, and on the routes that answer before any handler (a 404).
    const missing = await ctx.app.inject('/api/nope');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/states', '/api/cities']));
  });

  it('does not publish the API description in production unless API_DOCS=on', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-random-secret-of-the-deployment-0123456789',
      APP_DOMAIN: 'staffmargin.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'StaffMargin <no-reply@staffmargin.example>',
      BILLING_PROVIDER: 'sandbox',
    };
    for (const [API_DOCS, status] of [
      ['', 404],
      ['on', 200],
    ] as const) {
      const prod = await createTestApp({ ...production, API_DOCS });
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          expect([url, API_DOCS, (await prod.app.inject(url)).statusCode]).toEqual([url, API_DOCS, status]);
        }
      } finally {
        await prod.close();
      }
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});
