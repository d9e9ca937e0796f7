import { type PersonWire, personWireSchema } from '@app/contracts/calculation';
import { FEDERAL_CONSTANTS } from '@app/engine';
import type { PricingSnapshot } from '../snapshot';

/**
 * A person_list entry as the API receives it: hourly, full-time, `weeks` weeks of 40 h at $20 billed at $30,
 * in Dallas (state 48, city 1) with a 1% WC rate unless told otherwise.
 */
export function wirePerson(
  over: { job?: string; pay?: string; wcRate?: string; wcCode?: string; states?: [string, string][] } = {},
): PersonWire {
  return personWireSchema.parse({
    job_name: over.job ?? 'Picker',
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
    bill: { compensation_type: 'bill_rate', bill_rate: '30', overtime: '1.5' },
    assignment: {
      have_start_end_date: 'no',
      shadule: 'full-time',
      estimated_assigment_length: '1',
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
    wc_states: (over.states ?? [['48', '1']]).map(([state_id, city_id]) => ({
      state_id,
      city_id,
      wc_settings: {
        nick_name: 'Warehouse',
        code: over.wcCode ?? '8292',
        industry: 'Light Industrial',
        rate: over.wcRate ?? '1',
      },
    })),
  });
}

/**
 * What the API's rates endpoint answers for Dallas TX (SUTA 2.7% on $9,000) and Los Angeles CA (SUTA 3.4% on
 * $7,000, 1.2% FUTA credit reduction, 6.25% sales tax), 2026 rates.
 */
export function snapshot(): PricingSnapshot {
  return {
    rates: {
      taxYear: 2026,
      federal: FEDERAL_CONSTANTS,
      healthcarePackages: [],
      costItems: [],
      alwaysAccrueSpto: false,
      salesTaxExemptAll: false,
    },
    locations: {
      '48:1': {
        stateCode: 'TX',
        stateId: '48',
        city: 'Dallas',
        cityId: '1',
        suta: { ratePercent: '2.7', wageBases: { 2026: '9000' } },
        futaCreditReductions: {},
        sickLeave: [],
        perDiem: null,
        salesTax: null,
        sutaRateMissing: false,
      },
      '6:2': {
        stateCode: 'CA',
        stateId: '6',
        city: 'Los Angeles',
        cityId: '2',
        suta: { ratePercent: '3.4', wageBases: { 2026: '7000' } },
        futaCreditReductions: { 2026: '1.2' },
        sickLeave: [],
        perDiem: null,
        salesTax: { ratePercent: '6.25', type: 'total_invoice', exempt: false },
        sutaRateMissing: false,
      },
    },
  };
}
