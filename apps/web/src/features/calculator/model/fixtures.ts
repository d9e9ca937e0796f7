import type { RateSnapshot } from '@app/engine';
import { FEDERAL_CONSTANTS } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { blankPerson, type PersonForm } from './person-form';

/** A finished hourly person in Texas: $25 an hour billed at $40, full-time for 13 weeks (engine vector V1). */
export function texasPerson(): PersonForm {
  const p = blankPerson('Warehouse associate', [
    {
      state_id: '48',
      city_id: '1',
      wc_settings: { nick_name: 'Clerical', code: '8810', industry: 'Clerical', rate: 2 },
    },
  ]);
  p.pay.pay_rate = 25;
  p.bill.bill_rate = 40;
  p.assignment.estimated_assigment_length = 13;
  return p;
}

const rates: RateSnapshot = {
  taxYear: 2025,
  federal: FEDERAL_CONSTANTS,
  healthcarePackages: [],
  costItems: [],
  alwaysAccrueSpto: false,
  salesTaxExemptAll: false,
};

/** A snapshot as POST /calculation/rates answers it for Texas (SUTA 2.7% on the first $9,000). */
export const texasSnapshot = (): PricingSnapshot => ({
  rates,
  locations: {
    '48:1': {
      stateCode: 'TX',
      stateId: '48',
      city: 'Austin',
      cityId: '1',
      suta: { ratePercent: '2.7', wageBases: { 2025: '9000' } },
      futaCreditReductions: {},
      sickLeave: [],
      perDiem: null,
      salesTax: null,
      sutaRateMissing: false,
    },
  },
});
