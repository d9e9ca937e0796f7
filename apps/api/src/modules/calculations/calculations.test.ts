import { FEDERAL_CONSTANTS, FUTA_CREDIT_REDUCTIONS } from '@app/contracts/federal';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useDallasSite } from '../../testing/member-client';
import { createOrganization, useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

const ctx = useTestApp();
const org = useOrganization(ctx, 'calcs');
const other = useOrganization(ctx, 'calcs-other');
const site = useDallasSite(ctx);

beforeAll(async () => {
  await client(ctx, org.members.Owner.cookie).post('/organization_settings/suta', {
    sutaList: [{ state: site.ids.TX, value: 2.7 }],
  });
});

/** Moves a calculation to `status` as the member `api` signs in as; declining gives its reason. */
const setStatus = (
  api: ReturnType<typeof client>,
  id: number,
  status: string,
  reasonData?: { reason_choice: string; decline_reason: string },
) => api.post('/organization_team/calculation/update/status', { id, status, reasonData });

describe('saving a calculation', () => {
  it('prices it with the organisation’s rates, to the cent', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Dallas warehouse',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    // Non-enterprise organisations are approved on the first save.
    expect(res.body.data.calculation.status).toBe('Approved');
    const loaded = await api.post('/organization_team/calculation', { id: res.body.data.calculation.id });
    const t = loaded.body.data.calculation.total_assignment_calculation;
    // 40 h x 1 week. Pay 40 x 20 = 800.00; revenue 40 x 30 = 1,200.00.
    // Social Security 6.2% x 800 = 49.60; Medicare 1.45% x 800 = 11.60; FUTA 0.6% x 800 = 4.80;
    // SUTA TX 2.7% x 800 = 21.60 (under the $9,000 base). Employer taxes 87.60.
    // Workers' comp 1% x 800 = 8.00. Cost 800 + 87.60 + 8.00 = 895.60. Gross profit 1,200 - 895.60 = 304.40.
    expect(t).toMatchObject({
      regular_pay: 800,
      total_revenue: 1200,
      social_security: 49.6,
      medicare: 11.6,
      futa: 4.8,
      suta: 21.6,
      employer_taxes: 87.6,
      workers_comp: 8,
      total_project_cost: 895.6,
      gross_profit: 304.4,
    });
    // 304.40 / 1,200 = 25.3667% -> 25.37%; per hour 304.40 / 40 = 7.61.
    expect(loaded.body.data.calculation.gross_profit_percent).toBe(25.37);
    expect(loaded.body.data.calculation.base_hour_calculation.gross_profit).toBe(7.61);
    expect(
      loaded.body.data.calculation.rate_snapshot.locations[`${site.ids.TX}:${site.dallas}`].suta.ratePercent,
    ).toBe('2.70');
  });

  it('prices a crew of identical workers once, shows each, and counts them all', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const crew = [1, 2, 3].map(() => hourlyPerson(site.ids.TX, site.dallas, { job: 'Picker' }));
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Picker crew',
      person_list: [...crew, hourlyPerson(site.ids.TX, site.dallas, { job: 'Lead', pay: '25' })],
    });
    expect(res.status).toBe(200);
    const loaded = (await api.post('/organization_team/calculation', { id: res.body.data.calculation.id }))
      .body.data.calculation;
    // Each picker as in the test above: revenue 1,200.00, gross profit 304.40. The lead: pay 40 x 25 = 1,000,
    // revenue 1,200; taxes 6.2% + 1.45% + 0.6% + 2.7% = 10.95% x 1,000 = 109.50; WC 10.00; GP 80.50.
    // Crew: revenue 4 x 1,200 = 4,800.00; gross profit 3 x 304.40 + 80.50 = 993.70.
    expect(loaded.results.persons.map((p: { job_name: string }) => p.job_name)).toEqual([
      'Picker',
      'Picker',
      'Picker',
      'Lead',
    ]);
    expect(loaded.results.persons[2].locations[0].total_assignment_calculation.gross_profit).toBe(304.4);
    expect(loaded.results.summary.count).toBe(4);
    expect(loaded.total_assignment_calculation).toMatchObject({ total_revenue: 4800, gross_profit: 993.7 });
    await api.post(`/calculations/delete/${loaded.id}`); // the list test below counts this organisation's
  });

  it('prices two workers at one site with their own WC rates', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Two WC codes',
      person_list: [
        hourlyPerson(site.ids.TX, site.dallas, { job: 'Picker', wcRate: '1' }),
        hourlyPerson(site.ids.TX, site.dallas, { job: 'Driver', wcRate: '3' }),
      ],
    });
    expect(res.status).toBe(200);
    const loaded = (await api.post('/organization_team/calculation', { id: res.body.data.calculation.id }))
      .body.data.calculation;
    // Wages 40 h x 20.00 = 800.00 each: WC 1% x 800 = 8.00 and 3% x 800 = 24.00; together 32.00.
    const wc = loaded.results.persons.map(
      (p: { locations: { total_assignment_calculation: { workers_comp: number } }[] }) =>
        p.locations[0]!.total_assignment_calculation.workers_comp,
    );
    expect(wc).toEqual([8, 24]);
    expect(loaded.total_assignment_calculation.workers_comp).toBe(32);
    await api.post(`/calculations/delete/${loaded.id}`);
  });

  it('gives the browser the same rate snapshot a save uses', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const res = await api.post('/organization_team/calculation/rates', {
      locations: [{ state_id: site.ids.TX, city_id: site.dallas }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.rates.taxYear).toBe(new Date().getUTCFullYear());
    expect(res.body.data.rates.federal['2026']).toMatchObject({ socialSecurityWageBase: '184500' });
    expect(res.body.data.locations[`${site.ids.TX}:${site.dallas}`]).toMatchObject({
      stateCode: 'TX',
      city: 'Dallas',
      suta: { ratePercent: '2.70', wageBases: { 2025: '9000', 2026: '9000' } },
      sutaRateMissing: false,
    });
  });

  it('gives the stipend modal its figures for each person and location', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const res = await api.post('/organization_team/calculation/stipend', {
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    });
    expect(res.status).toBe(200);
    const [first] = res.body.data.stipend;
    expect(first.locations).toHaveLength(1);
    expect(first.data).toEqual(first.locations[0]);
    expect(typeof first.data.lodging).toBe('number');
  });

  it('prices federal taxes with the one definition of the federal constants, New York’s repaid 2025 FUTA credit reduction included', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const res = await api.post('/organization_team/calculation/rates', {
      locations: [{ state_id: site.ids.NY }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.rates.federal).toEqual(FEDERAL_CONSTANTS);
    // New York repaid its loan in 2025: its FUTA is back to 0.6%, not 2024's 0.6 + 0.9%.
    expect(res.body.data.locations[`${site.ids.NY}:`].futaCreditReductions).toEqual(
      FUTA_CREDIT_REDUCTIONS.NY,
    );
    expect(FUTA_CREDIT_REDUCTIONS.NY?.[2025]).toBe('0');
  });

  it('keeps a saved calculation’s figures when the settings change later', async () => {
    const owner = client(ctx, org.members.Owner.cookie);
    const created = await owner.post('/organization_team/calculation/create', {
      name: 'Snapshot check',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    });
    const changed = await owner.post('/organization_settings/suta', {
      sutaList: [{ state: site.ids.TX, value: 5, version: 1 }],
    });
    expect(changed.status).toBe(200);
    const loaded = await owner.post('/organization_team/calculation', {
      id: created.body.data.calculation.id,
    });
    expect(loaded.body.data.calculation.total_assignment_calculation.suta).toBe(21.6);
    const restored = await owner.post('/organization_settings/suta', {
      sutaList: [{ state: site.ids.TX, value: 2.7, version: 2 }],
    });
    expect(restored.status).toBe(200);
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const bad = hourlyPerson(site.ids.TX, site.dallas);
    bad.pay.pay_rate = '-5';
    const res = await api.post('/organization_team/calculation/create', { name: '', person_list: [bad] });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toEqual(['Calculation name is required']);
    expect(Object.keys(res.body.errors)).toContain('person_list.0.pay.pay_rate');
  });
});

