import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

describe('reference lookups', () => {
  it('lists the four roles and five industries of the product', async () => {
    const roles = (await get('/api/roles')).body.data.map((r: { name: string }) => r.name);
    expect(roles).toEqual(['Owner', 'Admin', 'Manager', 'Team Member']);
    expect((await get('/api/roles')).body.data.find((r: { id: number }) => r.id === 2).name).toBe('Admin');
    const industries = (await get('/api/industries')).body.data.map((r: { name: string }) => r.name);
    expect(industries).toEqual(['Clerical', 'Light Industrial', 'Healthcare', 'Industrial', 'Other']);
  });

  it('lists the countries and the plans', async () => {
    const countries = await get('/api/countries');
    expect(countries.status).toBe(200);
    expect(countries.body.data.map((c: { code: string }) => c.code)).toContain('US');
    const plans = await get('/api/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.data.length).toBeGreaterThan(0);
    expect(Array.isArray(plans.body.data[0].features)).toBe(true);
  });

  it('lists the 50 states and DC with their SUTA wage caps by year', async () => {
    const { body } = await get('/api/states?country_id=1');
    expect(body.data).toHaveLength(51);
    const ca = body.data.find((s: { code: string }) => s.code === 'CA');
    expect(ca.wage_caps).toEqual([
      { year: 2025, wage_base: 7000 },
      { year: 2026, wage_base: 7000 },
    ]);
    expect(ca.wage_cap).toBe(7000);
    const wa = body.data.find((s: { code: string }) => s.code === 'WA');
    // 2026 is not verified for WA, so only 2025 is known (the engine carries it forward).
    expect(wa.wage_caps).toEqual([{ year: 2025, wage_base: 72800 }]);
  });

  it('lists the cities of a state, including the large ones', async () => {
    const states = (await get('/api/states')).body.data;
    const ny = states.find((s: { code: string }) => s.code === 'NY');
    const names = (await get(`/api/cities?state_id=${ny.id}`)).body.data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(500);
    expect(names).toContain('New York City');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a non-numeric state id with a field message', async () => {
    const res = await get('/api/cities?state_id=abc');
    expect(res.status).toBe(400);
    expect(res.body.errors.state_id).toEqual(['state_id must be a number']);
  });

  it('returns no cities for a state that does not exist', async () => {
    expect((await get('/api/cities?state_id=99999')).body.data).toEqual([]);
  });
});
