import { describe, expect, it } from 'vitest';
import { client, useDallasSite } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

const ctx = useTestApp();
const org = useOrganization(ctx, 'calcs-pricing');
const site = useDallasSite(ctx);

describe('pricing a calculation on save', () => {
  it('answers 400 on the person and field the engine refuses, and saves nothing', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const bad = hourlyPerson(site.ids.TX, site.dallas);
    // A cost id the organisation does not have passes the schema; only pricing finds it missing.
    (bad.othercost as { costTypes_and_ids: object }).costTypes_and_ids = {
      background_check_cost: ['999999'],
    };
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Unknown cost',
      person_list: [hourlyPerson(site.ids.TX, site.dallas), bad],
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
