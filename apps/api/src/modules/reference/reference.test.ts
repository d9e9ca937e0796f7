import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

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

  it('answers each plan with its words and the spec seat prices in dollars by seat count', async () => {
    const { body } = await get('/api/plans');
    const byCode = Object.fromEntries(body.data.map((p: { code: string }) => [p.code, p]));
    expect(Object.keys(byCode).sort()).toEqual([
      'enterprise-monthly',
      'enterprise-yearly',
      'essential-monthly',
      'essential-yearly',
    ]);
    const monthly = byCode['enterprise-monthly'];
    expect(monthly.amount).toBe(49);
    expect(byCode['enterprise-yearly'].amount).toBe(43.12);
    // $49 at one seat, $1 less every two seats, $39 at twenty; yearly 88% of it.
    expect(monthly.price['1']).toBe(49);
    expect(monthly.price['5']).toBe(47);
    expect(monthly.price['20']).toBe(39);
    expect(monthly.yearly_price['1']).toBe(43.12);
    expect(monthly.yearly_price['20']).toBe(34.32);
    expect(Object.keys(monthly.price)).toHaveLength(20);
    // One price list: the two plans cost the same per seat and differ by what they include.
    expect(byCode['essential-monthly'].price).toEqual(monthly.price);
    expect(byCode['essential-monthly'].account).toBe('Single');
    expect(monthly.account).toBe('Enterprise');
    expect(byCode['essential-monthly'].features).toContain('One person per calculation');
    expect(monthly.features).toContain('Teams, approvals and client quotes');
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
    // Washington's 2026 base is in the reference data since 2026-12-01 (docs/reference-data.md).
    expect(wa.wage_caps).toEqual([
      { year: 2025, wage_base: 72800 },
      { year: 2026, wage_base: 78200 },
    ]);
    const mn = body.data.find((s: { code: string }) => s.code === 'MN');
    // Minnesota's 2026 base is not in our data: only 2025 is known (the engine carries it forward).
    expect(mn.wage_caps).toEqual([{ year: 2025, wage_base: 43000 }]);
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
