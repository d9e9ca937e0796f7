import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { TestClient } from '../../testing/accounts';
import { routeTable } from '../../testing/fuzz/route-table';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { makeKey, v1 } from '../api-v1/testing/v1-client';
import { readOnlyAllowedRoutes } from './read-only-gate';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

describe('the read-only gate over the route table', () => {
  it('refuses every write route of a read-only organisation unless the route declares readOnlyAllowed', async () => {
    const org = await createOrganization(ctx.database.db, 'gate-walk');
    // The open API's writes are walked with a read and write key made while the trial ran.
    const apiKey = (await makeKey(ctx, org.members.Owner.cookie, 'read_write')).key;
    // The trial ended a month ago and there is no plan: the organisation is read-only.
    await ctx.database.db
      .update(organizations)
      .set({ trialEndsAt: new Date(Date.now() - 30 * 24 * 3600_000) })
      .where(eq(organizations.id, org.id));
    const owner = new TestClient(ctx.app, `${org.domain}.localhost:3000`);
    const [name, value] = org.members.Owner.cookie.split('=') as [string, string];
    owner.cookies.set(name, value);

    const allowed = readOnlyAllowedRoutes(ctx.app);
    const open: string[] = [];
    let gated = 0;
    for (const route of routeTable(ctx.app)) {
      if (!WRITES.has(route.method)) continue;
      const key = `${route.method} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`;
      if (allowed.has(key)) continue;
      // Any body: the gate answers before the input is read, so nothing is written.
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      if (url.startsWith('/api/v1/')) {
        const res = await v1(ctx, apiKey).post(url.slice('/api/v1'.length), {});
        if (res.status === 402 && res.body.error.code === 'plan_expired') gated += 1;
        else open.push(`${key} answered ${res.status}`);
        continue;
      }
      const res = await owner.request(route.method as 'POST', url, {});
      if (res.statusCode === 402 && res.json().code === 'PLAN_EXPIRED' && res.json().expire === true)
        gated += 1;
      else open.push(`${key} answered ${res.statusCode}`);
    }
    // A write route that is neither gated nor flagged shows up here, named.
    expect(open).toEqual([]);
    expect(gated).toBeGreaterThan(30);
    // What stays open is declared on the routes: billing, signing in, the person's own account, reads by POST.
    for (const route of [
      'POST /api/bill_settings',
      'POST /api/subscription/create',
      'POST /api/webhooks/stripe',
      'POST /api/auth/sign_out',
      'PUT /api/auth/password',
      'POST /api/user/update_name',
      'POST /api/organization/create',
      'POST /api/quote/client/:token/sign',
      'POST /api/organization_team/calculation',
      'POST /api/notification/read_all',
    ])
      expect(allowed, route).toContain(route);
    // The session survived the walk: no gated route ran its handler.
    expect((await owner.get('/api/user')).json().expire).toBe(true);
  });
});

describe('the gate of writes that arrive together', () => {
  it('decides each write from its own organisation when several organisations write at once', async () => {
    const orgs = await Promise.all(
      ['gate-together-a', 'gate-together-b', 'gate-together-c', 'gate-together-d'].map((name) =>
        createOrganization(ctx.database.db, name),
      ),
    );
    // The first and third ended their trial a month ago with no plan: read-only. The others are in their trial.
    const readOnly = new Set([orgs[0]!.id, orgs[2]!.id]);
    for (const id of readOnly)
      await ctx.database.db
        .update(organizations)
        .set({ trialEndsAt: new Date(Date.now() - 30 * 24 * 3600_000) })
        .where(eq(organizations.id, id));
    const owners = orgs.map((org) => {
      const client = new TestClient(ctx.app, `${org.domain}.localhost:3000`);
      const [name, value] = org.members.Owner.cookie.split('=') as [string, string];
      client.cookies.set(name, value);
      return { org, client };
    });

    // Five saves per organisation, interleaved and all at once, so their gate reads are read together. An empty
    // body: the gate answers before the input is read (402), a writable organisation's save is then refused
    // for its input (400), and nothing is written either way.
    const sent = Array.from({ length: 5 }, () => owners).flat();
    const answers = await Promise.all(
      sent.map(({ client }) => client.request('POST', '/api/organization_team/calculation/create', {})),
    );
    const got = answers.map((res, i) => `${sent[i]!.org.domain} ${res.statusCode}`);
    const expected = sent.map(({ org }) => `${org.domain} ${readOnly.has(org.id) ? 402 : 400}`);
    expect(got).toEqual(expected);
  });
});
