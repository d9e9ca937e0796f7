import { beforeAll, describe, expect, it } from 'vitest';
import { client, useDallasSite } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

const ctx = useTestApp();
const org = useOrganization(ctx, 'calc-race');
const site = useDallasSite(ctx);

beforeAll(async () => {
  await client(ctx, org.members.Owner.cookie).post('/organization_settings/suta', {
    sutaList: [{ state: site.ids.TX, value: 2.7 }],
  });
});

async function newCalculation(name: string) {
  const res = await client(ctx, org.members['Team Member'].cookie).post(
    '/organization_team/calculation/create',
    { name, person_list: [hourlyPerson(site.ids.TX, site.dallas)] },
  );
  expect(res.body.data.calculation.version).toBe(1);
  return res.body.data.calculation.id as number;
}

const edit = (role: 'Owner' | 'Manager', id: number, version: number | undefined, name: string) =>
  client(ctx, org.members[role].cookie).post('/organization_team/calculation/update', {
    id,
    version,
    name,
    person_list: [hourlyPerson(site.ids.TX, site.dallas, { pay: role === 'Owner' ? '21' : '22' })],
  });

describe('concurrent edits of one calculation', () => {
  it('of two saves from the same version, one wins and the other answers 409 naming who saved and when', async () => {
    const id = await newCalculation('Race');
    const [owner, manager] = await Promise.all([
      edit('Owner', id, 1, 'Owner edit'),
      edit('Manager', id, 1, 'Manager edit'),
    ]);
    expect([owner.status, manager.status].sort()).toEqual([200, 409]);
    const [winner, loser] = owner.status === 200 ? [owner, manager] : [manager, owner];
    const winnerName = owner.status === 200 ? 'Owner calc-race' : 'Manager calc-race';
    expect(winner.body.data.calculation.version).toBe(2);

    const stored = (
      await client(ctx, org.members.Owner.cookie).post('/organization_team/calculation', { id })
    ).body.data.calculation;
    expect(stored).toMatchObject({ name: `${winnerName.split(' ')[0]} edit`, version: 2 });
    expect(loser.body).toMatchObject({
      status: 'error',
      code: 'CONFLICT',
      conflict: { changed_by: winnerName, changed_at: stored.updated_at, version: 2 },
    });
    expect(loser.body.message).toContain(`${winnerName} changed this calculation on`);
  });

  it('refuses a save from an older version even when the saves do not overlap', async () => {
    const id = await newCalculation('Sequential');
    expect((await edit('Owner', id, 1, 'First')).status).toBe(200);
    const stale = await edit('Manager', id, 1, 'Second');
    expect(stale.status).toBe(409);
    expect(stale.body.conflict.changed_by).toBe('Owner calc-race');
    expect((await edit('Manager', id, 2, 'Second')).status).toBe(200);
  });

  it('requires the version on update (a client written from the old wire format is told so)', async () => {
    const id = await newCalculation('No version');
    const res = await edit('Owner', id, undefined, 'x');
    expect(res.status).toBe(400);
    expect(res.body.errors.version).toEqual(['version is required']);
  });
});
