import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountMessages } from '@app/contracts/accounts/messages';
import { BILLING_ROLES, COMPANY_SETTINGS_ROLES, type RoleName } from '@app/contracts/accounts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema';
import { requireRole } from '../../../plugins/auth';
import { multipart, seedOrganization, TestClient, tinyPng } from '../../../testing/accounts';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof seedOrganization>>;
let b: Awaited<ReturnType<typeof seedOrganization>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-org-'));
const ROLES: RoleName[] = ['Owner', 'Admin', 'Manager', 'Team Member'];

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' }, (app) => {
    // Probes for the two route guards (docs/roles.md); real billing and settings routes use the same preHandlers.
    app.post('/api/__guard/billing', { preHandler: requireRole(...BILLING_ROLES) }, async () => ({
      ok: true,
    }));
    app.post('/api/__guard/company', { preHandler: requireRole(...COMPANY_SETTINGS_ROLES) }, async () => ({
      ok: true,
    }));
  });
  a = await seedOrganization(ctx.app, ctx.database.db, 'alpha');
  b = await seedOrganization(ctx.app, ctx.database.db, 'bravo');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const companyBody = {
  company_name: 'Alpha Staffing',
  address: '1 Main St',
  zip_code: '73301',
  state: '',
  city: '',
};
const upload = (client: TestClient, url: string, data: Buffer, name = 'logo.png') => {
  const form = multipart('image', name, data, 'image/png');
  return client.request('POST', url, form.payload, form.headers);
};

describe('roles (docs/roles.md): each route for each role', () => {
  const expectations: {
    route: string;
    allowed: RoleName[];
    call: (c: TestClient) => ReturnType<TestClient['post']>;
  }[] = [
    { route: 'billing guard', allowed: ['Owner', 'Admin'], call: (c) => c.post('/api/__guard/billing') },
    {
      route: 'calculation-settings/company-information guard',
      allowed: ['Owner', 'Admin', 'Manager'],
      call: (c) => c.post('/api/__guard/company'),
    },
    {
      route: 'POST /organization/update',
      allowed: ['Owner', 'Admin', 'Manager'],
      call: (c) => c.post('/api/organization/update', companyBody),
    },
    {
      route: 'POST /organization/change_image',
      allowed: ['Owner', 'Admin', 'Manager'],
      call: (c) => upload(c, '/api/organization/change_image', tinyPng),
    },
    {
      route: 'POST /organization/team',
      allowed: ['Owner', 'Admin'],
      call: (c) => c.post('/api/organization/team', { data: [{ email: 'new.hire@example.com', role: 4 }] }),
    },
    { route: 'POST /organization/members', allowed: ROLES, call: (c) => c.post('/api/organization/members') },
    { route: 'GET /user', allowed: ROLES, call: (c) => c.get('/api/user') },
  ];
  for (const { route, allowed, call } of expectations) {
    it(`${route}: ${allowed.join(', ')}`, async () => {
      for (const role of ROLES) {
        const res = await call(a.clients[role]);
        if (allowed.includes(role)) expect(res.statusCode, `${role} ${res.body}`).toBe(200);
        else {
          expect(res.statusCode, role).toBe(403);
          expect(res.json().message).toBe('You Are Not Authorized');
        }
      }
      const anonymous = await call(new TestClient(ctx.app, 'alpha.localhost:3000'));
      expect(anonymous.statusCode).toBe(401);
    });
  }

  it('POST /organization/members/delete: Owner and Admin only; the Owner cannot be deleted', async () => {
    // An organisation of its own: the member it removes would fail the role tests above.
    const a = await seedOrganization(ctx.app, ctx.database.db, 'alpha-delete');
    for (const role of ['Manager', 'Team Member'] as const) {
      const res = await a.clients[role].post('/api/organization/members/delete', {
        user_id: a.members.Admin.userId,
      });
      expect(res.statusCode).toBe(403);
    }
    const owner = await a.clients.Admin.post('/api/organization/members/delete', {
      user_id: a.members.Owner.userId,
    });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe(accountMessages.ownerCannotBeDeleted);
    const self = await a.clients.Admin.post('/api/organization/members/delete', {
      user_id: a.members.Admin.userId,
    });
    expect(self.statusCode).toBe(400);
    const ok = await a.clients.Admin.post('/api/organization/members/delete', {
      user_id: a.members['Team Member'].userId,
    });
    expect(ok.statusCode).toBe(200);
    const list = await a.clients.Owner.post('/api/organization/members');
    expect(list.json().data.organization_members.map((m: { email: string }) => m.email)).not.toContain(
      a.members['Team Member'].email,
    );
    // The removed member keeps their account but loses the organisation.
    expect((await a.clients['Team Member'].post('/api/organization/members')).statusCode).toBe(404);
  });
});

