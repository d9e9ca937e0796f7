import { describe, expect, it } from 'vitest';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { makeKey, v1 } from './testing/v1-client';

const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: '1000' });

/** A cursor as an integrator could forge one: base64url of the JSON pair the API's own cursors hold. */
const forged = (createdAt: string, id: number) =>
  Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');

describe('every v1 input is refused with its own message before any query (docs/product/api.md#errors)', () => {
  it('answers an impossible dashboard date with a 400 on the field, as the app’s dashboard does', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-dates');
    const api = v1(ctx, (await makeKey(ctx, org.members.Owner.cookie, 'read')).key);
    for (const from of ['2026-13-45', '2026-02-30', '0000-01-01']) {
      const res = await api.get(`/dashboard?from=${from}`);
      expect(res.status, from).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields.from, from).toEqual([expect.stringMatching(/date/)]);
    }
    expect((await api.get('/dashboard?from=2026-02-28&to=2026-03-31')).status).toBe(200);
  });

  it('refuses a created_from in year 0000 and a forged cursor by name, never the database’s fallback', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-cursor');
    const api = v1(ctx, (await makeKey(ctx, org.members.Owner.cookie, 'read')).key);
    const early = await api.get('/calculations?created_from=0000-01-01T00:00:00Z');
    expect(early.status).toBe(400);
    expect(early.body.error.fields.created_from).toEqual([expect.stringContaining('2000-01-01')]);
    for (const cursor of [
      forged('0000-01-01T00:00:00.000000Z', 1),
      forged('2026-13-45T25:61:61.000000Z', 1),
      forged('2026-01-01T00:00:00.000000Z', 2 ** 53),
    ]) {
      for (const list of ['/calculations', '/quotes']) {
        const res = await api.get(`${list}?cursor=${cursor}`);
        expect(res.status, `${list} ${cursor}`).toBe(400);
        expect(res.body.error).toEqual({
          code: 'invalid_cursor',
          message: 'cursor is not a next_cursor this API gave',
        });
      }
    }
    expect(JSON.stringify(early.body)).not.toContain('out of range');
  });

  it('answers an unknown route in v1’s format, without echoing the query string (a key could be in it)', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-404');
    const { key } = await makeKey(ctx, org.members.Owner.cookie, 'read');
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/v1/nowhere/at-all?api_key=${key}`,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'route_not_found', message: `No route ${method} /api/v1/nowhere/at-all` },
      });
      expect(res.body).not.toContain(key);
    }
    // Without a key at all, the route still does not exist rather than being a 401 that hints it might.
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/nowhere?secret=${key}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain(key);
  });
});
