/**
 * A person_list entry in the wire format (docs/product/calculator.md#a-person-on-the-wire): hourly, full-time,
 * estimated length, one location.
 */
export function hourlyPerson(
  stateId: number,
  cityId: number,
  over: { pay?: string; bill?: string; weeks?: string; wcRate?: string; job?: string } = {},
) {
  return {
    job_name: over.job ?? 'Warehouse associate',
    number_of_employees: 1,
    pay: {
      compensation_type: 'hourly',
      pay_rate: over.pay ?? '20',
      stepend: false,
      exampt: false,
      discount: '0',
      pay_frequency: 'weekly',
      salary_type: 'annual',
    },
    bill: { compensation_type: 'bill_rate', bill_rate: over.bill ?? '30', overtime: '1.5' },
    assignment: {
      have_start_end_date: 'no',
      shadule: 'full-time',
      estimated_assigment_length: over.weeks ?? '1',
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
        state_id: String(stateId),
        city_id: String(cityId),
        wc_settings: {
          nick_name: 'Warehouse',
          code: '8292',
          industry: 'Light Industrial',
          rate: over.wcRate ?? '1',
        },
      },
    ],
  };
}
