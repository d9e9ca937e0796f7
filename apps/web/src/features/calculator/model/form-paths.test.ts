import { describe, expect, it } from 'vitest';
import { getPath, sameValue, setPath } from './form-paths';

const values = {
  calculator_name: 'Acme',
  persons: [
    { job_name: 'Welder', pay: { pay_rate: 25, stipend: false } },
    { job_name: 'Driver', pay: { pay_rate: 30, stipend: true } },
  ],
};

describe('form paths', () => {
  it('reads a value by its dotted path, undefined past a missing step', () => {
    expect(getPath('persons.1.pay.pay_rate', values)).toBe(30);
    expect(getPath('persons.4.pay.pay_rate', values)).toBeUndefined();
  });

  it('writes a copy along the path and keeps every other person and section as it was', () => {
    const next = setPath('persons.1.pay.pay_rate', 31, values);
    expect(next.persons[1]!.pay.pay_rate).toBe(31);
    expect(values.persons[1]!.pay.pay_rate).toBe(30); // the old values are untouched
    expect(next.persons[0]).toBe(values.persons[0]); // the other person is the same object
    expect(next.persons).not.toBe(values.persons);
    expect(Array.isArray(next.persons)).toBe(true);
  });

  it('returns the same object when the value does not change', () => {
    expect(setPath('persons.0.job_name', 'Welder', values)).toBe(values);
  });

  it('creates missing steps: a list for a numeric key, an object otherwise', () => {
    const next = setPath('persons.0.health_plans.0.package', 'Gold', values) as unknown as {
      persons: { health_plans: { package: string }[] }[];
    };
    expect(next.persons[0]!.health_plans).toEqual([{ package: 'Gold' }]);
  });

  it('compares content, not identity', () => {
    const copy = structuredClone(values);
    expect(sameValue(copy, values)).toBe(true);
    expect(sameValue(setPath('persons.1.pay.stipend', false, copy), values)).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });
});
