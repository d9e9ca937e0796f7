import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_DOMAIN: 'staffmargin.test' }, (app) => {
    app.post('/api/__echo', async () => ({ ok: true }));
  });
});
afterAll(() => ctx.close());

const post = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/__echo', headers, payload: {} });

describe('CSRF origin check', () => {
  it('accepts writes from the product host and its organisation sub-domains', async () => {
    expect((await post({ origin: 'http://staffmargin.test' })).statusCode).toBe(200);
    expect((await post({ origin: 'https://acme.staffmargin.test' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it('refuses writes from another site', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await post({ origin: 'https://staffmargin.test.evil.example' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
});
