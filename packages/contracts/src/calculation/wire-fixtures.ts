import type { PersonWireInput } from './person-codec';

/** What a test may change in a fixture person; everything else is a plain hourly, full-time, weekly assignment. */
export interface WirePersonOptions {
  job?: string;
  pay?: string;
  bill?: string;
  weeks?: string;
  /** A dated assignment instead of the estimated weeks (YYYY-MM-DD, both days counted). */
  dates?: { start: string; end: string };
  /** Work locations as (state_id, city_id); each gets the same WC code. */
  sites?: [string | number, string | number][];
  wc?: {
    nick_name: string;
    code: string;
    industry: string | { value: number; label: string };
    rate: string | number;
  };
}

/**
 * A person_list entry in the wire format. Without options it is V1 of the engine's test vectors
 * (docs/calculation-model.md#9-worked-example-vector-v1): $25 an hour billed at $40, 13 weeks, Texas.
 */
export function wirePerson(over: WirePersonOptions = {}) {
  return {
    job_name: over.job ?? 'Warehouse associate',
    number_of_employees: 1,
    pay: {
      compensation_type: 'hourly',
      pay_rate: over.pay ?? '25',
      stepend: false,
      exampt: false,
      discount: '0',
      pay_frequency: 'weekly',
      salary_type: 'annual',
    },
    bill: { compensation_type: 'bill_rate', bill_rate: over.bill ?? '40', overtime: '1.5' },
    assignment: over.dates
      ? {
          have_start_end_date: 'yes',
          shadule: 'full-time',
          start_date: over.dates.start,
          end_date: over.dates.end,
        }
      : {
          have_start_end_date: 'no',
          shadule: 'full-time',
          estimated_assigment_length: over.weeks ?? '13',
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
    wc_states: (over.sites ?? [[48, 1]]).map(([state_id, city_id]) => ({
      state_id,
      city_id,
      wc_settings: over.wc ?? {
        nick_name: 'Clerical',
        code: '8810',
        industry: { value: 1, label: 'Clerical' },
        rate: 2,
      },
    })),
  } satisfies PersonWireInput;
}

export const texasWire = { state: 'TX', state_id: '48', suta_rate: '2.7', suta_wage_bases: { '2025': 9000 } };
