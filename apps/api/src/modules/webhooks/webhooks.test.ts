import { messages } from '@app/contracts/errors';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../config/env';
import { systemClock } from '../../platform/clock';
import { createOrganization, type TestOrganization, useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { createWebhook } from './webhooks.service';
import { memberApi } from './webhooks.test-helpers';

/** Settings, Webhooks: the endpoints' routes (docs/product/webhooks.md#endpoints). */
const ctx = useTestApp();
const org = useOrganization(ctx, 'hooks');
const other = useOrganization(ctx, 'otherhooks');

const as = (o: TestOrganization, role: keyof TestOrganization['members'] = 'Owner') =>
  memberApi(ctx, o.members[role].cookie);
const body = (over: Record<string, unknown> = {}) => ({
  url: 'https://receiver.example.com/hooks',
  description: 'CRM',
  events: ['quote.signed', 'quote.declined'],
  ...over,
});

describe('webhook endpoints', () => {
  it('an Owner adds one: the secret is answered once, never listed; edits and deletes land in the history', async () => {
    const api = as(org);
    const created = await api('POST', '/webhooks', body());
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ url: 'https://receiver.example.com/hooks', enabled: true });

    const list = await api('GET', '/webhooks');
    const listed = list.body.data.find((e: { id: number }) => e.id === id);
    expect(listed).toMatchObject({ description: 'CRM', events: ['quote.signed', 'quote.declined'] });
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);

    const edited = await api('PATCH', `/webhooks/${id}`, {
      events: ['quote.sent'],
      enabled: false,
      version: created.body.data.version,
    });
    expect(edited.body.data).toMatchObject({ events: ['quote.sent'], enabled: false });
    const rolled = await api('POST', `/webhooks/${id}/roll-secret`);
    expect(rolled.body.secret).toMatch(/^whsec_/);
    expect(rolled.body.secret).not.toBe(created.body.secret);
    expect((await api('DELETE', `/webhooks/${id}`)).status).toBe(200);
    expect((await api('GET', '/webhooks')).body.data.some((e: { id: number }) => e.id === id)).toBe(false);

    const history = await api('GET', '/organization_settings/history?area=webhooks&page=1&per_page=20');
    const mine = history.body.data.filter((h: { record_id: number }) => h.record_id === id);
    expect(mine.map((h: { action: string }) => h.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(mine[1].new_value).toMatchObject({ secret: 'rolled' });
    expect(JSON.stringify(history.body)).not.toContain(created.body.secret.slice(6));
    expect(JSON.stringify(history.body)).not.toContain(rolled.body.secret.slice(6));
  });

  it('only Owner and Admin manage them', async () => {
    expect((await as(org, 'Admin')('POST', '/webhooks', body())).status).toBe(200);
    for (const role of ['Manager', 'Team Member'] as const) {
      const api = as(org, role);
      for (const [method, url] of [
        ['GET', '/webhooks'],
        ['POST', '/webhooks'],
      ] as const) {
        const res = await api(method, url, method === 'POST' ? body() : undefined);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(messages.notAuthorized);
      }
    }
  });

  it('answers 404 for another organisation’s endpoint, on every route', async () => {
    const theirs = (await as(other)('POST', '/webhooks', body())).body.data.id;
    const api = as(org);
    expect((await api('PATCH', `/webhooks/${theirs}`, { enabled: false, version: 1 })).status).toBe(404);
    expect((await api('POST', `/webhooks/${theirs}/roll-secret`)).status).toBe(404);
    expect((await api('GET', `/webhooks/${theirs}/deliveries`)).status).toBe(404);
    expect((await api('POST', `/webhooks/${theirs}/resend`, { delivery_id: 1 })).status).toBe(404);
    expect((await api('DELETE', `/webhooks/${theirs}`)).status).toBe(404);
    expect((await api('GET', '/webhooks')).body.data.some((e: { id: number }) => e.id === theirs)).toBe(
      false,
    );
    expect((await as(other)('GET', '/webhooks')).body.data[0]).toMatchObject({ id: theirs, enabled: true });
  });

  it('answers 400 with the field for a bad URL, no events, an unknown event or an overlong description', async () => {
    const api = as(org);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'ftp://x.example.com' }, 'url', 'Enter an http or https URL'],
      [{ url: 'not a url' }, 'url', 'Enter an http or https URL'],
      [{ url: `https://x.example.com/${'a'.repeat(2000)}` }, 'url', 'The URL is longer than 2000 characters'],
      [{ url: 'https://user:pw@x.example.com' }, 'url', 'The URL must not carry a user name or password'],
      [{ events: [] }, 'events', 'Choose at least one event'],
    ];
    for (const [over, field, message] of cases) {
      const res = await api('POST', '/webhooks', body(over));
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const unknown = await api('POST', '/webhooks', body({ events: ['quote.eaten'] }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)[0]).toMatch(/^events/);
    const long = await api('POST', '/webhooks', body({ description: 'd'.repeat(201) }));
    expect(long.status).toBe(400);
    expect(long.body.errors.description).toBeDefined();
    expect((await api('PATCH', '/webhooks/abc', { enabled: true, version: 1 })).status).toBe(400);
    const id = (await api('POST', '/webhooks', body())).body.data.id;
    const unversioned = await api('PATCH', `/webhooks/${id}`, { enabled: false });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.errors.version).toEqual(['version is required']);
  });

  it('an edit names the version it read: of parallel edits from one version exactly one lands, the others answer 409 naming who saved', async () => {
    const own = await createOrganization(ctx.database.db, 'racehooks');
    const created = (await as(own)('POST', '/webhooks', body())).body.data;
    expect(created.version).toBe(1);
    const editors = [as(own, 'Owner'), as(own, 'Admin')];
    const edits = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        editors[i % 2]!('PATCH', `/webhooks/${created.id}`, {
          url: `https://receiver.example.com/hooks/${i}`,
          version: created.version,
        }),
      ),
    );
    const saved = edits.filter((r) => r.status === 200);
    expect(saved).toHaveLength(1);
    const refused = edits.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    const winner = saved[0]!.body.data;
    expect(winner.version).toBe(2);
    // Test members are named after their role and the organisation's domain.
    const name = `${edits.indexOf(saved[0]!) % 2 === 0 ? 'Owner' : 'Admin'} racehooks`;
    for (const r of refused) {
      expect(r.body.code).toBe('CONFLICT');
      expect(r.body.conflict).toMatchObject({ changed_by: name, version: 2 });
      expect(r.body.message).toContain(name);
    }
    // Nothing the refused edits sent was written: the endpoint has the winner's URL.
    const [row] = (await as(own)('GET', '/webhooks')).body.data;
    expect(row).toMatchObject({ url: winner.url, version: 2 });
    // Rolling the secret changes the endpoint too, so an edit read before it is stale.
    await as(own)('POST', `/webhooks/${created.id}/roll-secret`);
    const afterRoll = await as(own)('PATCH', `/webhooks/${created.id}`, { enabled: false, version: 2 });
    expect(afterRoll.status).toBe(409);
    expect((await as(own)('PATCH', `/webhooks/${created.id}`, { enabled: false, version: 3 })).status).toBe(
      200,
    );
  });

  it('refuses an eleventh endpoint', async () => {
    const own = await createOrganization(ctx.database.db, 'manyhooks');
    const api = as(own);
    for (let i = 0; i < 10; i++) expect((await api('POST', '/webhooks', body())).status).toBe(200);
    const res = await api('POST', '/webhooks', body());
    expect(res.status).toBe(400);
    expect(res.body.errors.url).toEqual(['An organisation has at most 10 endpoints']);
  });

  it('requires https in production (the service under production settings)', async () => {
    const env = { NODE_ENV: 'production' } as Env;
    const actor = { organizationId: org.id, userId: org.members.Owner.userId };
    const refused = createWebhook({ db: ctx.database.db, env, clock: systemClock }, actor, {
      url: 'http://receiver.example.com/hooks',
      events: ['quote.sent'],
    });
    await expect(refused).rejects.toMatchObject({ errors: { url: ['Use an https URL'] } });
    const https = await createWebhook({ db: ctx.database.db, env, clock: systemClock }, actor, {
      url: 'https://receiver.example.com/hooks',
      events: ['quote.sent'],
    });
    expect(https.data.url).toBe('https://receiver.example.com/hooks');
  });
});
