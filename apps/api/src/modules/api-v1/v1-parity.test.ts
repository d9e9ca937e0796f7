import { beforeAll, describe, expect, it } from 'vitest';
import { cityId, client, stateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { makeKey, plainPerson, v1 } from './testing/v1-client';

/**
 * The open API saves and prices a person exactly as the app's own route does (docs/product/api.md#open-api-v1):
 * the same California shift worker with double time, sent once in the wire format to /api and once in v1's
 * plain names to /api/v1, gives the same stored person and every figure the same.
 */
const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: '1000' });
const org = useOrganization(ctx, 'v1-parity');
let ca = 0;
let losAngeles = 0;

beforeAll(async () => {
  ca = (await stateIds(ctx)).CA;
  losAngeles = await cityId(ctx, ca, 'Los Angeles');
});

/** 3 shifts of 14 h a week in Los Angeles, double time billed and paid at `doubleTime`. */
function shiftWorker(doubleTime: string) {
  const wire = hourlyPerson(ca, losAngeles, { weeks: '2', job: 'Forklift driver' });
  const plain = plainPerson(ca, losAngeles);
  return {
    wire: {
      ...wire,
      bill: { ...wire.bill, double_time: doubleTime },
      assignment: { ...wire.assignment, shadule: 'shift', work_shadule: '14', shift_per_week: '3' },
    },
    plain: {
      ...plain,
      pay: { ...plain.pay, salary_type: 'annual' },
      bill: { ...plain.bill, double_time: doubleTime },
      assignment: {
        ...plain.assignment,
        estimated_length: '2',
        schedule: 'shift',
        hours_per_shift: '14',
        shifts_per_week: '3',
      },
    },
  };
}

describe('a person through /api and through /api/v1', () => {
  it('saves a shift worker with double time and prices every figure the same', async () => {
    const app = client(ctx, org.members.Owner.cookie);
    const api = v1(ctx, (await makeKey(ctx, org.members.Owner.cookie, 'read_write')).key);
    const read = async (id: number) =>
      (await app.post('/organization_team/calculation', { id })).body.data.calculation;

    const person = shiftWorker('2.5');
    const viaApp = await app.post('/organization_team/calculation/create', {
      name: 'Night crew',
      person_list: [person.wire],
    });
    expect(viaApp.status).toBe(200);
    const viaV1 = await api.post('/calculations', { name: 'Night crew', persons: [person.plain] });
    expect(viaV1.status, JSON.stringify(viaV1.body)).toBe(201);

    const [fromApp, fromV1] = [await read(viaApp.body.data.calculation.id), await read(viaV1.body.data.id)];
    expect(fromV1.person_list).toEqual(fromApp.person_list);
    expect(fromV1.results).toEqual(fromApp.results);
    for (const figure of ['revenue', 'total_cost', 'gross_profit', 'gross_profit_percent'] as const) {
      expect(fromV1[figure], figure).toBe(fromApp[figure]);
    }
    // Each day 8 regular + 4 overtime + 2 double time; 12 double-time hours over two weeks, billed $30 x 2.5.
    const [figures] = fromV1.results.persons[0].locations;
    expect(figures.time).toMatchObject({ regular_hours: 48, overtime_hours: 24, doubletime_hours: 12 });
    expect(fromV1.total_assignment_calculation).toMatchObject({
      doubletime_pay: 600,
      doubletime_revenue: 900,
    });
    expect(viaV1.body.data.figures).toEqual({
      revenue: fromApp.revenue.toFixed(2),
      total_cost: fromApp.total_cost.toFixed(2),
      gross_profit: fromApp.gross_profit.toFixed(2),
      gross_profit_percent: fromApp.gross_profit_percent.toFixed(2),
    });
    // v1 reads the person back in its own names, the shift and the double time included.
    const back = (await api.get(`/calculations/${viaV1.body.data.id}`)).body.data.persons[0];
    expect(back.assignment).toMatchObject({ schedule: 'shift', hours_per_shift: '14', shifts_per_week: '3' });
    expect(back.bill).toMatchObject({ double_time: '2.5' });
  });

  it('names a missing shift count on v1’s own field', async () => {
    const api = v1(ctx, (await makeKey(ctx, org.members.Owner.cookie, 'read_write')).key);
    const { plain } = shiftWorker('2');
    const { shifts_per_week: _, ...noShifts } = plain.assignment;
    const res = await api.post('/calculations', { name: 'x', persons: [{ ...plain, assignment: noShifts }] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'persons.0.assignment.shifts_per_week': ['Shifts per week is required'],
    });
  });
});