describe('the calculations list', () => {
  it('lists, searches by title, member and revenue prefix, filters by status and pages', async () => {
    // An organisation of its own with three calculations, whatever the other tests saved.
    const org = await createOrganization(ctx.database.db, 'calcs-list');
    const api = client(ctx, org.members.Manager.cookie);
    for (const [role, name] of [
      ['Team Member', 'Dallas warehouse'],
      ['Owner', 'Snapshot check'],
    ] as const) {
      const saved = await client(ctx, org.members[role].cookie).post(
        '/organization_team/calculation/create',
        {
          name,
          person_list: [hourlyPerson(site.ids.TX, site.dallas)],
        },
      );
      expect(saved.status).toBe(200);
    }
    await api.post('/organization_team/calculation/create', {
      name: 'Houston nurses',
      person_list: [hourlyPerson(site.ids.TX, site.dallas, { pay: '40', bill: '65', job: 'RN' })],
    });
    const all = await api.get('/organization_team/calculations?per_page=5');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.calculation[0]).toMatchObject({
      name: 'Houston nurses',
      revenue: 2600,
      status: 'Approved',
    });
    expect((await api.get('/organization_team/calculations?search=NURSE')).body.data.total).toBe(1);
    expect(
      (await api.get('/organization_team/calculations?search=manager')).body.data.calculation[0].name,
    ).toBe('Houston nurses');
    expect((await api.get('/organization_team/calculations?search=$2,6')).body.data.total).toBe(1);
    expect((await api.get('/organization_team/calculations?search=120')).body.data.total).toBe(2);
    expect((await api.get('/organization_team/calculations?status=Not%20approved')).body.data.total).toBe(0);
    const sorted = await api.get('/organization_team/calculations?sort=revenue&order=asc');
    expect(sorted.body.data.calculation.map((c: { revenue: number }) => c.revenue)).toEqual([
      1200, 1200, 2600,
    ]);
    const byMember = await api.get(`/organization_team/calculations/${org.members.Manager.userId}`);
    expect(byMember.body.data.calculation.map((c: { name: string }) => c.name)).toEqual(['Houston nurses']);
  });

  it('pages up to 100,000 and refuses a page past it, as the quotes list does', async () => {
    const api = client(ctx, org.members.Manager.cookie);
    const last = await api.get('/organization_team/calculations?page=100000');
    expect(last.status).toBe(200);
    expect(last.body.data.calculation).toEqual([]);
    const past = await api.get('/organization_team/calculations?page=100001');
    expect(past.status).toBe(400);
    expect((await api.get('/organization_team/quotes?page=100001')).status).toBe(400);
  });
});

