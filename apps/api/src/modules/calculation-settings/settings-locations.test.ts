import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, type StateIds, stateIds } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let org: TestOrganization;
let ids: StateIds;
let api: ReturnType<typeof client>;

let orgs = 0;
beforeAll(async () => {
  ids = await stateIds(ctx);
});
// Every test starts from an organisation with no locations and sets up the ones it needs.
beforeEach(async () => {
  orgs += 1;
  org = await createOrganization(ctx.database.db, `acme${orgs}`);
  api = client(ctx, org.members.Manager.cookie);
});

/** The SUTA list as the page sends it: each saved location with the version it was read at. */
async function sutaList(rates: Partial<Record<keyof StateIds, number | string | undefined>>) {
  const current = (await api.post('/organization_settings', {})).body.data.organization_settings as {
    state_id: number;
    version: number;
  }[];
  return Object.entries(rates).map(([code, value]) => ({
    state: ids[code]!,
    value,
    version: current.find((l) => l.state_id === ids[code])?.version,
  }));
}

/** Saves these locations (new ones without a rate) or rates, as the page does. */
async function saveSuta(rates: Partial<Record<keyof StateIds, number | string | undefined>>) {
  const res = await api.post('/organization_settings/suta', { sutaList: await sutaList(rates) });
  expect(res.status).toBe(200);
}
const threeStates = () => saveSuta({ CA: undefined, IL: undefined, TX: undefined });

