import { personSchema } from '@app/contracts/calculation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useDallasSite } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { makeKey, v1 } from './testing/v1-client';

/**
 * Every field of the person's one schema (packages/contracts/src/calculation/person.ts) survives the open API:
 * a person written through POST /api/v1/calculations, saved by the service (stored in the wire format through
 * the codec) and read back with GET /api/v1/calculations/{id} is the person the schema read, field for field.
 * Healthcare plans need a package of the organisation and are left to calculations.test.ts.
 */
const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' });
const org = useOrganization(ctx, 'v1-roundtrip');
const site = useDallasSite(ctx);

const amount = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => String(c / 100));
const whole = (min: number, max: number) => fc.integer({ min, max }).map(String);
const day = fc
  .integer({ min: 0, max: 700 })
  .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));

const pay = fc.oneof(
  fc.record({
    compensation_type: fc.constant('hourly'),
    pay_rate: amount(10, 90),
    stipend: fc.constant(false),
    exempt: fc.boolean(),
    pay_frequency: fc.constantFrom('weekly', 'bi-weekly', 'semi-monthly', 'monthly'),
    salary_type: fc.constant('annual'),
  }),
  fc.record({
    compensation_type: fc.constant('salary'),
    pay_rate: amount(30_000, 150_000),
    stipend: fc.constant(false),
    exempt: fc.constant(false),
    pay_frequency: fc.constantFrom('weekly', 'monthly'),
    salary_type: fc.constantFrom('annual', 'monthly'),
  }),
);
const bill = fc
  .oneof(
    fc.record({ compensation_type: fc.constant('bill_rate'), bill_rate: amount(100, 200) }),
    fc.record({ compensation_type: fc.constant('markup'), markup: amount(10, 90) }),
  )
  .chain((b) =>
    fc.record({ overtime: amount(1, 3), double_time: amount(1, 3) }).map((m) => ({ ...b, ...m })),
  );
const period = fc.oneof(
  fc.tuple(day, fc.integer({ min: 0, max: 300 })).map(([start, days]) => ({
    have_start_end_date: 'yes',
    start_date: start,
    end_date: new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10),
  })),
  fc.record({
    have_start_end_date: fc.constant('no'),
    estimated_length: whole(1, 10),
    estimated_period: fc.constantFrom('week', 'month', 'year'),
  }),
);
const schedule = (salary: boolean) =>
  salary
    ? fc.constant({ schedule: 'full-time' })
    : fc.oneof(
        fc.constant({ schedule: 'full-time' }),
        fc.record({ schedule: fc.constant('part-time'), hours_per_week: whole(1, 39) }),
        fc.record({
          schedule: fc.constant('shift'),
          hours_per_shift: whole(4, 14),
          shifts_per_week: whole(1, 6),
        }),
      );
const leave = (on: string, days: string, basis: string) =>
  fc.oneof(
    fc.constant({ [on]: false }),
    fc.record({
      [on]: fc.constant(true),
      [days]: whole(1, 10),
      [basis]: fc.constantFrom('per-year', 'per-assignment'),
    }),
  );
const benefits = fc
  .tuple(
    leave('holiday_pay', 'holiday_paid_time', 'holiday_type'),
    leave('paid_time', 'paid_time_number_of_days', 'pto_type'),
    fc.oneof(
      fc.constant({ k_401: false }),
      fc.record({ k_401: fc.constant(true), k_401_number_of_days: whole(1, 6) }),
    ),
    fc.oneof(
      fc.constant({ bonus: false }),
      fc.record({ bonus: fc.constant(true), bonus_pay: whole(1, 20), bonus_type: fc.constantFrom('%', '$') }),
    ),
    fc.record({ healthcare_plan: fc.constant(false), spto: fc.boolean() }),
  )
  .map((parts) => Object.assign({}, ...parts));
const otherCosts = fc.record({
  payment_terms_days: whole(0, 60),
  costs: fc.oneof(
    fc.constant({}),
    fc.record({
      custom_cost_list: fc.array(
        fc.record({
          name: fc.constantFrom('Badge', 'Uniform', 'Travel'),
          percent: amount(1, 50),
          cost_option: fc.constant('flat'),
          from: fc.constantFrom('revenue', 'wages'),
          frequency: fc.constantFrom('once', 'hour', 'week', 'month'),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    }),
  ),
});

const person = (stateId: number, cityId: number) =>
  pay.chain((p) =>
    fc.record({
      job_name: fc.constantFrom('Forklift driver', 'Picker', 'Night nurse'),
      employees: whole(1, 3),
      pay: fc.constant(p),
      bill,
      assignment: fc
        .tuple(period, schedule(p.compensation_type === 'salary'))
        .map(([a, s]) => ({ ...a, ...s })),
      benefits,
      other_costs: otherCosts,
      locations: fc.constant([
        {
          state_id: String(stateId),
          city_id: String(cityId),
          workers_comp: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1.5' },
        },
      ]),
    }),
  );

describe('a person through the open API and back', () => {
  it('keeps every field of the plain schema: v1 write, the service, v1 read', async () => {
    const api = v1(ctx, (await makeKey(ctx, org.members.Owner.cookie, 'read_write')).key);
    await fc.assert(
      fc.asyncProperty(person(site.ids.TX, site.dallas), async (sent) => {
        const saved = await api.post('/calculations', { name: 'Round trip', persons: [sent] });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        const read = await api.get(`/calculations/${saved.body.data.id}`);
        expect(read.body.data.persons).toEqual([personSchema.parse(sent)]);
        expect(read.body.data.persons).toEqual([sent]);
      }),
      { numRuns: 25 },
    );
  });
});