describe('approval workflow', () => {
  it('moves a calculation through send, decline, resend and approve, notifying people', async () => {
    const member = client(ctx, org.members['Team Member'].cookie);
    const manager = client(ctx, org.members.Manager.cookie);
    const { body } = await member.post('/organization_team/calculation/create', {
      name: 'Austin drivers',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
      status: 'New calculation',
    });
    const id = body.data.calculation.id;
    expect(body.data.calculation.status).toBe('New calculation');

    expect((await setStatus(member, id, 'Sent to approval')).status).toBe(200);
    const inbox = await manager.get('/notifications?unread=true');
    expect(inbox.body.data.notification[0].message).toBe(
      'Team Member calcs sent “Austin drivers” for approval.',
    );
    expect(inbox.body.data.notification[0].link).toBe(`/calculations/${id}`);

    const memberApprove = await setStatus(member, id, 'Approved');
    expect(memberApprove.status).toBe(403);

    const empty = await setStatus(manager, id, 'Not approved', { reason_choice: '', decline_reason: '' });
    expect(empty.body.errors['reasonData.reason_choice']).toEqual(['Please fill this out']);

    const declined = await setStatus(manager, id, 'Not approved', {
      reason_choice: 'Error in Rates',
      decline_reason: 'WC rate is last year’s',
    });
    expect(declined.body.data.calculation).toMatchObject({
      status: 'Not approved',
      reason_choice: 'Error in Rates',
    });

    const illegal = await setStatus(manager, id, 'Approved');
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('A calculation that is Not approved cannot be moved to Approved.');

    await setStatus(member, id, 'Sent to approval');
    const approved = await setStatus(manager, id, 'Approved');
    expect(approved.body.data.calculation.status).toBe('Approved');
    const memberInbox = await member.get('/notifications?unread=true');
    expect(memberInbox.body.data.notification.map((n: { message: string }) => n.message)).toEqual([
      '“Austin drivers” was approved by Manager calcs and is ready for quotation.',
      '“Austin drivers” was not approved by Manager calcs: Error in Rates.',
    ]);
  });
});

describe('deleting and isolation', () => {
  it('deletes with status 1 and never touches another organisation’s calculation', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const otherApi = client(ctx, other.members.Owner.cookie);
    const theirs = await otherApi.post('/organization_team/calculation/create', {
      name: 'Other org secret',
      person_list: [hourlyPerson(site.ids.TX, site.dallas)],
    });
    const theirId = theirs.body.data.calculation.id;
    expect((await api.post('/organization_team/calculation', { id: theirId })).status).toBe(404);
    expect((await api.post(`/calculations/delete/${theirId}`)).status).toBe(404);
    expect((await setStatus(api, theirId, 'Sent to approval')).status).toBe(404);
    expect(
      (
        await api.post('/organization_team/calculation/update', {
          id: theirId,
          version: 1,
          name: 'x',
          person_list: [hourlyPerson(site.ids.TX, site.dallas)],
        })
      ).status,
    ).toBe(404);
    expect(JSON.stringify((await api.get('/organization_team/calculations?per_page=50')).body)).not.toContain(
      'Other org secret',
    );

    const mine = (await api.get('/organization_team/calculations?search=snapshot')).body.data.calculation[0];
    const del = await api.post(`/calculations/delete/${mine.id}`);
    expect(del.body.data).toEqual({ status: 1, message: 'Calculation Deleted Successfully' });
    expect((await api.post('/organization_team/calculation', { id: mine.id })).status).toBe(404);
  });
});
