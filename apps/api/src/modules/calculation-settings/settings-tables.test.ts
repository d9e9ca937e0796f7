import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, type StateIds, stateIds } from '../../testing/member-client';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let ids: StateIds;
let api: ReturnType<typeof client>;
let cityIds: Record<string, number>;

let orgs = 0;
beforeAll(async () => {
  ids = await stateIds(ctx);
  const cities = (await ctx.app.inject(`/api/cities?state_id=${ids.CA}`)).json().data;
  cityIds = Object.fromEntries(cities.map((c: { name: string; id: number }) => [c.name, c.id]));
});
// Every test starts from an organisation with the same seven locations and no WC codes or edits.
beforeEach(async () => {
  orgs += 1;
  const org = await createOrganization(ctx.database.db, `tables${orgs}`);
  api = client(ctx, org.members.Admin.cookie);
  const res = await api.post('/organization_settings/suta', {
    sutaList: ['CA', 'WA', 'NY', 'TX', 'FL', 'IL', 'GA'].map((c) => ({ state: ids[c], value: 2 })),
  });
  expect(res.status).toBe(200);
});

/** California's Office and Warehouse codes. */
const caCodes = (wc_version: number) =>
  api.post('/organization_settings/wc_settings', {
    state: ids.CA,
    wc_version,
    wc_codes: [
      { nick_name: 'Office', industry: 1, code: '8810', rate: 0.35 },
      { nick_name: 'Warehouse', industry: 2, code: '8292', rate: '6.12' },
    ],
  });

