import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { client, type StateIds, stateIds } from '../../../testing/member-client';
import { sessionCookie } from '../../../testing/tenants';
import { useTestApp } from '../../../testing/test-app';

/**
 * A new organisation starts with its state as a location (docs/product/calculation-settings.md#a-new-organisation):
 * the new-employer SUTA rate where the reference data has one, none where it has not; no state, no location.
 */
const ctx = useTestApp();
let ids: StateIds;
let n = 0;

beforeAll(async () => {
  ids = await stateIds(ctx);
});

/** A confirmed user who creates a company, and what its settings then hold. */
async function createCompany(state: number | '') {
  n += 1;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `first${n}@first.test`,
      firstName: 'Fay',
      lastName: 'First',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const api = client(ctx, await sessionCookie(ctx.database.db, user!.id));
  const created = await api.post('/organization/create', {
    company_name: `First ${n}`,
    business_domain: `first-co-${n}`,
    state,
    employees: '10+',
  });
  expect(created.status).toBe(200);
  const settings = (await api.post('/organization_settings', {})).body.data;
  const tax = (await api.get('/organization_settings/sales_tax?per_page=50')).body;
  return { api, settings, tax };
}

describe('a new organisation', () => {
  it("starts with its state's location and new-employer SUTA rate (California 3.40%)", async () => {
    const { settings, tax } = await createCompany(ids.CA);
    expect(settings.organization_settings).toHaveLength(1);
    expect(settings.organization_settings[0]).toMatchObject({
      state_code: 'CA',
      suta_rate: 3.4,
      wage_cap: 7000,
      wc_settings: [],
    });
    // The location's defaults come with it, as when a state is added on SUTA Rates.
    expect(tax.data.map((r: { state: string; tax: number }) => [r.state, r.tax])).toEqual([
      ['California', 7.25],
    ]);
  });

  it('starts with the location but no SUTA rate where the reference data has none (Illinois)', async () => {
    const { settings } = await createCompany(ids.IL);
    expect(settings.organization_settings.map((l: { state_code: string }) => l.state_code)).toEqual(['IL']);
    expect(settings.organization_settings[0].suta_rate).toBeNull();
  });

  it('starts with no location when the company gave no state', async () => {
    const { settings } = await createCompany('');
    expect(settings.organization_settings).toEqual([]);
  });
});
