import { describe, expect, it } from 'vitest';
import { readDraft } from './draft';
import { blankPerson } from './person-form';
import { formPathOf } from './wire-names';
import { serverErrorsToForm } from './wizard-values';

describe('the wire names at the form boundary', () => {
  it('puts an API message on a misspelt wire field onto the form field of the same value', () => {
    expect(formPathOf('benifits.health_plans.0.package')).toBe('benefits.health_plans.0.package');
    const { errors, first } = serverErrorsToForm({
      'person_list.1.assignment.work_shadule': ['Hours per shift is required'],
    });
    expect(errors).toEqual({ 'persons.1.assignment.hours_per_shift': 'Hours per shift is required' });
    expect(first).toEqual({ index: 1, section: 'assignment' });
  });

  it('restores a draft kept before the form names were plain, with what the user had entered', () => {
    const form = blankPerson('Welder');
    const renamed = (o: object, names: Record<string, string>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [names[k] ?? k, v]));
    const old = renamed(
      {
        ...form,
        pay: renamed({ ...form.pay, stipend: true }, { stipend: 'stepend', exempt: 'exampt' }),
        assignment: renamed(
          { ...form.assignment, schedule: 'shift', hours_per_shift: 12 },
          { schedule: 'shadule', hours_per_shift: 'work_shadule' },
        ),
        benefits: { ...form.benefits, k_401: true, k_401_number_of_days: 4 },
      },
      { benefits: 'benifits' },
    );
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    } as unknown as Storage;
    store.setItem(
      'calculatorDraft:new',
      JSON.stringify({ values: { calculator_name: 'Q1', persons: [old] }, savedAt: '2026-11-26' }),
    );
    const person = readDraft(undefined, store)!.values.persons[0]!;
    expect(person.pay.stipend).toBe(true);
    expect(person.assignment.schedule).toBe('shift');
    expect(person.assignment.hours_per_shift).toBe(12);
    expect(person.benefits.k_401_number_of_days).toBe(4);
  });
});
