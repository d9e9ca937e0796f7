import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, sessions } from '../../db/schema';
import { hashToken } from '../../platform/auth/tokens';
import { client, useDallasSite } from '../../testing/member-client';
import { createOrganization, useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

/**
 * With the production caches on (SESSION_CACHE_MS), a calculation saved reads no session, billing state,
 * reference row or setting it already has (docs/performance.md#under-a-write-mix-2026-11-26); what users must
 * see at once still is: the new row in the list, a changed setting in the next save's figures, an ended trial.
 */
const ctx = useTestApp({ SESSION_CACHE_MS: '60000' });
const org = useOrganization(ctx, 'savecache');
const site = useDallasSite(ctx);

beforeAll(async () => {
  await client(ctx, org.members.Owner.cookie).post('/organization_settings/suta', {
    sutaList: [{ state: site.ids.TX, value: 2.7 }],
  });
});

const save = (cookie: string, name: string) =>
  client(ctx, cookie).post('/organization_team/calculation/create', {
    name,
    person_list: [hourlyPerson(site.ids.TX, site.dallas)],
  });
const suta = async (cookie: string, id: number) =>
  (await client(ctx, cookie).post('/organization_team/calculation', { id })).body.data.calculation
    .total_assignment_calculation.suta;

describe('a calculation saved with the caches on', () => {
  it('shows in the list at once but keeps the members’ cached sessions; a settings write drops them', async () => {
    const manager = org.members.Manager;
    const list = async () => (await client(ctx, manager.cookie).get('/organization_team/calculations')).body;
    const before = (await list()).data.total;
    expect((await save(org.members.Owner.cookie, 'Cached crew')).status).toBe(200);
    expect((await list()).data.total).toBe(before + 1);

    // The manager's session row is deleted behind the app's back: their cached session still answers,
    // because a calculation saved changed no account, membership or billing...
    const token = manager.cookie.replace('sm_session=', '');
    await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await save(org.members.Owner.cookie, 'Another crew')).status).toBe(200);
    expect((await client(ctx, manager.cookie).get('/user')).status).toBe(200);
    // ...while a settings write in the organisation drops its members' sessions: the next request reads anew.
    const changed = await client(ctx, org.members.Owner.cookie).post('/organization_settings/suta', {
      sutaList: [{ state: site.ids.TX, value: 3, version: 1 }],
    });
    expect(changed.status).toBe(200);
    expect((await client(ctx, manager.cookie).get('/user')).status).toBe(401);
  });

  it('prices the next save with a SUTA rate changed in between', async () => {
    const owner = org.members.Owner.cookie;
    const first = await save(owner, 'At 3%');
    // 40 h x $20 = $800 of pay: SUTA 3% (set by the test above) = $24.00.
    expect(await suta(owner, first.body.data.calculation.id)).toBe(24);
    // Version 2: set in beforeAll, changed by the test above.
    const changed = await client(ctx, owner).post('/organization_settings/suta', {
      sutaList: [{ state: site.ids.TX, value: 5, version: 2 }],
    });
    expect(changed.status).toBe(200);
    const second = await save(owner, 'At 5%');
    // 5% x $800 = $40.00.
    expect(await suta(owner, second.body.data.calculation.id)).toBe(40);
  });

  it('files the next save under the team its author was just put in (the team is kept, and dropped by it)', async () => {
    const teamed = await createOrganization(ctx.database.db, 'savecache-team');
    const owner = teamed.members.Owner.cookie;
    await client(ctx, owner).post('/organization_settings/suta', {
      sutaList: [{ state: site.ids.TX, value: 2.7 }],
    });
    const teamOf = async (name: string) => {
      const saved = await save(owner, name);
      const list = (await client(ctx, owner).get('/organization_team/calculations')).body.data.calculation;
      return (
        list.find((c: { id: number }) => c.id === saved.body.data.calculation.id).organization_team?.name ??
        null
      );
    };
    expect(await teamOf('Before a team')).toBeNull();
    const created = await client(ctx, owner).post('/organization_teams/create', {
      team_name: 'Night shift',
      members: [{ user_id: teamed.members.Owner.userId }],
    });
    expect(created.status).toBe(200);
    expect(await teamOf('After a team')).toBe('Night shift');
  });

  it('refuses a save once the trial has ended, with the membership cached', async () => {
    const late = await createOrganization(ctx.database.db, 'savecache-late');
    await ctx.database.db
      .update(organizations)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(organizations.id, late.id));
    const res = await client(ctx, late.members.Owner.cookie).post('/organization_team/calculation/create', {
      name: 'Too late',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    });
    expect(res.status).toBe(402);
    expect(res.body.expire).toBe(true);
  });
});