describe('company information', () => {
  it('saves the fields with the company rules and checks state and city', async () => {
    const empty = await a.clients.Owner.post('/api/organization/update', {
      company_name: '',
      address: '',
      zip_code: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      company_name: ['Company name is required'],
      address: ['Company address is required'],
      zip_code: ['Zip code is required'],
    });
    const states = (await a.clients.Owner.get('/api/states?country_id=1')).json().data as {
      id: number;
      code: string;
    }[];
    const texas = states.find((s) => s.code === 'TX')!;
    const cities = (await a.clients.Owner.get(`/api/cities?state_id=${texas.id}`)).json().data as {
      id: number;
      name: string;
    }[];
    const austin = cities.find((c) => c.name === 'Austin')!;
    const wrongCity = await a.clients.Owner.post('/api/organization/update', {
      ...companyBody,
      state: states.find((s) => s.code === 'CA')!.id,
      city: austin.id,
    });
    expect(wrongCity.json().errors.city).toEqual(['Please choose a city of the selected state']);
    const res = await a.clients.Owner.post('/api/organization/update', {
      ...companyBody,
      company_id: a.id,
      state: texas.id,
      city: austin.id,
      employees: '50+',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Updated successfully');
    expect(res.json().data.organization_users[0].organization).toMatchObject({
      name: 'Alpha Staffing',
      state_id: texas.id,
      city_id: austin.id,
      employees: '50+',
      zip: '73301',
    });
  });

  it('stores a logo checked from its bytes and serves it back', async () => {
    const res = await upload(a.clients.Owner, '/api/organization/change_image', tinyPng);
    const image = res.json().data.organization_users[0].organization.image as string;
    expect(image).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]+\.png$/);
    const served = await a.clients.Owner.get(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const svg = await upload(
      a.clients.Owner,
      '/api/organization/change_image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors.image).toEqual(['Only PNG, JPEG, WebP or GIF images are accepted']);
    const big = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(a.clients.Owner, '/api/organization/change_image', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.image).toEqual(['The image must be at most 2 MB']);
    const none = await a.clients.Owner.post('/api/organization/change_image', {});
    expect(none.statusCode).toBe(400);
  });
});

describe('tenant isolation: a member of A calling with B ids', () => {
  it('never reads or changes B', async () => {
    const owner = a.clients.Owner;
    const update = await owner.post('/api/organization/update', {
      ...companyBody,
      company_id: b.id,
      company_name: 'Hijacked',
    });
    expect(update.statusCode).toBe(404);
    const del = await owner.post('/api/organization/members/delete', { user_id: b.members.Admin.userId });
    expect(del.statusCode).toBe(404);
    const members = await owner.post('/api/organization/members');
    expect(members.body).not.toContain('@bravo.test');

    // On B's own sub-domain, A's session gets 404 on every organisation route.
    const onB = owner.on('bravo.localhost:3000');
    expect((await onB.post('/api/organization/members')).statusCode).toBe(404);
    expect((await onB.post('/api/organization/update', companyBody)).statusCode).toBe(404);
    expect((await upload(onB, '/api/organization/change_image', tinyPng)).statusCode).toBe(404);
    expect(
      (await onB.post('/api/organization/team', { data: [{ email: 'x@example.com', role: 4 }] })).statusCode,
    ).toBe(404);
    expect(
      (await onB.post('/api/organization/members/delete', { user_id: b.members.Admin.userId })).statusCode,
    ).toBe(404);
    const me = await onB.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain('bravo');
    const handover = await onB.post('/api/auth/handover');
    expect(new URL(handover.json().redirect_url).host).toBe('alpha.localhost:3000');

    const bravo = await ctx.database.db.query.organizations.findFirst({ where: eq(organizations.id, b.id) });
    expect(bravo!.name).toBe('bravo Inc');
    expect(
      (await b.clients.Owner.post('/api/organization/members')).json().data.organization_members,
    ).toHaveLength(4);
  });

  it('answers 404 for an unknown sub-domain', async () => {
    const res = await a.clients.Owner.on('ghost.localhost:3000').post('/api/organization/members');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(accountMessages.workspaceNotFound);
  });
});
