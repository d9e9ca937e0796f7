import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonForm } from '../model/person-form';
import { useWizardForm } from './use-wizard-form';

const person = (job_name: string, pay_rate: number) =>
  ({ job_name, pay: { pay_rate, exempt: false }, benefits: { health_plans: [] } }) as unknown as PersonForm;

function setup() {
  return renderHook(() =>
    useWizardForm({ calculator_name: 'Acme', persons: [person('Welder', 25), person('Driver', 30)] }),
  );
}

describe('the calculator form', () => {
  it('changes one field: the other person keeps its identity, the same handler serves every render', () => {
    const { result } = setup();
    const before = result.current.values.persons;
    const handler = result.current.getInputProps('persons.1.pay.pay_rate').onChange;
    act(() => handler(31));
    expect(result.current.values.persons[1]!.pay.pay_rate).toBe(31);
    expect(result.current.values.persons[0]).toBe(before[0]);
    expect(result.current.getInputProps('persons.1.pay.pay_rate')).toMatchObject({ value: 31 });
    expect(result.current.getInputProps('persons.1.pay.pay_rate').onChange).toBe(handler);
  });

  it('reads checkboxes and text inputs from their change events', () => {
    const { result } = setup();
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', checked: true });
    act(() =>
      result.current.getInputProps('persons.0.pay.exempt').onChange({ nativeEvent: {}, currentTarget: box }),
    );
    expect(result.current.getInputProps('persons.0.pay.exempt', { type: 'checkbox' }).checked).toBe(true);
    const text = Object.assign(document.createElement('input'), { value: 'Acme West' });
    act(() =>
      result.current.getInputProps('calculator_name').onChange({ nativeEvent: {}, currentTarget: text }),
    );
    expect(result.current.values.calculator_name).toBe('Acme West');
  });

  it('composes several writes in one handler and clears the error of a field that changes', () => {
    const { result } = setup();
    act(() => result.current.setErrors({ 'persons.0.pay.pay_rate': 'Pay rate is required', other: null }));
    expect(result.current.errors).toEqual({ 'persons.0.pay.pay_rate': 'Pay rate is required' });
    act(() => {
      result.current.setFieldValue('persons.0.pay.pay_rate', 40);
      result.current.setFieldValue('persons.0.job_name', 'Lead welder');
    });
    expect(result.current.values.persons[0]).toMatchObject({
      job_name: 'Lead welder',
      pay: { pay_rate: 40 },
    });
    expect(result.current.errors).toEqual({});
  });

  it('is dirty only while the values differ from the first ones', () => {
    const { result } = setup();
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.setFieldValue('persons.1.pay.pay_rate', 32));
    expect(result.current.isDirty()).toBe(true);
    act(() => result.current.setFieldValue('persons.1.pay.pay_rate', 30));
    expect(result.current.isDirty()).toBe(false);
  });

  it('removes a list item and moves the errors of the items after it', () => {
    const { result } = setup();
    const plans = 'persons.0.benefits.health_plans';
    act(() => {
      result.current.insertListItem(plans, { package: 'A' });
      result.current.insertListItem(plans, { package: 'B' });
      result.current.insertListItem(plans, { package: 'C' });
      result.current.setErrors({
        [`${plans}.0.package`]: 'a',
        [`${plans}.1.package`]: 'b',
        [`${plans}.2.package`]: 'c',
      });
    });
    act(() => result.current.removeListItem(plans, 1));
    expect(result.current.values.persons[0]!.benefits.health_plans).toEqual([
      { package: 'A' },
      { package: 'C' },
    ]);
    expect(result.current.errors).toEqual({ [`${plans}.0.package`]: 'a', [`${plans}.1.package`]: 'c' });
  });
});
