import { describe, expect, it } from 'vitest';
import { texasPerson } from './fixtures';
import { blankPerson } from './person-form';
import { completion, isComplete, validateJob, validateSection } from './validate';
import { serverErrorsToForm, withSectionErrors } from './wizard-values';

describe('wizard validation', () => {
  it('words the pay, bill and assignment rules after their fields', () => {
    const p = blankPerson('Nurse');
    expect(validateSection(p, 'pay')).toEqual({ 'pay.pay_rate': 'Pay rate is required' });
    expect(validateSection(p, 'bill')).toEqual({ 'bill.bill_rate': 'Bill rate is required' });
    p.bill.overtime = '';
    expect(validateSection(p, 'bill')['bill.overtime']).toBe('Overtime is required');
    p.pay.exempt = true;
    expect(validateSection(p, 'bill')['bill.overtime']).toBeUndefined();
    expect(validateSection(p, 'assignment')).toEqual({
      'assignment.estimated_assignment_length': 'Estimated length is required',
    });
  });

  it('requires the discount with a stipend, 0 to 100', () => {
    const p = texasPerson();
    p.pay.stipend = true;
    p.pay.discount = '';
    expect(validateSection(p, 'pay')['pay.discount']).toBe('Discount is required');
    p.pay.discount = 120;
    expect(validateSection(p, 'pay')['pay.discount']).toBe('Discount must be between 0 and 100');
  });

  it('allows a salary only full-time', () => {
    const p = texasPerson();
    p.pay.compensation_type = 'salary';
    p.assignment.schedule = 'part-time';
    p.assignment.hours_per_week = 20;
    expect(validateSection(p, 'assignment')['assignment.schedule']).toBe(
      'Salary allows only a full-time schedule',
    );
  });

  it('checks dates, benefits and cost sections', () => {
    const p = texasPerson();
    p.assignment.have_start_end_date = 'yes';
    p.assignment.start_date = '2019-12-31';
    p.assignment.end_date = '2019-12-01';
    const a = validateSection(p, 'assignment');
    expect(a['assignment.start_date']).toBe('Start date must be on or after 01/01/2020');
    expect(a['assignment.end_date']).toBe('End date must not be before the start date');
    p.benefits.k_401 = true;
    p.benefits.healthcare_plan = true;
    const b = validateSection(p, 'benefits');
    expect(b['benefits.k_401_number_of_days']).toBe('401k contribution is required');
    expect(b['benefits.health_plans.0.package']).toBe('Healthcare package is required');
    p.othercost.toggles = { drug_screen_cost: true };
    expect(validateSection(p, 'othercost')).toEqual({
      'othercost.costTypes_and_ids.drug_screen_cost': 'No option Selected',
    });
  });

  it('marks a section complete when it is valid, however it was left', () => {
    const p = texasPerson();
    expect(isComplete(p)).toBe(true);
    // The form never changes a person in place: an edit is a new person object (hooks/use-wizard-form.ts).
    const cleared = { ...p, pay: { ...p.pay, pay_rate: '' } };
    expect(completion(cleared)).toMatchObject({ pay: false, bill: true });
    const fresh = blankPerson('Nurse', p.wc_states);
    // Nothing entered: pay, bill and assignment are missing; no benefit or cost is switched on.
    expect(completion(fresh)).toEqual({
      pay: false,
      bill: false,
      assignment: false,
      benefits: true,
      othercost: true,
    });
  });

  it('checks the Add Persons modal', () => {
    const p = blankPerson('', [{ state_id: '48', city_id: null, wc_settings: null }]);
    expect(validateJob({ job_name: ' ', number_of_employees: 0 }, p)).toEqual({
      job_name: 'Job name is required',
      number_of_employees: 'Number of employees must be at least 1',
      'wc_states.0.city_id': 'City is required',
      'wc_states.0.wc_settings': 'Workers compensation nickname is required',
    });
  });

  it('keeps other fields’ errors when one section is checked again', () => {
    const current = {
      'persons.0.pay.pay_rate': 'old',
      'persons.1.bill.bill_rate': 'keep',
      calculator_name: 'x',
    };
    expect(withSectionErrors(current, 0, 'pay', { 'pay.discount': 'new' })).toEqual({
      'persons.1.bill.bill_rate': 'keep',
      calculator_name: 'x',
      'persons.0.pay.discount': 'new',
    });
  });

  it('puts the API’s field errors on the form and points at the first', () => {
    expect(
      serverErrorsToForm({ 'person_list.1.pay.pay_rate': ['Pay rate is required'], name: ['Required'] }),
    ).toEqual({
      errors: { 'persons.1.pay.pay_rate': 'Pay rate is required', calculator_name: 'Required' },
      first: { index: 1, section: 'pay' },
    });
  });
});
