import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationUsers, sessions } from '../db/schema';
import { hashToken } from '../platform/auth/tokens';
import { manualClock } from '../platform/clock';
import { createOrganization, useOrganization } from '../testing/tenants';
import { useTestApp } from '../testing/test-app';
import { createSessionCache } from './session-cache';

/** The per-process session cache (SESSION_CACHE_MS): writes here are seen at once, others within the TTL. */
const TTL = 3000;
// The cache reads the app's clock: a test moves it past the TTL instead of sleeping.
const clock = manualClock();
const ctx = useTestApp({ SESSION_CACHE_MS: String(TTL) }, undefined, undefined, { clock });
const org = useOrganization(ctx, 'cacheco');

const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });
const tokenOf = (cookie: string) => cookie.replace('sm_session=', '');

describe('session cache', () => {
  it('a session deleted by another process stops working within the TTL', async () => {
    const { cookie } = org.members.Manager;
    expect((await get('/api/user', cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    // Still resolved from this process's cache for at most the TTL...
    expect((await get('/api/user', cookie)).statusCode).toBe(200);
    clock.advance(TTL + 100);
    // ...then read again: gone.
    expect((await get('/api/user', cookie)).statusCode).toBe(401);
  });

  it('a removed member loses the organisation within the TTL', async () => {
    const member = org.members['Team Member'];
    expect((await get('/api/organization_team/calculations', member.cookie)).statusCode).toBe(200);
    await ctx.database.db
      .delete(organizationUsers)
      .where(and(eq(organizationUsers.userId, member.userId), eq(organizationUsers.organizationId, org.id)));
    clock.advance(TTL + 100);
    expect((await get('/api/organization_team/calculations', member.cookie)).statusCode).toBe(403);
  });

  it('a sign-out and a name change made through this process are seen by the next request at once', async () => {
    const { cookie } = org.members.Admin;
    expect((await get('/api/user', cookie)).json().data.first_name).toBe('Admin');
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update_name',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/api/user', cookie)).json().data.first_name).toBe('Ada');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign_out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/user', cookie)).statusCode).toBe(401);
  });

  it('the user payload and the organisation guard read the memberships the session resolved', async () => {
    const { cookie } = org.members.Owner;
    const user = (await get('/api/user', cookie)).json().data;
    expect(user.user_role).toBe('Owner');
    expect(user.organization_users.map((m: { organization: { id: number } }) => m.organization.id)).toEqual([
      org.id,
    ]);
    // On another organisation's sub-domain the owner is not a member: 404, as without the cache.
    const other = await createOrganization(ctx.database.db, 'otherco');
    const elsewhere = await ctx.app.inject({
      url: '/api/organization_team/calculations',
      headers: { cookie, host: `${other.domain}.localhost:3000` },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('session cache invalidation', () => {
  it('a write drops the cached sessions of its user or organisation only, and a read in flight cannot store', () => {
    type Value = { userId: number; organizationIds: number[] };
    const cache = createSessionCache<Value>(5000, (v) => v);
    const now = 1_000;
    const put = (key: string, value: Value) => cache.set(key, value, now, now + 60_000, cache.generation());
    put('ann-1', { userId: 1, organizationIds: [10] });
    put('ann-2', { userId: 1, organizationIds: [10] });
    put('bob', { userId: 2, organizationIds: [10, 20] });
    put('cy', { userId: 3, organizationIds: [20] });
    cache.invalidate({ userId: 1 });
    expect(['ann-1', 'ann-2', 'bob', 'cy'].map((k) => !!cache.get(k, now))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const inFlight = cache.generation();
    cache.invalidate({ organizationId: 10 });
    expect(['bob', 'cy'].map((k) => !!cache.get(k, now))).toEqual([false, true]);
    // Read before the drop: not stored, whoever it belongs to.
    cache.set('dee', { userId: 4, organizationIds: [30] }, now, now + 60_000, inFlight);
    expect(cache.get('dee', now)).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.invalidate({ organizationId: 20 });
    expect(cache.size).toBe(0);
  });
});
