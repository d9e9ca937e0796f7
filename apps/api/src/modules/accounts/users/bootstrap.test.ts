import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../testing/accounts';
import { useOrganization } from '../../../testing/tenants';
import { useTestApp } from '../../../testing/test-app';

const ctx = useTestApp({ APP_DOMAIN: 'localhost:3000' });
const org = useOrganization(ctx, 'bootco');

describe('GET /bootstrap', () => {
  it('answers a signed-out visitor with the domain check and no user, never 401', async () => {
    const res = await new TestClient(ctx.app).get('/api/bootstrap');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domain: { status: 'ignore', app_domain: 'localhost:3000' },
      user: null,
      expire: false,
    });
  });

  it('gives the signed-in user exactly as GET /user does, with the sub-domain check', async () => {
    const client = new TestClient(ctx.app, 'bootco.localhost:3000');
    const cookie = { cookie: org.members.Manager.cookie };
    const boot = (await client.request('GET', '/api/bootstrap', undefined, cookie)).json();
    const user = (await client.request('GET', '/api/user', undefined, cookie)).json();
    expect(boot.domain.status).toBe('success');
    expect(boot.user).toEqual(user.data);
    expect(boot.expire).toBe(user.expire);
    expect(boot.user.user_role).toBe('Manager');
  });

  it('reports an unknown sub-domain as not_found and flags the demo organisation', async () => {
    const unknown = await new TestClient(ctx.app, 'nosuchco.localhost:3000').get('/api/bootstrap');
    expect(unknown.json().domain.status).toBe('not_found');
    const demo = await new TestClient(ctx.app, 'demo.localhost:3000').get('/api/bootstrap');
    expect(demo.json().flags.demo_organization).toBe(true);
    expect(unknown.json().flags.demo_organization).toBe(false);
  });
});
