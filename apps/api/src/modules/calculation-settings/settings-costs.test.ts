import { beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../testing/member-client';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let api: ReturnType<typeof client>;

let orgs = 0;
// Every test starts from an organisation with no packages or costs and adds what it needs.
beforeEach(async () => {
  orgs += 1;
  const org = await createOrganization(ctx.database.db, `costs${orgs}`);
  api = client(ctx, org.members.Owner.cookie);
});

const standardCheck = {
  cost_type: 'background_check_cost',
  cost_name: 'Standard check',
  percent: 45,
  cost_option: 'flat',
};

const pkg = {
  package_name: 'Silver PPO',
  employee_only: 450,
  employee_spouse: 900,
  employee_dependent: 820.5,
  family: 1350,
};

describe('healthcare packages', () => {
  it('adds, edits and deletes a package with four monthly premiums', async () => {
    const added = await api.post('/organization_settings/package', { data: pkg });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject(pkg);
    const id = added.body.data.id;
    const edited = await api.post('/organization_settings/packages', {
      data: { ...pkg, id, version: added.body.data.version, family: '1400.25' },
    });
    expect(edited.body.data.family).toBe(1400.25);
    expect((await api.post('/organization_settings', {})).body.data.packages).toHaveLength(1);
    expect((await api.post('/organization_settings/package_delete', { data: { id } })).status).toBe(200);
    expect((await api.post('/organization_settings', {})).body.data.packages).toHaveLength(0);
  });

  it('requires a name and non-negative premiums', async () => {
    const res = await api.post('/organization_settings/package', {
      data: { ...pkg, package_name: ' ', family: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'data.package_name': ['Package name is required'],
      'data.family': ['Family must be at least 0'],
    });
  });
});

describe('other costs', () => {
  it('adds each kind of cost and lists it', async () => {
    const costs = [
      {
        cost_type: 'interest',
        cost_name: 'Net 45 financing',
        percent: 8,
        cost_option: 'percentage',
        from: 2,
      },
      standardCheck,
      {
        cost_type: 'manage_service_provider',
        cost_name: 'Beeline MSP',
        percent: 3,
        cost_option: 'percentage',
        from: 1,
      },
      {
        cost_type: 'liability_insurance',
        cost_name: 'GL policy',
        percent: 0.5,
        cost_option: 'percentage',
        industry: 2,
      },
      {
        cost_type: 'custom_cost',
        cost_list_id: 'Equipment',
        cost_name: 'Laptop',
        percent: 25,
        cost_option: 'flat',
        frequency: 'month',
      },
    ];
    for (const data of costs)
      expect((await api.post('/organization_settings/update_cost', { data })).status).toBe(200);
    const list = (await api.post('/organization_settings', {})).body.data.costs;
    expect(list).toHaveLength(5);
    expect(list.find((c: { name: string }) => c.name === 'Laptop')).toMatchObject({
      cost_type: 'custom_cost',
      cost_list_id: 'Equipment',
      percent: 25,
      cost_option: 'flat',
      frequency: 'month',
    });
    expect(list.find((c: { name: string }) => c.name === 'Net 45 financing')).toMatchObject({ from: 2 });
  });

  it('refuses a duplicate name with the product message', async () => {
    expect((await api.post('/organization_settings/update_cost', { data: standardCheck })).status).toBe(200);
    const res = await api.post('/organization_settings/update_cost', {
      data: {
        cost_type: 'background_check_cost',
        cost_name: 'Standard check',
        percent: 50,
        cost_option: 'flat',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Cost name already exists');
  });

  it('checks percent range, liability industry and custom category', async () => {
    const res = await api.post('/organization_settings/update_cost', {
      data: { cost_type: 'liability_insurance', cost_name: 'X', percent: 120, cost_option: 'percentage' },
    });
    expect(res.body.errors).toMatchObject({
      'data.percent': ['Percent must be between 0 and 100'],
      'data.industry': ['Industry is required'],
    });
  });

  it('edits and deletes a cost', async () => {
    expect((await api.post('/organization_settings/update_cost', { data: standardCheck })).status).toBe(200);
    const list = (await api.post('/organization_settings', {})).body.data.costs;
    const check = list.find((c: { name: string }) => c.name === 'Standard check');
    const edited = await api.post('/organization_settings/update_cost', {
      data: {
        id: check.id,
        version: check.version,
        cost_type: 'background_check_cost',
        cost_name: 'Standard check',
        percent: 55,
        cost_option: 'flat',
      },
    });
    expect(edited.body.data.percent).toBe(55);
    expect((await api.post('/organization_settings/cost_delete', { data: { id: check.id } })).status).toBe(
      200,
    );
    expect((await api.post('/organization_settings/cost_delete', { data: { id: check.id } })).status).toBe(
      404,
    );
  });
});
