import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateOvertimeRules } from '../../db/schema';
import { readOvertimeRules } from '../../seed/overtime-rules';
import { seedOvertimeRules } from '../../seed/reference';
import { cityId, client, type StateIds, stateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { referenceDataChanged } from '../reference/reference-cache';
import { hourlyPerson } from './calculations.test-helpers';

/**
 * State daily overtime (docs/calculation-model.md#state-daily-overtime-and-double-time): the rule table is
 * reference data, carried in the rate snapshot a calculation is priced and saved with.
 */
const ctx = useTestApp();
const org = useOrganization(ctx, 'overtime');
const later = useOrganization(ctx, 'overtime-later');
let ids: StateIds;
let losAngeles: number;

beforeAll(async () => {
  ids = await stateIds(ctx);
  losAngeles = await cityId(ctx, ids.CA, 'Los Angeles');
});

/** $20 an hour billed at $30, one week of 3 shifts of 14 h in Los Angeles. */
const shiftWorker = () => {
  const base = hourlyPerson(ids.CA, losAngeles);
  return {
    ...base,
    bill: { ...base.bill, double_time: '2' },
    assignment: { ...base.assignment, shadule: 'shift', work_shadule: '14', shift_per_week: '3' },
  };
};

describe('state overtime rules in the rate snapshot', () => {
  it('gives California its daily rule, and a state without one none (federal)', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const res = await api.post('/organization_team/calculation/rates', {
      locations: [{ state_id: ids.CA, city_id: losAngeles }, { state_id: ids.TX }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.locations[`${ids.CA}:${losAngeles}`].overtimeRule).toEqual({
      stateName: 'California',
      dailyOvertimeAfter: '8',
      dailyDoubletimeAfter: '12',
      seventhDay: true,
    });
    expect(res.body.data.locations[`${ids.TX}:`].overtimeRule).toBeNull();
  });

  it('saves a California shift split by the day, and keeps that rule after the table changes', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const created = await api.post('/organization_team/calculation/create', {
      name: 'Night crew',
      person_list: [shiftWorker()],
    });
    expect(created.status).toBe(200);
    const id = created.body.data.calculation.id;
    const read = async (who = api, which = id) =>
      (await who.post('/organization_team/calculation', { id: which })).body.data.calculation;
    const first = await read();
    const figures = first.results.persons[0].locations[0];
    // Each day 8 regular + 4 overtime + 2 double time: 24 + 12 + 6 = 42 hours.
    expect(figures.time).toMatchObject({ regular_hours: 24, overtime_hours: 12, doubletime_hours: 6 });
    // Pay 24 x 20 = 480.00, 12 x 20 x 1.5 = 360.00, 6 x 20 x 2 = 240.00; revenue 720.00 + 540.00 + 360.00.
    expect(first.total_assignment_calculation).toMatchObject({
      regular_pay: 480,
      overtime_pay: 360,
      doubletime_pay: 240,
      doubletime_revenue: 360,
      total_revenue: 1620,
      total_wages: 1080,
    });
    expect(figures.overtime_rule).toMatchObject({ state: 'CA', seventh_day: true });
    expect(first.results.summary.time.doubletime_hours).toBe(6);

    // The table changes (California without double time); the saved calculation reads as it was saved.
    await ctx.database.db
      .update(stateOvertimeRules)
      .set({ dailyDoubletimeAfter: null })
      .where(eq(stateOvertimeRules.stateCode, 'CA'));
    referenceDataChanged();
    const again = await read();
    expect(again.total_assignment_calculation).toEqual(first.total_assignment_calculation);
    expect(again.rate_snapshot.locations[`${ids.CA}:${losAngeles}`].overtimeRule.dailyDoubletimeAfter).toBe(
      '12',
    );

    // A new calculation (an organisation whose settings are not cached yet) is priced with the new table.
    const other = client(ctx, later.members.Owner.cookie);
    const made = await other.post('/organization_team/calculation/create', {
      name: 'Night crew today',
      person_list: [shiftWorker()],
    });
    const now = await read(other, made.body.data.calculation.id);
    expect(now.results.persons[0].locations[0].time).toMatchObject({
      regular_hours: 24,
      overtime_hours: 18,
      doubletime_hours: 0,
    });

    // Start-up mirrors the file again: the row is back as the data file gives it.
    await seedOvertimeRules(ctx.database.db);
    referenceDataChanged();
    const [row] = await ctx.database.db
      .select()
      .from(stateOvertimeRules)
      .where(eq(stateOvertimeRules.stateCode, 'CA'));
    expect(row?.dailyDoubletimeAfter).toBe('12');
  });

  it('takes a state added to the data file without code: its next snapshot carries the row', async () => {
    // A made-up row for the test (Nevada's real rule depends on the pay rate and is not modelled).
    const added = {
      stateCode: 'NV',
      dailyOvertimeAfter: '10',
      dailyDoubletimeAfter: null,
      seventhDay: false,
      source: 'test',
    };
    await seedOvertimeRules(ctx.database.db, [...readOvertimeRules(), added]);
    referenceDataChanged();
    const api = client(ctx, org.members.Owner.cookie);
    const nevada = ids.NV as number;
    const base = hourlyPerson(nevada, await cityId(ctx, nevada, 'Las Vegas'));
    const created = await api.post('/organization_team/calculation/create', {
      name: 'Nevada crew',
      person_list: [
        {
          ...base,
          assignment: { ...base.assignment, shadule: 'shift', work_shadule: '12', shift_per_week: '3' },
        },
      ],
    });
    expect(created.status).toBe(200);
    const saved = (await api.post('/organization_team/calculation', { id: created.body.data.calculation.id }))
      .body.data.calculation;
    // 10 regular + 2 overtime a day, 3 days.
    expect(saved.results.persons[0].locations[0].time).toMatchObject({
      regular_hours: 30,
      overtime_hours: 6,
    });
    expect(saved.results.persons[0].locations[0].overtime_rule.explanation).toBe(
      'Nevada: 2 h a day past 10 are overtime',
    );
    await seedOvertimeRules(ctx.database.db);
    referenceDataChanged();
  });

  it('refuses a double-time multiplier out of bounds with a field message', async () => {
    const api = client(ctx, org.members.Owner.cookie);
    const bad = shiftWorker();
    bad.bill.double_time = '101';
    const res = await api.post('/organization_team/calculation/create', { name: 'Bad', person_list: [bad] });
    expect(res.status).toBe(400);
    expect(res.body.errors['person_list.0.bill.double_time']).toEqual([
      'Double time must be between 0 and 100',
    ]);
  });
});
