import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_DOMAIN: 'staffmargin.test' }, (app) => {
    app.post('/api/__echo', async () => ({ ok: true }));
  });
});
afterAll(() => ctx.close());

/** A write sent to `host`, with the browser's headers. */
const post = (host: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/__echo', headers: { host, ...headers }, payload: {} });

describe('CSRF origin check', () => {
  it('accepts writes from a page of the host they are sent to, and requests from no page at all', async () => {
    expect((await post('staffmargin.test', { origin: 'http://staffmargin.test' })).statusCode).toBe(200);
    expect(
      (await post('acme.staffmargin.test', { origin: 'https://acme.staffmargin.test' })).statusCode,
    ).toBe(200);
    expect(
      (
        await post('acme.staffmargin.test', {
          origin: 'https://ACME.staffmargin.test',
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('staffmargin.test', {})).statusCode).toBe(200);
  });

  it('refuses writes from another site', async () => {
    const res = await post('staffmargin.test', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    expect(
      (await post('staffmargin.test', { origin: 'https://staffmargin.test.evil.example' })).statusCode,
    ).toBe(403);
    expect((await post('staffmargin.test', { origin: 'null' })).statusCode).toBe(403);
    expect((await post('staffmargin.test', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('refuses writes from a sibling sub-domain or the apex: a shared cookie must not let them write', async () => {
    for (const [host, origin] of [
      ['acme.staffmargin.test', 'https://evil.staffmargin.test'],
      ['acme.staffmargin.test', 'https://staffmargin.test'],
      ['staffmargin.test', 'https://acme.staffmargin.test'],
    ] as const) {
      const res = await post(host, { origin });
      expect(res.statusCode, `${origin} -> ${host}`).toBe(403);
      expect(res.json().message).toBe('Cross-site request refused');
    }
    expect((await post('acme.staffmargin.test', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });
});
