import { personFieldPaths, personFromWire, personToWire, personWireSchema } from '@app/contracts/calculation';
import { describe, expect, it } from 'vitest';
import { texasPerson } from './fixtures';
import type { PersonForm } from './person-form';
import { toPersonWire } from './to-wire';

/**
 * The calculator form sends every field of the person's one schema (packages/contracts/src/calculation/person.ts):
 * a field added to the schema and not to the form (person-form.ts, to-wire.ts) fails here, before a user finds
 * the input missing. The single-plan healthcare fields are the historic one-plan form of health_plans, which the
 * form sends instead.
 */
const NOT_IN_THE_FORM = ['benefits.healthcare_package', 'benefits.healthcare_package_type'];

/** The fields a value holds, as schema paths (list entries add no index; the cost lists are one field). */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry) => pathsOf(entry, prefix));
  if (!value || typeof value !== 'object' || prefix === 'other_costs.costs') return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, v]) =>
    v === undefined ? [] : pathsOf(v, prefix ? `${prefix}.${key}` : key),
  );
}

/** Persons of the form that between them switch every input on: each schedule, both periods, each benefit. */
function everyInput(): PersonForm[] {
  const shift = texasPerson();
  shift.assignment = {
    ...shift.assignment,
    have_start_end_date: 'yes',
    start_date: '2026-01-05',
    end_date: '2026-03-27',
    schedule: 'shift',
    hours_per_shift: 12,
    shift_per_week: 3,
  };
  shift.benefits = {
    ...shift.benefits,
    holiday_pay: true,
    holiday_paid_time: 2,
    paid_time: true,
    paid_time_number_of_days: 3,
    k_401: true,
    k_401_number_of_days: 4,
    bonus: true,
    bonus_pay: 5,
    bonus_type: '%',
    healthcare_plan: true,
    health_plans: [{ package: '3', package_type: 'family' }],
    spto: true,
  };
  shift.othercost = {
    number_of_days: 30,
    toggles: { interest: true },
    costTypes_and_ids: { interest: ['4'] },
  };
  const partTime = texasPerson();
  partTime.pay = { ...partTime.pay, stipend: true, discount: 10 };
  partTime.bill = { ...partTime.bill, compensation_type: 'markup', markup: 45 };
  partTime.assignment = { ...partTime.assignment, schedule: 'part-time', hours_per_week: 20 };
  const salary = texasPerson();
  salary.pay = { ...salary.pay, compensation_type: 'salary', pay_rate: 60_000, salary_type: 'monthly' };
  return [shift, partTime, salary];
}

describe('one person, one shape: the form against the schema', () => {
  it('the form sends every field of the schema', () => {
    const sent = new Set(everyInput().flatMap((form) => pathsOf(personWireSchema.parse(toPersonWire(form)))));
    const missing = personFieldPaths().filter((path) => !sent.has(path) && !NOT_IN_THE_FORM.includes(path));
    expect(missing, 'schema fields the calculator form never sends').toEqual([]);
    expect([...sent].filter((path) => !personFieldPaths().includes(path))).toEqual([]);
  });

  it('the codec keeps every field of every such person, both ways', () => {
    for (const form of everyInput()) {
      const person = personWireSchema.parse(toPersonWire(form));
      expect(personFromWire(personToWire(person))).toEqual(person);
      expect(personWireSchema.parse(personToWire(person))).toEqual(person);
    }
  });
});
