import { beforeAll, describe, expect, it } from 'vitest';
import { client, type StateIds, stateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const org = useOrganization(ctx, 'settings-race');
let ids: StateIds;
let owner: ReturnType<typeof client>;
let manager: ReturnType<typeof client>;

beforeAll(async () => {
  ids = await stateIds(ctx);
  owner = client(ctx, org.members.Owner.cookie);
  manager = client(ctx, org.members.Manager.cookie);
});

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('parallel saves are decided by the database, never a 500', () => {
  it('10 parallel location saves all succeed and leave each state once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        manager.post('/organization_settings/suta', { sutaList: [{ state: ids.WA }, { state: ids.FL }] }),
      ),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(200));
    const locations = (await owner.post('/organization_settings', {})).body.data.organization_settings;
    expect(locations.map((l: { state_code: string }) => l.state_code)).toEqual(['FL', 'WA']);
    const tax = await owner.get('/organization_settings/sales_tax?per_page=50');
    expect(tax.body.total).toBe(2);
  });

  it('10 parallel adds of one cost name: one is saved, the others answer "Cost name already exists"', async () => {
    const cost = { cost_type: 'drug_screen_cost', cost_name: 'Panel 10', percent: 30, cost_option: 'flat' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => manager.post('/organization_settings/update_cost', { data: cost })),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.errors).toEqual({ cost_name: ['Cost name already exists'] });
    }
    const costs = (await owner.post('/organization_settings', {})).body.data.costs;
    expect(costs.filter((c: { name: string }) => c.name === 'Panel 10')).toHaveLength(1);
  });
});

let round = 0;

/** One editable row of each kind and how to send an edit of it from a given version (none: left out). */
async function editableRows() {
  round++;
  const pkg = (
    await owner.post('/organization_settings/package', {
      data: {
        package_name: `Gold ${round}`,
        employee_only: 1,
        employee_spouse: 2,
        employee_dependent: 3,
        family: 4,
      },
    })
  ).body.data;
  const cost = (
    await owner.post('/organization_settings/update_cost', {
      data: { cost_type: 'interest', cost_name: `Net ${round}`, percent: 5, cost_option: 'percentage' },
    })
  ).body.data;
  const tax = (await owner.get(`/organization_settings/sales_tax?state_id=${ids.WA}`)).body.data[0];
  const spto = (await owner.get(`/organization_settings/spto?state_id=${ids.WA}`)).body.data[0];
  const wa = (await owner.post('/organization_settings', {})).body.data.organization_settings.find(
    (l: { state_code: string }) => l.state_code === 'WA',
  );
  const kinds: {
    what: string;
    version: number;
    edit: (version: number | undefined, n: number) => [string, unknown];
  }[] = [
    {
      what: 'package',
      version: pkg.version,
      edit: (version, n) => ['/organization_settings/package', { data: { ...pkg, version, family: n } }],
    },
    {
      what: 'cost',
      version: cost.version,
      edit: (version, n) => [
        '/organization_settings/update_cost',
        {
          data: {
            id: cost.id,
            version,
            cost_type: 'interest',
            cost_name: cost.name,
            percent: n,
            cost_option: 'percentage',
          },
        },
      ],
    },
    {
      what: 'sales tax row',
      version: tax.version,
      edit: (version, n) => [
        '/organization_settings/sales_tax',
        { id: tax.id, version, state: ids.WA, tax: n, tax_type: 'total_invoice' },
      ],
    },
    {
      what: 'SPTO row',
      version: spto.version,
      edit: (version, n) => [
        '/organization_settings/update_spto',
        { data: { id: spto.id, version, accural_rate: 40, accural_cap_per_year: n, total_cap: n } },
      ],
    },
    {
      what: 'WC code table',
      version: wa.wc_version,
      edit: (version, n) => [
        '/organization_settings/wc_settings',
        {
          state: ids.WA,
          wc_version: version,
          wc_codes: [{ nick_name: 'Office', industry: 1, code: '8810', rate: n }],
        },
      ],
    },
    {
      what: 'SUTA rate',
      version: wa.version,
      edit: (version, n) => [
        '/organization_settings/suta',
        { sutaList: [{ state: ids.FL }, { state: ids.WA, value: n, version }] },
      ],
    },
  ];
  return kinds;
}

describe('settings rows edited in place carry a version', () => {
  it('of two edits from the same version one is saved and the other answers 409 naming who and when', async () => {
    for (const kind of await editableRows()) {
      const [a, b] = await Promise.all([
        owner.post(...kind.edit(kind.version, 7)),
        manager.post(...kind.edit(kind.version, 8)),
      ]);
      expect([a.status, b.status].sort(), kind.what).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      const winnerName = a.status === 200 ? 'Owner settings-race' : 'Manager settings-race';
      expect(loser.body.code, kind.what).toBe('CONFLICT');
      expect(loser.body.conflict, kind.what).toMatchObject({
        changed_by: winnerName,
        version: kind.version + 1,
      });
      expect(Date.now() - Date.parse(loser.body.conflict.changed_at)).toBeLessThan(60_000);
      expect(loser.body.message).toContain(`${winnerName} changed this ${kind.what} on`);
    }
  });

  it('an edit without its version answers 400 "version is required"', async () => {
    for (const kind of await editableRows()) {
      const res = await owner.post(...kind.edit(undefined, 9));
      expect(res.status, kind.what).toBe(400);
      expect(res.body.full_messages, kind.what).toEqual(['version is required']);
    }
  });
});
