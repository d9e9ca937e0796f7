import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiIdempotency,
  apiKeys,
  calculations,
  organizations,
  organizationUsers,
  plans,
  settingsAudit,
  subscriptions,
} from '../../db/schema';
import { client, useDallasSite } from '../../testing/member-client';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { makeKey, plainPerson, v1 } from './testing/v1-client';

const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: '1000' });
const site = useDallasSite(ctx);

describe('API keys in Settings', () => {
  it('Owners and Admins create, list and revoke keys; the key is shown once and stored only as a hash', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-crud');
    const owner = client(ctx, org.members.Owner.cookie);
    const made = await makeKey(ctx, org.members.Admin.cookie, 'read', 'Bullhorn sync');
    expect(made.key).toMatch(/^sm_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    const listed = await owner.get('/api_keys');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ name: 'Bullhorn sync', scope: 'read', prefix: made.prefix });
    expect(JSON.stringify(listed.body)).not.toContain(made.key.split('_').at(-1));
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.key.slice(made.prefix.length + 1));

    for (const role of ['Manager', 'Team Member'] as const) {
      const other = client(ctx, org.members[role].cookie);
      expect((await other.get('/api_keys')).status).toBe(403);
      expect((await other.post('/api_keys', { name: 'x', scope: 'read' })).status).toBe(403);
    }
    const revoked = await owner.post(`/api_keys/${made.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toBeTruthy();
    const history = await ctx.database.db
      .select()
      .from(settingsAudit)
      .where(and(eq(settingsAudit.organizationId, org.id), eq(settingsAudit.area, 'api_keys')));
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'delete']);
  });

  it('a revoked key stops working on the very next request', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-revoke');
    const made = await makeKey(ctx, org.members.Owner.cookie, 'read');
    const api = v1(ctx, made.key);
    expect((await api.get('/teams')).status).toBe(200);
    await client(ctx, org.members.Owner.cookie).post(`/api_keys/${made.id}/revoke`);
    const after = await api.get('/teams');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { code: 'invalid_api_key', message: expect.any(String) } });
  });

  it('refuses a wrong secret behind a real prefix, a cookie instead of a key, and no key at all', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-wrong');
    const made = await makeKey(ctx, org.members.Owner.cookie, 'read');
    const forged = `${made.prefix}_${'A'.repeat(43)}`;
    expect((await v1(ctx, forged).get('/teams')).status).toBe(401);
    const withCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/teams',
      headers: { cookie: org.members.Owner.cookie },
    });
    expect(withCookie.statusCode).toBe(401);
  });

  it('a read key cannot write; a key of a removed creator stops working', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-scope');
    const read = await makeKey(ctx, org.members.Admin.cookie, 'read');
    const denied = await v1(ctx, read.key).post('/calculations', {
      name: 'x',
      persons: [plainPerson(site.ids.TX, site.dallas)],
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('insufficient_scope');
    await ctx.database.db
      .delete(organizationUsers)
      .where(
        and(
          eq(organizationUsers.organizationId, org.id),
          eq(organizationUsers.userId, org.members.Admin.userId),
        ),
      );
    expect((await v1(ctx, read.key).get('/teams')).status).toBe(401);
  });

  it('removing the maker revokes their keys and the list says why; an invitation back does not revive them', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-maker-gone');
    const owner = client(ctx, org.members.Owner.cookie);
    const made = await makeKey(ctx, org.members.Admin.cookie, 'read_write', 'Admin sync');
    const kept = await makeKey(ctx, org.members.Owner.cookie, 'read', 'Owner sync');
    expect((await v1(ctx, made.key).get('/teams')).status).toBe(200);
    const removed = await owner.post('/organization/members/delete', { user_id: org.members.Admin.userId });
    expect(removed.status).toBe(200);
    expect((await v1(ctx, made.key).get('/teams')).status).toBe(401);
    const listed = (await owner.get('/api_keys')).body.data as {
      id: number;
      revoked_at: string | null;
      revoked_reason: string | null;
    }[];
    expect(listed.find((k) => k.id === made.id)).toMatchObject({
      revoked_at: expect.any(String),
      revoked_reason: 'maker_removed',
    });
    expect(listed.find((k) => k.id === kept.id)).toMatchObject({ revoked_at: null, revoked_reason: null });
    // Invited back (a new membership, here as a Team Member): the old key stays revoked and refused.
    await ctx.database.db.insert(organizationUsers).values({
      organizationId: org.id,
      userId: org.members.Admin.userId,
      roleId: ROLE_ID['Team Member'],
    });
    expect((await v1(ctx, made.key).get('/teams')).status).toBe(401);
    expect((await v1(ctx, kept.key).get('/teams')).status).toBe(200);
    // A key revoked by hand says so.
    await owner.post(`/api_keys/${kept.id}/revoke`);
    const after = (await owner.get('/api_keys')).body.data as { id: number; revoked_reason: string | null }[];
    expect(after.find((k) => k.id === kept.id)?.revoked_reason).toBe('revoked');
  });

  it('a maker demoted to a role that may not use keys has their keys refused', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-demoted');
    const made = await makeKey(ctx, org.members.Admin.cookie, 'read_write');
    expect((await v1(ctx, made.key).get('/teams')).status).toBe(200);
    const where = and(
      eq(organizationUsers.organizationId, org.id),
      eq(organizationUsers.userId, org.members.Admin.userId),
    );
    await ctx.database.db.update(organizationUsers).set({ roleId: ROLE_ID['Team Member'] }).where(where);
    const refused = await v1(ctx, made.key).get('/teams');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_api_key');
    // Made an Admin again, the same key works: it was refused for the role, not revoked.
    await ctx.database.db.update(organizationUsers).set({ roleId: ROLE_ID.Admin }).where(where);
    expect((await v1(ctx, made.key).get('/teams')).status).toBe(200);
  });
});

describe('plans', () => {
  it('Essential makes read keys only, and a write key from before the move writes no more', async () => {
    const org = await createOrganization(ctx.database.db, 'keys-essential');
    const before = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const [essential] = await ctx.database.db.select().from(plans).where(eq(plans.name, 'Essential'));
    const now = Date.now();
    await ctx.database.db.insert(subscriptions).values({
      organizationId: org.id,
      planId: essential!.id,
      seats: 4,
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: `sub_essential_${org.id}`,
      currentPeriodStart: new Date(now - 86_400_000),
      currentPeriodEnd: new Date(now + 29 * 86_400_000),
    });
    const owner = client(ctx, org.members.Owner.cookie);
    const refused = await owner.post('/api_keys', { name: 'Writer', scope: 'read_write' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_REQUIRED');
    expect((await owner.get('/api_keys')).body.write_allowed).toBe(false);
    expect((await owner.post('/api_keys', { name: 'Reader', scope: 'read' })).status).toBe(200);
    const write = await v1(ctx, before.key).post('/calculations', {
      name: 'x',
      persons: [plainPerson(site.ids.TX, site.dallas)],
    });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('plan_required');
    expect((await v1(ctx, before.key).get('/calculations')).status).toBe(200);
  });
});

describe('calculations through /api/v1', () => {
  it('prices a calculation from plain names with the calculator’s figures, lists and submits it', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-calc');
    // Enterprise: a new calculation waits for approval (a Single organisation's is Approved at once).
    await ctx.database.db
      .update(organizations)
      .set({ isEnterprise: true })
      .where(eq(organizations.id, org.id));
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    const created = await api.post('/calculations', {
      name: 'Dallas crew',
      persons: [plainPerson(site.ids.TX, site.dallas)],
    });
    expect(created.status).toBe(201);
    const calc = created.body.data;
    // The same person through the app's route: the same figures to the cent.
    const app = client(ctx, org.members.Owner.cookie);
    const twin = await app.post('/organization_team/calculation/create', {
      name: 'Twin',
      person_list: [hourlyPerson(site.ids.TX, site.dallas, { job: 'Forklift driver' })],
    });
    const appCalc = (await app.post('/organization_team/calculation', { id: twin.body.data.calculation.id }))
      .body.data.calculation;
    expect(calc.figures.revenue).toBe(appCalc.revenue.toFixed(2));
    expect(calc.figures.gross_profit).toBe(appCalc.gross_profit.toFixed(2));
    // Revenue less cost is the gross profit, in cents.
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(calc.figures.revenue) - cents(calc.figures.total_cost)).toBe(
      cents(calc.figures.gross_profit),
    );
    expect(calc.status).toBe('new');
    expect(calc.persons[0]).toHaveProperty('benefits');
    expect(JSON.stringify(created.body)).not.toMatch(/benifits|shadule|exampt|stepend|assigment/);
    expect(calc.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const one = await api.get(`/calculations/${calc.id}`);
    expect(one.body.data.id).toBe(calc.id);
    const submitted = await api.post(`/calculations/${calc.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('sent_for_approval');
    const listed = await api.get('/calculations?status=sent_for_approval');
    expect(listed.body.data.map((c: { id: number }) => c.id)).toEqual([calc.id]);
  });

  it('answers bad input in one shape with v1’s field names', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-errors');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const person = plainPerson(site.ids.TX, site.dallas);
    const bad = await v1(ctx, key.key).post('/calculations', {
      name: 'Bad',
      persons: [{ ...person, assignment: { ...person.assignment, schedule: 'shift' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation');
    expect(Object.keys(bad.body.error.fields)).toContain('persons.0.assignment.hours_per_shift');
    const notFound = await v1(ctx, key.key).get('/calculations/999999');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: { code: 'not_found', message: 'Calculation not found' } });
  });

  it('pages stay stable while rows are added: every row once, none repeated', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-pages');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    for (let i = 0; i < 7; i++)
      await api.post('/calculations', { name: `C${i}`, persons: [plainPerson(site.ids.TX, site.dallas)] });
    const seen: number[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const page = await api.get(`/calculations?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((c: { id: number }) => c.id));
      cursor = page.body.next_cursor;
      // Someone saves while the client pages: the new rows are newer than the cursor and never appear.
      if (added++ < 2)
        await api.post('/calculations', { name: 'new', persons: [plainPerson(site.ids.TX, site.dallas)] });
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const bad = await api.get('/calculations?cursor=nonsense');
    expect(bad.body.error.code).toBe('invalid_cursor');
  });
});

describe('tenant isolation', () => {
  it('another organisation’s key sees none of A’s rows on any v1 route', async () => {
    const a = await createOrganization(ctx.database.db, 'iso-a');
    const b = await createOrganization(ctx.database.db, 'iso-b');
    const keyA = await makeKey(ctx, a.members.Owner.cookie, 'read_write');
    const keyB = await makeKey(ctx, b.members.Owner.cookie, 'read_write');
    const calc = (
      await v1(ctx, keyA.key).post('/calculations', {
        name: 'A',
        persons: [plainPerson(site.ids.TX, site.dallas)],
      })
    ).body.data;
    const asB = v1(ctx, keyB.key);
    expect((await asB.get(`/calculations/${calc.id}`)).status).toBe(404);
    expect((await asB.post(`/calculations/${calc.id}/submit`)).status).toBe(404);
    expect((await asB.get('/calculations')).body.data).toEqual([]);
    expect((await asB.get('/quotes')).body.data).toEqual([]);
    const quote = await asB.post('/quotes', {
      calculation_id: calc.id,
      client_name: 'X',
      quote_number: 'Q-1',
      state_id: site.ids.TX,
      persons: [{ index: 0, count: 1 }],
    });
    expect(quote.status).toBe(404);
    const members = (await asB.get('/members')).body.data.map((m: { email: string }) => m.email);
    expect(members.every((e: string) => e.endsWith('@iso-b.test'))).toBe(true);
    const [row] = await ctx.database.db.select().from(calculations).where(eq(calculations.id, calc.id));
    expect(row!.status).not.toBe('Sent to approval');
  });
});

describe('Idempotency-Key', () => {
  it('a repeat gets the first answer; another body with the same key is refused with 422', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-idem');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    const body = { name: 'Once', persons: [plainPerson(site.ids.TX, site.dallas)] };
    const first = await api.post('/calculations', body, { 'idempotency-key': 'order-1' });
    const again = await api.post('/calculations', body, { 'idempotency-key': 'order-1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await api.post(
      '/calculations',
      { ...body, name: 'Twice' },
      { 'idempotency-key': 'order-1' },
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const rows = await ctx.database.db
      .select()
      .from(calculations)
      .where(eq(calculations.organizationId, org.id));
    expect(rows).toHaveLength(1);
  });

  it('20 parallel repeats make one calculation; the others replay it or are told it is still running', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-idem-race');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    const body = { name: 'Race', persons: [plainPerson(site.ids.TX, site.dallas)] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/calculations', body, { 'idempotency-key': 'race-1' })),
    );
    const rows = await ctx.database.db
      .select()
      .from(calculations)
      .where(eq(calculations.organizationId, org.id));
    expect(rows).toHaveLength(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 201)) expect(a.body.data.id).toBe(rows[0]!.id);
  });
});

describe('Idempotency-Key after the process of the first request died', () => {
  // What a kill -9 leaves: the claim still 'running', its lease no longer renewed (docs/decisions/0012).
  const dieWhileRunning = (apiKeyId: number, key: string, leaseUntil: Date) =>
    ctx.database.db
      .update(apiIdempotency)
      .set({ state: 'running', statusCode: null, body: null, leaseUntil })
      .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
  const expired = new Date('2000-01-01T00:00:00Z');
  const countOf = async (organizationId: number) =>
    (await ctx.database.db.select().from(calculations).where(eq(calculations.organizationId, organizationId)))
      .length;

  it('a retry answers the calculation saved before the crash, without saving it again', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-idem-crash-saved');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    const body = { name: 'Saved', persons: [plainPerson(site.ids.TX, site.dallas)] };
    const first = await api.post('/calculations', body, { 'idempotency-key': 'crash-1' });
    expect(first.status).toBe(201);
    await dieWhileRunning(key.id, 'crash-1', expired);
    const retry = await api.post('/calculations', body, { 'idempotency-key': 'crash-1' });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await countOf(org.id)).toBe(1);
    const again = await api.post('/calculations', body, { 'idempotency-key': 'crash-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('a retry runs again when the first died before saving; a live claim still answers 409', async () => {
    const org = await createOrganization(ctx.database.db, 'v1-idem-crash-lost');
    const key = await makeKey(ctx, org.members.Owner.cookie, 'read_write');
    const api = v1(ctx, key.key);
    const body = { name: 'Lost', persons: [plainPerson(site.ids.TX, site.dallas)] };
    const first = await api.post('/calculations', body, { 'idempotency-key': 'crash-2' });
    await ctx.database.db.delete(calculations).where(eq(calculations.id, first.body.data.id));
    await dieWhileRunning(key.id, 'crash-2', new Date('2100-01-01T00:00:00Z'));
    const meanwhile = await api.post('/calculations', body, { 'idempotency-key': 'crash-2' });
    expect(meanwhile.status).toBe(409);
    await dieWhileRunning(key.id, 'crash-2', expired);
    const retry = await api.post('/calculations', body, { 'idempotency-key': 'crash-2' });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).not.toBe(first.body.data.id);
    expect(await countOf(org.id)).toBe(1);
  });
});

describe('rate limit per key', () => {
  it('says the budget in RateLimit headers and answers 429 past it', async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const org = await createOrganization(limited.database.db, 'v1-limit');
      const key = await makeKey(limited, org.members.Owner.cookie, 'read');
      const api = v1(limited, key.key);
      const first = await api.get('/states');
      expect(first.headers['ratelimit-limit']).toBe('3');
      expect(first.headers['ratelimit-remaining']).toBe('2');
      await api.get('/states');
      await api.get('/states');
      const over = await api.get('/states');
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('rate_limited');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI document of v1', () => {
  it('lists only the v1 routes, with the key scheme, and needs no key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/v1/calculations');
    expect(paths).toContain('/api/v1/quotes/{id}/send');
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.components.securitySchemes.apiKey.scheme).toBe('bearer');
    expect(JSON.stringify(doc)).not.toMatch(/benifits|shadule|exampt|stepend|assigment/);
  });
});
