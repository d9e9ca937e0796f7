import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, dallasSite, type StateIds } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

let ctx: TestContext;
let org: TestOrganization;
let ids: StateIds;
let dallas: number;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.database.db, 'calcs-pricing');
  ({ ids, dallas } = await dallasSite(ctx));
});
afterAll(() => ctx.close());

describe('pricing a calculation on save', () => {
  it('answers 400 on the person and field the engine refuses, and saves nothing', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const bad = hourlyPerson(ids.TX, dallas);
    // A cost id the organisation does not have passes the schema; only pricing finds it missing.
    (bad.othercost as { costTypes_and_ids: object }).costTypes_and_ids = {
      background_check_cost: ['999999'],
    };
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Unknown cost',
      person_list: [hourlyPerson(ids.TX, dallas), bad],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      errors: { 'person_list.1.otherCosts': ['Unknown cost item 999999'] },
    });
    const list = await api.get('/organization_team/calculations');
    expect(list.body.data.total).toBe(0);
  });
});
