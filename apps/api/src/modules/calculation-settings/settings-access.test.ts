import type { RoleName } from '@app/contracts/accounts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, type StateIds, stateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const a = useOrganization(ctx, 'alpha');
const b = useOrganization(ctx, 'bravo');
let ids: StateIds;
const bRows: Record<string, number> = {};

beforeAll(async () => {
  ids = await stateIds(ctx);
  const bApi = client(ctx, b.members.Owner.cookie);
  await bApi.post('/organization_settings/suta', { sutaList: [{ state: ids.CA, value: 3.4 }] });
  bRows.salesTax = (await bApi.get('/organization_settings/sales_tax')).body.data[0].id;
  bRows.spto = (await bApi.get('/organization_settings/spto')).body.data[0].id;
  bRows.package = (
    await bApi.post('/organization_settings/package', {
      data: {
        package_name: 'B plan',
        employee_only: 1,
        employee_spouse: 2,
        employee_dependent: 3,
        family: 4,
      },
    })
  ).body.data.id;
  bRows.cost = (
    await bApi.post('/organization_settings/update_cost', {
      data: { cost_type: 'drug_screen_cost', cost_name: 'B screen', percent: 30, cost_option: 'flat' },
    })
  ).body.data.id;
});

/** One valid write per route, used for the role matrix (wcVersion: Texas's WC table as last read). */
const writes = (wcVersion: number): [string, unknown][] => [
  ['/organization_settings/suta', { sutaList: [{ state: ids.TX, value: 2.7 }] }],
  ['/organization_settings/wc_settings', { state: ids.TX, wc_version: wcVersion, wc_codes: [] }],
  ['/organization_settings/import_suta', { data: [{ State: 'TX', 'SUTA Rate': '2.7' }] }],
  [
    '/organization_settings/import_wc',
    { data: [{ State: 'TX', Nickname: 'A', Industry: 'Other', 'WC Code': '1', 'WC Rate (%)': '1' }] },
  ],
  ['/organization_settings/exempt_sales_tax', { value: false }],
  ['/organization_settings/always_accrue', { value: false }],
  [
    '/organization_settings/package',
    { data: { package_name: 'P', employee_only: 1, employee_spouse: 1, employee_dependent: 1, family: 1 } },
  ],
  [
    '/organization_settings/update_cost',
    {
      data: { cost_type: 'interest', cost_name: `I${Math.random()}`, percent: 1, cost_option: 'percentage' },
    },
  ],
];

describe('roles', () => {
  it.each<[RoleName, number]>([
    ['Owner', 200],
    ['Admin', 200],
    ['Manager', 200],
    ['Team Member', 403],
  ])('%s writing settings gets %i', async (role, expected) => {
    const api = client(ctx, a.members[role].cookie);
    const texas = (await api.post('/organization_settings', {})).body.data.organization_settings.find(
      (l: { state_id: number }) => l.state_id === ids.TX,
    );
    // Texas is added by the first write of the first run, its WC table then at version 1.
    for (const [url, body] of writes(texas?.wc_version ?? 1)) {
      const res = await api.post(url, body);
      expect(res.status, url).toBe(expected);
      if (expected === 403) expect(res.body.message).toBe('You Are Not Authorized');
    }
  });

  it('lets a Team Member read the settings the calculator needs', async () => {
    const api = client(ctx, a.members['Team Member'].cookie);
    expect((await api.post('/organization_settings', {})).status).toBe(200);
    expect((await api.get('/organization_settings/sales_tax')).status).toBe(200);
  });

  it('refuses signed-out callers', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/organization_settings', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another organisation’s rows and never shows its data', async () => {
    const api = client(ctx, a.members.Owner.cookie);
    const attempts: [string, unknown][] = [
      [
        '/organization_settings/sales_tax',
        { id: bRows.salesTax, version: 1, state: ids.CA, tax: 1, tax_type: 'total_invoice' },
      ],
      ['/organization_settings/tax_status', { id: bRows.salesTax, value: true }],
      [
        '/organization_settings/update_spto',
        { data: { id: bRows.spto, version: 1, accural_rate: 1, accural_cap_per_year: 1, total_cap: 1 } },
      ],
      [
        '/organization_settings/package',
        {
          data: {
            id: bRows.package,
            version: 1,
            package_name: 'X',
            employee_only: 1,
            employee_spouse: 1,
            employee_dependent: 1,
            family: 1,
          },
        },
      ],
      ['/organization_settings/package_delete', { data: { id: bRows.package } }],
      [
        '/organization_settings/update_cost',
        {
          data: {
            id: bRows.cost,
            version: 1,
            cost_type: 'drug_screen_cost',
            cost_name: 'X',
            percent: 1,
            cost_option: 'flat',
          },
        },
      ],
      ['/organization_settings/cost_delete', { data: { id: bRows.cost } }],
      ['/organization_settings', { organization: b.id }],
    ];
    for (const [url, body] of attempts) expect((await api.post(url, body)).status, url).toBe(404);

    const own = (await api.post('/organization_settings', {})).body.data;
    expect(JSON.stringify(own)).not.toContain('B plan');
    expect(
      (await api.get('/organization_settings/history')).body.data.every(
        (h: { new_value: unknown }) => !JSON.stringify(h).includes('B screen'),
      ),
    ).toBe(true);

    const bSettings = (await client(ctx, b.members.Owner.cookie).post('/organization_settings', {})).body
      .data;
    expect(bSettings.packages[0].package_name).toBe('B plan');
    expect(bSettings.costs[0].name).toBe('B screen');
  });

  it('answers 404 on another organisation’s sub-domain', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/organization_settings',
      headers: { cookie: a.members.Owner.cookie, host: 'bravo.localhost:3000' },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
