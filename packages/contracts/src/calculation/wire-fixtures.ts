import type { PersonWireInput } from './wire-person';

/**
 * V1 of the engine's test vectors (docs/calculation-model.md#9-worked-example-vector-v1) in the wire
 * format: $25 an hour billed at $40, 13 weeks, Texas.
 */
export function wirePerson(): PersonWireInput {
  return {
    job_name: 'Warehouse associate',
    number_of_employees: 1,
    pay: {
      compensation_type: 'hourly',
      pay_rate: '25',
      stepend: false,
      exampt: false,
      discount: '0',
      pay_frequency: 'weekly',
      salary_type: 'annual',
    },
    bill: { compensation_type: 'bill_rate', bill_rate: '40', overtime: '1.5' },
    assignment: {
      have_start_end_date: 'no',
      shadule: 'full-time',
      estimated_assigment_length: '13',
      estimated_assigment_period: 'week',
    },
    benifits: {
      holiday_pay: false,
      paid_time: false,
      k_401: false,
      bonus: false,
      healthcare_plan: false,
      spto: false,
    },
    othercost: { number_of_days: '0', costTypes_and_ids: {} },
    wc_states: [
      {
        state_id: 48,
        city_id: 1,
        wc_settings: {
          nick_name: 'Clerical',
          code: '8810',
          industry: { value: 1, label: 'Clerical' },
          rate: 2,
        },
      },
    ],
  };
}

export const texasWire = { state: 'TX', state_id: '48', suta_rate: '2.7', suta_wage_bases: { '2025': 9000 } };
