import { client, type StateIds } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import type { TestContext } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

/** A new organisation with a Texas SUTA rate, so its one-person Texas calculations price. */
export async function texasOrganization(ctx: TestContext, ids: StateIds, domain: string) {
  const org = await createOrganization(ctx.database.db, domain);
  await client(ctx, org.members.Owner.cookie).post('/organization_settings/suta', {
    sutaList: [{ state: ids.TX, value: 2.7 }],
  });
  return org;
}

/** A one-person calculation saved by one of the organisation's members, at a city of Texas unless told. */
export const saveAs = (
  ctx: TestContext,
  ids: StateIds,
  org: TestOrganization,
  name: string,
  city: number,
  role: 'Owner' | 'Manager' = 'Owner',
) =>
  client(ctx, org.members[role].cookie).post('/organization_team/calculation/create', {
    name,
    person_list: [hourlyPerson(ids.TX, city)],
  });
