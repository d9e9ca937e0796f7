import { beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { createNotifications } from './notifications.repo';

const ctx = useTestApp();
let a: TestOrganization;
let b: TestOrganization;

let run = 0;
// Each test reads and marks its own two organisations' notifications, whatever ran before it.
beforeEach(async () => {
  run += 1;
  a = await createOrganization(ctx.database.db, `notes-a${run}`);
  b = await createOrganization(ctx.database.db, `notes-b${run}`);
  const base = { organizationId: a.id, type: 'calculation_status' as const };
  await createNotifications(ctx.database.db, [
    { ...base, userId: a.members.Owner.userId, message: 'Payroll Q3 was approved', link: '/calculations/1' },
    {
      ...base,
      userId: a.members.Owner.userId,
      message: 'Nurses TX was sent to approval',
      link: '/calculations/2',
    },
    { ...base, userId: a.members.Manager.userId, message: 'For the manager only', link: '/calculations/3' },
    {
      ...base,
      organizationId: b.id,
      userId: b.members.Owner.userId,
      message: 'B secret',
      link: '/calculations/9',
    },
  ]);
});

describe('notifications', () => {
  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const res = await client(ctx, a.members.Owner.cookie).get('/notifications?unread=true');
    expect(res.status).toBe(200);
    expect(res.body.data.unread).toBe(2);
    expect(res.body.data.notification.map((n: { message: string }) => n.message)).toEqual([
      'Nurses TX was sent to approval',
      'Payroll Q3 was approved',
    ]);
  });

  it('marks one read, then all, and the dropdown empties', async () => {
    const api = client(ctx, a.members.Owner.cookie);
    const first = (await api.get('/notifications?unread=true')).body.data.notification[0];
    const read = await api.post(`/notification/read/${first.id}`);
    expect(read.body.data.notification).toMatchObject({ id: first.id, read: true, link: '/calculations/2' });
    expect((await api.get('/notifications?unread=true')).body.data.unread).toBe(1);
    expect((await api.post('/notification/read_all')).status).toBe(200);
    expect((await api.get('/notifications?unread=true')).body.data.notification).toEqual([]);
    expect((await api.get('/notifications')).body.data.total).toBe(2);
  });

  it('never reads or marks another user’s or organisation’s notification', async () => {
    const manager = (await client(ctx, a.members.Manager.cookie).get('/notifications')).body.data
      .notification[0];
    const bNote = (await client(ctx, b.members.Owner.cookie).get('/notifications')).body.data.notification[0];
    const api = client(ctx, a.members.Owner.cookie);
    expect((await api.post(`/notification/read/${manager.id}`)).status).toBe(404);
    expect((await api.post(`/notification/read/${bNote.id}`)).status).toBe(404);
    expect(JSON.stringify((await api.get('/notifications')).body)).not.toContain('B secret');
  });

  it('marks read only by POST from the product itself: a link or another site changes nothing', async () => {
    const cookie = a.members.Manager.cookie;
    const unread = async () =>
      (await client(ctx, cookie).get('/notifications?unread=true')).body.data.unread as number;
    const [note] = (await client(ctx, cookie).get('/notifications?unread=true')).body.data.notification;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    for (const url of [`/api/notification/read/${note.id}`, '/api/notification/read_all']) {
      // A GET (an <img> or a link on any page) is no longer a way to change state.
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
      const crossSite = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(crossSite.statusCode).toBe(403);
    }
    expect(await unread()).toBe(before);
  });
});