describe('SUTA locations', () => {
  it('adds states with their wage caps, a state sales-tax row and the statutory sick-leave rows', async () => {
    const res = await api.post('/organization_settings/suta', {
      option: 'suta',
      sutaList: [{ state: ids.CA }, { state: ids.IL }, { state: ids.TX }],
    });
    expect(res.status).toBe(200);
    const locations = res.body.data.organization_settings;
    expect(locations.map((l: { state_code: string }) => l.state_code)).toEqual(['CA', 'IL', 'TX']);
    // A state added without a rate starts at its new-employer rate where the reference data publishes one
    // (California 3.40%, Texas 2.70%), else with none (Illinois), for the setup checklist to ask.
    const rateOf = (code: string) => locations.find((l: { state_code: string }) => l.state_code === code);
    expect(rateOf('CA')).toMatchObject({ suta_rate: 3.4, wage_cap: 7000 });
    expect(rateOf('IL')).toMatchObject({ suta_rate: null });
    expect(rateOf('TX')).toMatchObject({ suta_rate: 2.7, wage_cap: 9000 });

    const tax = await api.get(`/organization_settings/sales_tax?per_page=50`);
    expect(tax.body.total).toBe(3);
    expect(tax.body.data.map((r: { state: string; tax: number }) => [r.state, r.tax])).toEqual([
      ['California', 7.25],
      ['Illinois', 6.25],
      ['Texas', 6.25],
    ]);
    expect(tax.body.data.every((r: { tax_type: string }) => r.tax_type === 'total_invoice')).toBe(true);

    // California: state law (1 h per 30 h, 40 h a year, 80 h total) plus Los Angeles and San Francisco;
    // Illinois: state law plus Chicago (two ordinances summed: 1 h per 17.5 h); Texas has none.
    const spto = await api.get(`/organization_settings/spto?per_page=50`);
    const rows = spto.body.data.map(
      (r: {
        state: string;
        city: string | null;
        accural_rate: number;
        accural_cap_per_year: number;
        total_cap: number;
      }) => [r.state, r.city, r.accural_rate, r.accural_cap_per_year, r.total_cap],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['California', null, 30, 40, 80],
        ['California', 'Los Angeles', 30, 48, 72],
        ['California', 'San Francisco', 30, 0, 72],
        ['Illinois', null, 40, 40, 40],
        ['Illinois', 'Chicago', 17.5, 80, 96],
      ]),
    );
    expect(rows.some((r: unknown[]) => r[0] === 'Texas')).toBe(false);
  });

  it('adds a state with the rate given instead of its new-employer rate, and leaves a saved rate alone', async () => {
    await saveSuta({ CA: 2.1, TX: undefined });
    await saveSuta({ CA: undefined, TX: undefined, IL: undefined });
    const locations = (await api.post('/organization_settings', {})).body.data.organization_settings as {
      state_code: string;
      suta_rate: number | null;
    }[];
    expect(locations.map((l) => [l.state_code, l.suta_rate])).toEqual([
      ['CA', 2.1],
      ['IL', null],
      ['TX', 2.7],
    ]);
  });

  it('answers the SPTO page under its historic POST name too', async () => {
    const byGet = await api.get('/organization_settings/spto?per_page=50');
    const byPost = await api.post('/organization_spto_settings', { per_page: 50 });
    expect(byPost.status).toBe(200);
    expect(byPost.body.spto_settings).toEqual(byGet.body);
  });

  it('updates SUTA rates and keeps every change in the history', async () => {
    await threeStates();
    const res = await api.post('/organization_settings/suta', {
      sutaList: await sutaList({ CA: 3.4, IL: '2.85', TX: 2.7 }),
    });
    expect(res.status).toBe(200);
    const il = res.body.data.organization_settings.find((l: { state_code: string }) => l.state_code === 'IL');
    expect(il.suta_rate).toBe(2.85);
    await api.post('/organization_settings/suta', {
      sutaList: await sutaList({ CA: 3.5, IL: 2.85, TX: 2.7 }),
    });
    const history = await api.get('/organization_settings/history?area=suta');
    const latest = history.body.data[0];
    expect(latest).toMatchObject({
      action: 'update',
      old_value: { state_id: ids.CA, suta_rate: 3.4 },
      new_value: { state_id: ids.CA, suta_rate: 3.5 },
      user_first_name: 'Manager',
    });
  });

  it('refuses rates outside 0-100 or with more than two decimals, changing nothing', async () => {
    await threeStates();
    const res = await api.post('/organization_settings/suta', {
      sutaList: [{ state: ids.CA, value: 101 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors['sutaList.0.value']).toEqual(['SUTA rate must be between 0 and 100']);
    const res2 = await api.post('/organization_settings/suta', {
      sutaList: [{ state: ids.CA, value: 3.456 }],
    });
    expect(res2.body.errors['sutaList.0.value']).toEqual(['SUTA rate can have at most two decimals']);
    const settings = await api.post('/organization_settings', {});
    expect(settings.body.data.organization_settings).toHaveLength(3);
  });

  it('removes a state with its sales tax and SPTO rows', async () => {
    await threeStates();
    await api.post('/organization_settings/suta', { sutaList: await sutaList({ CA: 3.5, TX: 2.7 }) });
    const tax = await api.get(`/organization_settings/sales_tax?per_page=50`);
    expect(tax.body.data.map((r: { state: string }) => r.state)).toEqual(['California', 'Texas']);
    const spto = await api.get(`/organization_settings/spto?per_page=50&state_id=${ids.IL}`);
    expect(spto.body.total).toBe(0);
  });
});

describe('SUTA CSV import', () => {
  it('applies every row of a good file', async () => {
    await saveSuta({ CA: 3.5, TX: 2.7 });
    const res = await api.post('/organization_settings/import_suta', {
      data: [
        { State: 'Texas', 'SUTA Rate': '2.9' },
        { State: 'NY', 'SUTA Rate': '4.1' },
      ],
    });
    expect(res.status).toBe(200);
    const rates = Object.fromEntries(
      res.body.data.organization_settings.map((l: { state_code: string; suta_rate: number }) => [
        l.state_code,
        l.suta_rate,
      ]),
    );
    expect(rates).toEqual({ CA: 3.5, NY: 4.1, TX: 2.9 });
  });

  it('applies none of a file with a bad row and lists every problem', async () => {
    await saveSuta({ TX: 2.9 });
    const res = await api.post('/organization_settings/import_suta', {
      data: [
        { State: 'Texas', 'SUTA Rate': '1.1' },
        { State: 'Narnia', 'SUTA Rate': '2' },
        { State: 'texas', 'SUTA Rate': '5' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.data).toEqual([
      'Narnia is not valid in the 3 row / State column',
      'Duplicate texas exist in csv.',
    ]);
    const settings = await api.post('/organization_settings', {});
    const tx = settings.body.data.organization_settings.find(
      (l: { state_code: string }) => l.state_code === 'TX',
    );
    expect(tx.suta_rate).toBe(2.9);
  });
});