describe('WC codes', () => {
  it('replaces a location’s codes and lists them with the location', async () => {
    const res = await caCodes(1);
    expect(res.status).toBe(200);
    const ca = res.body.data.organization_settings.find((l: { state_code: string }) => l.state_code === 'CA');
    expect(ca.wc_settings.map((c: { code: string; rate: number }) => [c.code, c.rate])).toEqual([
      ['8810', 0.35],
      ['8292', 6.12],
    ]);
  });

  it('refuses codes with letters, rates over 100 and missing nicknames with field messages', async () => {
    const res = await api.post('/organization_settings/wc_settings', {
      state: ids.CA,
      wc_version: 2,
      wc_codes: [{ nick_name: '', industry: 1, code: '88A0', rate: 120 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'wc_codes.0.nick_name': ['Nickname is required'],
      'wc_codes.0.code': ['Code must contain digits only'],
      'wc_codes.0.rate': ['Rate must be between 0 and 100'],
    });
  });

  it('imports a CSV: updates matching codes, adds new ones, refuses states that are not locations', async () => {
    expect((await caCodes(1)).status).toBe(200);
    const good = await api.post('/organization_settings/import_wc', {
      data: [
        { State: 'CA', Nickname: 'Office', Industry: 'Clerical', 'WC Code': '8810', 'WC Rate (%)': '0.4' },
        {
          State: 'Texas',
          Nickname: 'Nurses',
          Industry: 'Healthcare',
          'WC Code': '8833',
          'WC Rate (%)': '1.85',
        },
      ],
    });
    expect(good.status).toBe(200);
    const byState = Object.fromEntries(
      good.body.data.organization_settings.map((l: { state_code: string; wc_settings: unknown[] }) => [
        l.state_code,
        l.wc_settings,
      ]),
    );
    expect(byState.CA).toHaveLength(2);
    expect(byState.CA[0]).toMatchObject({ code: '8810', rate: 0.4 });
    expect(byState.TX).toEqual([expect.objectContaining({ nick_name: 'Nurses', code: '8833', rate: 1.85 })]);

    const bad = await api.post('/organization_settings/import_wc', {
      data: [
        { State: 'Ohio', Nickname: 'Office', Industry: 'Clerical', 'WC Code': '8810', 'WC Rate (%)': '1' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.data).toEqual(['Ohio is not one of your locations: add it on SUTA Rates first.']);
  });

  it('reports every problem of a WC file in one pass, a state outside the locations among them', async () => {
    const before = await api.post('/organization_settings', {});
    const res = await api.post('/organization_settings/import_wc', {
      data: [
        { State: 'Texas', Nickname: 'Nurses', Industry: 'Healthcare', 'WC Code': '8833', 'WC Rate (%)': '2' },
        { State: 'Ohio', Nickname: 'Office', Industry: 'Clerical', 'WC Code': '8810', 'WC Rate (%)': '1' },
        { State: 'Texas', Nickname: '', Industry: 'Mining', 'WC Code': '88A0', 'WC Rate (%)': '150' },
        { State: 'Ohio', Nickname: 'Yard', Industry: 'Clerical', 'WC Code': '8811', 'WC Rate (%)': '1' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.data).toEqual([
      'Ohio is not one of your locations: add it on SUTA Rates first.',
      '(empty) is not valid in the 4 row / Nickname column',
      'Mining is not valid in the 4 row / Industry column',
      '88A0 is not valid in the 4 row / WC Code column',
      '150 is not valid in the 4 row / WC Rate (%) column',
    ]);
    // All or nothing: the good Texas row was not applied either.
    expect((await api.post('/organization_settings', {})).body).toEqual(before.body);
  });
});

describe('sales tax table', () => {
  it('pages on the server, five rows by default, with a total', async () => {
    const page1 = await api.get('/organization_settings/sales_tax');
    expect(page1.body.data).toHaveLength(5);
    expect(page1.body.total).toBe(7);
    const page2 = await api.get('/organization_settings/sales_tax?page=2');
    expect(page2.body.data.map((r: { state: string }) => r.state)).toEqual(['Texas', 'Washington']);
  });

  it('sorts by rate and filters by state', async () => {
    const sorted = await api.get('/organization_settings/sales_tax?sort=rate&order=desc&per_page=15');
    const rates = sorted.body.data.map((r: { tax: number }) => r.tax);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const ca = await api.get(`/organization_settings/sales_tax?state_id=${ids.CA}`);
    expect(ca.body.data.map((r: { state: string }) => r.state)).toEqual(['California']);
    expect((await api.get('/organization_settings/sales_tax?per_page=7')).status).toBe(400);
  });

  it('adds a city row, edits it, and exempts it', async () => {
    const addLosAngeles = (tax: number, tax_type: string) =>
      api.post('/organization_settings/sales_tax', {
        state: ids.CA,
        city: cityIds['Los Angeles'],
        tax,
        tax_type,
      });
    const created = await addLosAngeles(9.5, 'gross_profit');
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(
      (
        await api.post('/organization_settings/sales_tax', {
          id,
          version: created.body.data.version,
          state: ids.CA,
          tax: 9.75,
          tax_type: 'total_invoice',
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.post('/organization_settings/tax_status', { option: 'tax_status', id, value: true })).status,
    ).toBe(200);
    const la = await api.get(
      `/organization_settings/sales_tax?state_id=${ids.CA}&city_id=${cityIds['Los Angeles']}`,
    );
    expect(la.body.data).toEqual([
      expect.objectContaining({
        city: 'Los Angeles',
        tax: 9.75,
        tax_type: 'total_invoice',
        tax_status: true,
      }),
    ]);
    const dup = await addLosAngeles(1, 'total_invoice');
    expect(dup.status).toBe(400);
    expect(dup.body.errors.city).toEqual(['This city already has a sales tax row']);
  });

  it('switches Exempt All and Always Accrue', async () => {
    await api.post('/organization_settings/exempt_sales_tax', {
      option: 'sales_tax_exempt_all',
      value: true,
    });
    await api.post('/organization_settings/always_accrue', { option: 'always_accrue', value: true });
    const settings = await api.post('/organization_settings', {});
    expect(settings.body.data.options).toEqual({ always_accrue: true, sales_tax_exempt_all: true });
  });
});

describe('SPTO table', () => {
  it('edits a row within 0-100', async () => {
    const ca = await api.get(`/organization_settings/spto?state_id=${ids.CA}&per_page=15`);
    const row = ca.body.data.find((r: { city: string | null }) => r.city === null);
    const bad = await api.post('/organization_settings/update_spto', {
      data: { id: row.id, accural_rate: 30, accural_cap_per_year: 140, total_cap: 80 },
    });
    expect(bad.body.errors['data.accural_cap_per_year']).toEqual([
      'Accrual cap per year must be between 0 and 100',
    ]);
    const res = await api.post('/organization_settings/update_spto', {
      data: { id: row.id, version: row.version, accural_rate: 30, accural_cap_per_year: 48, total_cap: 80 },
    });
    expect(res.status).toBe(200);
    const again = await api.get(`/organization_settings/spto?state_id=${ids.CA}&per_page=15`);
    expect(again.body.data.find((r: { id: number }) => r.id === row.id).accural_cap_per_year).toBe(48);
  });
});
