import { calculate, toResultFigures } from '@app/engine';
import { person as enginePerson } from '@app/engine/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { personWireSchema } from './person-codec';
import { toPerson } from './to-person';
import { toLocationRates, toRateSnapshot } from './to-rates';
import { texasWire, wirePerson } from './wire-fixtures';
import { locationRatesWireSchema, rateSnapshotWireSchema } from './wire-rates';

// biome-ignore lint/suspicious/noExplicitAny: a patch may reach into any field of the wire entry
type Loose = any;
type Patch = (p: Loose) => void;

/** Errors of a wire person after a patch, as the API would send them. */
function errorsOf(patch: Patch): Record<string, string[]> {
  const wire: Loose = structuredClone(wirePerson());
  patch(wire);
  const parsed = personWireSchema.safeParse(wire);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('personWireSchema', () => {
  it('maps a valid entry to the engine’s Person: V1 of the engine’s vectors', () => {
    const person = toPerson(personWireSchema.parse(wirePerson()));
    const v1 = enginePerson();
    expect(person).toEqual({
      ...v1,
      // No double_time sent: the default d = 2 (used only where the location's state has double time).
      bill: { ...v1.bill, doubleTimeMultiplier: '2' },
      // The wire entry names a city (id 1) where the engine's fixture has none.
      locations: [{ ...v1.locations[0], cityId: '1' }],
    });
  });

  it('computes V1 end to end: gross profit 6,260.50', () => {
    const person = toPerson(personWireSchema.parse(wirePerson()));
    const location = toLocationRates(locationRatesWireSchema.parse(texasWire), person);
    const result = toResultFigures(
      calculate(person, location, toRateSnapshot(rateSnapshotWireSchema.parse({}), 2025)),
    );
    expect(result.total_assignment_calculation.gross_profit).toBe(6260.5);
  });

  it('prices a California 14 h shift with the double time entered and the rule given with the location', () => {
    const base = wirePerson();
    const wire = {
      ...base,
      bill: { ...base.bill, double_time: '2.5' },
      assignment: { ...base.assignment, shadule: 'shift', work_shadule: '14', shift_per_week: '3' },
    };
    const person = toPerson(personWireSchema.parse(wire));
    expect(person.bill.doubleTimeMultiplier).toBe('2.5');
    const california = locationRatesWireSchema.parse({
      ...texasWire,
      state: 'CA',
      overtime_rule: {
        state_name: 'California',
        daily_overtime_after: 8,
        daily_doubletime_after: 12,
        seventh_day: true,
      },
    });
    const result = toResultFigures(
      calculate(
        person,
        toLocationRates(california, person),
        toRateSnapshot(rateSnapshotWireSchema.parse({}), 2025),
      ),
    );
    // 13 weeks of 3 days: each day 8 regular, 4 overtime, 2 double time, paid 25 x 2.5 = 62.50 an hour.
    expect(result.time.doubletime_hours).toBe(78);
    expect(result.total_assignment_calculation.doubletime_pay).toBe(4875);
    expect(result.overtime_rule.explanation).toBe(
      'California: 4 h a day past 8 are overtime, 2 h past 12 are double time',
    );
  });

  it.each<[string, Patch, string, string]>([
    ['job name', (p) => delete p.job_name, 'job_name', 'Job name is required'],
    [
      'employees',
      (p) => (p.number_of_employees = 0),
      'number_of_employees',
      'Number of employees must be at least 1',
    ],
    ['pay rate text', (p) => (p.pay.pay_rate = 'abc'), 'pay.pay_rate', 'Pay rate must be a number'],
    ['pay rate blank', (p) => (p.pay.pay_rate = ''), 'pay.pay_rate', 'Pay rate is required'],
    ['pay rate negative', (p) => (p.pay.pay_rate = -1), 'pay.pay_rate', 'Pay rate must be at least 0'],
    ['discount', (p) => (p.pay.discount = 150), 'pay.discount', 'Discount must be between 0 and 100'],
    [
      'stipend discount',
      (p) => Object.assign(p.pay, { stepend: true, discount: '' }),
      'pay.discount',
      'Discount is required',
    ],
    [
      'pay frequency',
      (p) => (p.pay.pay_frequency = 'daily'),
      'pay.pay_frequency',
      'Pay frequency must be one of: monthly, semi-monthly, bi-weekly, weekly',
    ],
    ['bill rate', (p) => delete p.bill.bill_rate, 'bill.bill_rate', 'Bill rate is required'],
    ['markup', (p) => (p.bill = { compensation_type: 'markup' }), 'bill.markup', 'Markup is required'],
    ['overtime', (p) => (p.bill.overtime = 101), 'bill.overtime', 'Overtime must be between 0 and 100'],
    [
      'double time',
      (p) => (p.bill.double_time = 101),
      'bill.double_time',
      'Double time must be between 0 and 100',
    ],
    [
      'negative double time',
      (p) => (p.bill.double_time = -1),
      'bill.double_time',
      'Double time must be between 0 and 100',
    ],
    [
      'start date',
      (p) =>
        Object.assign(p.assignment, {
          have_start_end_date: 'yes',
          start_date: '2019-12-31',
          end_date: '2020-02-01',
        }),
      'assignment.start_date',
      'Start date must be on or after 01/01/2020',
    ],
    [
      'end date',
      (p) =>
        Object.assign(p.assignment, {
          have_start_end_date: 'yes',
          start_date: '2025-02-01',
          end_date: '2025-01-31',
        }),
      'assignment.end_date',
      'End date must not be before the start date',
    ],
    [
      'bad date',
      (p) =>
        Object.assign(p.assignment, {
          have_start_end_date: 'yes',
          start_date: '2025-02-30',
          end_date: '2025-03-01',
        }),
      'assignment.start_date',
      'Start date must be a date as YYYY-MM-DD',
    ],
    [
      'missing dates',
      (p) => Object.assign(p.assignment, { have_start_end_date: 'yes' }),
      'assignment.start_date',
      'Start date is required',
    ],
    [
      'estimate',
      (p) => delete p.assignment.estimated_assigment_length,
      'assignment.estimated_assigment_length',
      'Estimated length is required',
    ],
    [
      'shift hours',
      (p) => Object.assign(p.assignment, { shadule: 'shift', shift_per_week: 4 }),
      'assignment.work_shadule',
      'Hours per shift is required',
    ],
    [
      'shifts',
      (p) => Object.assign(p.assignment, { shadule: 'shift', work_shadule: 8 }),
      'assignment.shift_per_week',
      'Shifts per week is required',
    ],
    [
      'part-time',
      (p) => (p.assignment.shadule = 'part-time'),
      'assignment.hours_per_week',
      'Hours per week is required',
    ],
    [
      'salary schedule',
      (p) =>
        Object.assign(p, {
          pay: { ...p.pay, compensation_type: 'salary' },
          assignment: { ...p.assignment, shadule: 'part-time', hours_per_week: 20 },
        }),
      'assignment.shadule',
      'Salary allows only a full-time schedule',
    ],
    [
      'holidays',
      (p) => (p.benifits.holiday_pay = true),
      'benifits.holiday_paid_time',
      'Holiday days are required',
    ],
    [
      'pto',
      (p) => (p.benifits.paid_time = 'yes'),
      'benifits.paid_time_number_of_days',
      'PTO days are required',
    ],
    [
      '401k',
      (p) => Object.assign(p.benifits, { k_401: true, k_401_number_of_days: 120 }),
      'benifits.k_401_number_of_days',
      '401k contribution must be between 0 and 100',
    ],
    [
      'bonus type',
      (p) => Object.assign(p.benifits, { bonus: true, bonus_pay: 5 }),
      'benifits.bonus_type',
      'Bonus type is required',
    ],
    [
      'healthcare',
      (p) => (p.benifits.healthcare_plan = true),
      'benifits.healthcare_package',
      'Healthcare package is required',
    ],
    [
      'plan type',
      (p) => Object.assign(p.benifits, { healthcare_plan: true, health_plans: [{ package: 3 }] }),
      'benifits.health_plans.0.package_type',
      'Package type is required',
    ],
    [
      'no option',
      (p) => (p.othercost.costTypes_and_ids = { manage_service_provider: [] }),
      'othercost.costTypes_and_ids.manage_service_provider',
      'No option Selected',
    ],
    [
      'cost type',
      (p) => (p.othercost.costTypes_and_ids = { lunch: ['1'] }),
      'othercost.costTypes_and_ids.lunch',
      'Unknown cost type lunch',
    ],
    [
      'payment terms',
      (p) => (p.othercost = { costTypes_and_ids: { interest: ['4'] } }),
      'othercost.number_of_days',
      'Payment terms are required',
    ],
    ['no states', (p) => (p.wc_states = []), 'wc_states', 'At least one state is required'],
    ['state', (p) => delete p.wc_states[0].state_id, 'wc_states.0.state_id', 'State is required'],
    ['city', (p) => (p.wc_states[0].city_id = ''), 'wc_states.0.city_id', 'City is required'],
    [
      'wc code',
      (p) => (p.wc_states[0].wc_settings.code = '88A0'),
      'wc_states.0.wc_settings.code',
      'WC code must contain digits only',
    ],
    [
      'wc rate',
      (p) => (p.wc_states[0].wc_settings.rate = 120),
      'wc_states.0.wc_settings.rate',
      'WC rate must be between 0 and 100',
    ],
    [
      'wc nickname',
      (p) => delete p.wc_states[0].wc_settings,
      'wc_states.0.wc_settings',
      'Workers compensation nickname is required',
    ],
    ['pay section', (p) => delete p.pay, 'pay', 'Pay details are required'],
  ])('rejects %s', (_, patch, field, message) => {
    expect(errorsOf(patch)[field]).toContain(message);
  });

  it('reports every problem at once', () => {
    const errors = errorsOf((p) => {
      p.pay.pay_rate = 'x';
      delete p.bill.bill_rate;
      p.job_name = '';
    });
    expect(Object.keys(errors).sort()).toEqual(['bill.bill_rate', 'job_name', 'pay.pay_rate']);
  });

  it('accepts the historic spellings and form values', () => {
    const wire: Loose = wirePerson();
    wire.pay = { ...wire.pay, exampt: 'true', stepend: 1, discount: 10, salary_type: 'Monthly' };
    wire.assignment = {
      have_start_end_date: true,
      start_date: '2025-01-06',
      end_date: '2025-03-28',
      shadule: 'Shift',
      work_shadule: 12,
      shift_per_week: '3',
    };
    wire.benifits = {
      holiday_pay: true,
      holiday_paid_time: 6,
      holiday_type: 'Total Assignment',
      bonus: true,
      bonus_pay: '500',
      bonus_type: '$',
      healthcare_plan: true,
      healthcare_package: 7,
      healthcare_package_type: 2,
      spto: 'yes',
    };
    wire.othercost = {
      number_of_days: 30,
      costTypes_and_ids: {
        interest: [4],
        custom_cost_list: [{ name: 'Tools', cost_option: 'flat', percent: 25, frequency: 'weekly' }],
      },
    };
    const person = toPerson(personWireSchema.parse(wire));
    expect(person.pay).toMatchObject({
      exempt: true,
      stipend: { enabled: true, discountPercent: '10' },
      salaryPeriod: 'monthly',
    });
    expect(person.assignment).toEqual({
      period: { kind: 'dates', startDate: '2025-01-06', endDate: '2025-03-28' },
      schedule: { kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '3' },
    });
    expect(person.benefits).toMatchObject({
      holidays: { days: '6', basis: 'per-assignment' },
      bonus: { kind: 'flat', amount: '500' },
      healthPlans: [{ packageId: '7', tier: 'family' }],
      statutoryPto: true,
    });
    expect(person.otherCosts.selections).toEqual([
      { category: 'interest', item: '4' },
      {
        category: 'custom',
        item: {
          id: 'custom_cost_list-1',
          name: 'Tools',
          option: 'flat',
          amount: '25',
          from: 'revenue',
          frequency: 'week',
        },
      },
    ]);
  });
});

describe('custom costs sent beside costTypes_and_ids', () => {
  it('keeps them, after any sent inside, never dropping a cost', () => {
    const wire: Loose = wirePerson();
    const tools = { name: 'Tools', cost_option: 'flat', percent: 25, frequency: 'weekly' };
    const boots = { name: 'Boots', cost_option: 'flat', percent: 40 };
    wire.othercost = {
      number_of_days: 0,
      costTypes_and_ids: { custom_cost_list: [tools] },
      custom_cost_list: [boots],
    };
    const person = toPerson(personWireSchema.parse(wire));
    expect(
      person.otherCosts.selections.map((s) => (typeof s.item === 'object' ? s.item.name : s.item)),
    ).toEqual(['Tools', 'Boots']);
    wire.othercost = { custom_cost_list: [boots] };
    const alone = toPerson(personWireSchema.parse(wire));
    expect(alone.otherCosts.selections).toHaveLength(1);
  });
});
